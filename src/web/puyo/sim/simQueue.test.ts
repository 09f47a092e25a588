import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Color } from '../../../puyo/index.ts';
import { MAX_SIM_PAIRS, readSimQueue, simQueueText } from './simQueue.ts';

describe('the simulator’s next pairs', () => {
  it('reads pairs pivot first, in either case, apart by commas or spaces', () => {
    expect(readSimQueue('RG, by  pp')).toEqual({
      ok: true,
      pairs: [
        { pivot: 1, child: 2 },
        { pivot: 3, child: 4 },
        { pivot: 5, child: 5 },
      ],
    });
    expect(readSimQueue('')).toEqual({ ok: true, pairs: [] });
  });

  it('refuses what is no pair, saying which', () => {
    expect(readSimQueue('RG,RO')).toEqual({ ok: false, error: { kind: 'pair', index: 2, text: 'RO' } });
    expect(readSimQueue('RG R')).toEqual({ ok: false, error: { kind: 'pair', index: 2, text: 'R' } });
    expect(readSimQueue('RGB')).toEqual({ ok: false, error: { kind: 'pair', index: 1, text: 'RGB' } });
    expect(readSimQueue('R.')).toEqual({ ok: false, error: { kind: 'pair', index: 1, text: 'R.' } });
    expect(
      readSimQueue(
        Array(MAX_SIM_PAIRS + 1)
          .fill('RG')
          .join(','),
      ),
    ).toEqual({
      ok: false,
      error: { kind: 'many', count: MAX_SIM_PAIRS + 1 },
    });
    expect(readSimQueue('R'.repeat(1000))).toEqual({ ok: false, error: { kind: 'long' } });
  });

  const color = fc.integer({ min: 1, max: 5 }) as fc.Arbitrary<Color>;
  test.prop([fc.array(fc.record({ pivot: color, child: color }), { maxLength: MAX_SIM_PAIRS })])(
    'pairs written for a link read back the same',
    (pairs) => {
      expect(readSimQueue(simQueueText(pairs))).toEqual({ ok: true, pairs });
    },
  );
});
