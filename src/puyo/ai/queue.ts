/** Pair sequences for the AI harnesses: uniform pairs over the first `colors` colours of a seeded generator. */
import type { Seed } from '../../core/rng.ts';
import { Rng } from '../../core/rng.ts';
import type { Color, Pair } from '../index.ts';

export function randomPairs(seed: Seed, count: number, colors = 4): Pair[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, () => ({
    pivot: (1 + rng.nextInt(colors)) as Color,
    child: (1 + rng.nextInt(colors)) as Color,
  }));
}
