/**
 * The levels below strongest, and the first archived strongest (`baseline-2026-11`), must decide as they always
 * have: ranked records name a level and the server re-runs its decisions. The moves below were played by the code
 * of commit bc85be5 (where `strongest` is `baseline-2026-11`), one pair at a time as in a match (no pairs-left
 * count), on the queue of seed 'levels-lock'.
 */
import { describe, expect, test } from 'vitest';
import { applyPlacementInPlace, Field, makeQueue, PlacementOutcome, placementId } from '../index.ts';
import { createAi } from './levels.ts';

const BEFORE: Record<string, number[]> = {
  gentle: [6, 19, 21, 5, 20, 6, 19, 6, 7, 7, 2, 5, 0, 4, 11, 1],
  easy: [6, 13, 6, 6, 3, 10, 20, 5, 9, 15, 0, 3, 16, 7, 17, 19],
  medium: [6, 13, 6, 6, 3, 10, 20, 20, 10, 2, 6, 0, 7, 5, 9, 7],
  hard: [6, 13, 6, 6, 3, 10, 20, 20, 10, 2, 6, 0, 7, 5, 7, 18],
  'baseline-2026-11': [6, 19, 7, 0, 20, 8, 21, 17, 9, 5, 3, 8, 17, 7, 13, 4],
};

/** The moves `name` plays on seed 'levels-lock', alone or (`versus`) facing an opponent whose field stays empty. */
function play(name: string, pairs: number, versus = false): number[] {
  const ai = createAi(name);
  const queue = makeQueue('levels-lock');
  const field = new Field();
  const out = new PlacementOutcome();
  const moves: number[] = [];
  const opponent = versus ? { field: new Field(), incomingGarbage: 0 } : undefined;
  for (let i = 0; i < pairs; i++) {
    const { placement } = ai.decide({ field, queue: queue.slice(i, i + 3), opponent });
    moves.push(placementId(placement.col, placement.rot));
    applyPlacementInPlace(field, queue[i], placement, out);
  }
  return moves;
}

describe('levels kept as they were', () => {
  for (const [name, moves] of Object.entries(BEFORE)) {
    test(`${name} plays the moves it played before`, { timeout: 60_000 }, () => {
      expect(play(name, moves.length)).toEqual(moves);
    });
  }
});

describe('sampled futures (combined-2026-11)', () => {
  test('plays the same game twice: its imagined pairs come from the position, not from a clock or Math.random', {
    timeout: 60_000,
  }, () => {
    const first = play('combined-2026-11', 6, true);
    expect(play('combined-2026-11', 6, true)).toEqual(first);
    // In versus it plays threat-2026-11's rules on three sampled futures instead of one: the games part.
    expect(play('threat-2026-11', 6, true)).not.toEqual(first);
  });
});

describe('the strongest level', () => {
  test('plays versus as combined-2026-11: its own weights and fire rules are for solo play only', {
    timeout: 120_000,
  }, () => {
    expect(play('strongest', 8, true)).toEqual(play('combined-2026-11', 8, true));
    // Alone it plays otherwise (the excess term and the fire rules on links), or the test above proves nothing.
    expect(play('strongest', 8)).not.toEqual(play('combined-2026-11', 8));
  });
});
