import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Color, Field, makeQueue, type Pair } from '../index.ts';
import { arbStackedField } from '../testFields.ts';
import { type FutureModel, futurePairs, paletteOf } from './futurePairs.ts';

const arbQueue = fc.string({ maxLength: 8 }).map((seed) => makeQueue(seed).slice(0, 3));
const key = (p: Pair): string => [p.pivot, p.child].sort().join('');

describe('imagined future pairs', () => {
  test.prop([arbStackedField(5, 8), arbQueue, fc.constantFrom<FutureModel>('two', 'six'), fc.nat(14)], {
    numRuns: 2000,
  })(
    "two colours of the queue's palette each, the same pairs for the same position",
    (f, queue, model, n) => {
      const palette = paletteOf(f, queue);
      const pairs = futurePairs(model, f, queue, n);
      expect(pairs).toHaveLength(n);
      for (const p of pairs) {
        expect(p.pivot).not.toBe(p.child);
        expect(palette).toContain(p.pivot);
        expect(palette).toContain(p.child);
      }
      expect(futurePairs(model, f.clone(), [...queue], n)).toEqual(pairs);
    },
  );

  test.prop([arbStackedField(5, 8), arbQueue], { numRuns: 2000 })(
    'the palette: four colours, every colour of the queue among them',
    (f, queue) => {
      const palette = paletteOf(f, queue);
      expect(new Set(palette).size).toBe(4);
      for (const p of queue) expect(palette).toEqual(expect.arrayContaining([p.pivot, p.child]));
    },
  );

  test.prop([arbStackedField(4, 8), arbQueue, fc.nat(12)], { numRuns: 2000 })(
    '`six`: any six pairs in a row are the six two-colour pairs, each colour in three of them',
    (f, queue, from) => {
      const six = futurePairs('six', f, queue, from + 6).slice(from);
      expect(new Set(six.map(key)).size).toBe(6);
      const count = new Map<Color, number>();
      for (const p of six) for (const c of [p.pivot, p.child]) count.set(c, (count.get(c) ?? 0) + 1);
      expect([...count.values()]).toEqual([3, 3, 3, 3]);
    },
  );

  test.prop([arbStackedField(4, 8), arbQueue, fc.nat(12)], { numRuns: 1000 })(
    '`two`: two pairs holding the four colours, alternating',
    (f, queue, n) => {
      const pairs = futurePairs('two', f, queue, n + 2);
      expect(new Set([pairs[0].pivot, pairs[0].child, pairs[1].pivot, pairs[1].child]).size).toBe(4);
      for (let i = 2; i < pairs.length; i++) expect(pairs[i]).toEqual(pairs[i - 2]);
    },
  );

  test('the position sets the order: fields one pair apart start the cycle elsewhere', () => {
    const queue = makeQueue('future').slice(0, 3);
    const rows = ['RBRBRB', 'BRBRBR'];
    const starts = new Set<string>();
    for (let puyos = 0; puyos <= 10; puyos += 2) {
      const f = new Field();
      for (let i = 0; i < puyos; i++)
        f.set(i % 6, 1 + Math.floor(i / 6), rows[Math.floor(i / 6)][i % 6] === 'R' ? 1 : 2);
      starts.add(key(futurePairs('six', f, queue, 1)[0]));
    }
    expect(starts.size).toBeGreaterThan(2);
  });
});
