/**
 * The pair queue: 4 colours chosen of 5 per match, the first two pairs drawn from only 3 of them, both players
 * dealt the same pairs. Like Tsu's fixed table, the queue is a cycle of 128 pairs built from the seed.
 */
import { Rng, type Seed } from '../core/rng.ts';
import type { Pair } from './placement.ts';
import type { Color } from './types.ts';

export const QUEUE_LENGTH = 128;

export function makeQueue(seed: Seed): Pair[] {
  const rng = Rng.fromSeed(`puyo-queue:${seed}`);
  const colors = rng.shuffle([1, 2, 3, 4, 5] as Color[]).slice(0, 4);
  const pairs: Pair[] = [];
  for (let i = 0; i < QUEUE_LENGTH; i++) {
    const palette = i < 2 ? 3 : 4;
    pairs.push({ pivot: colors[rng.nextInt(palette)], child: colors[rng.nextInt(palette)] });
  }
  return pairs;
}
