/**
 * The pairs a search imagines beyond the visible queue. Which pairs depends only on the position, so a search is
 * reproducible; every imagined pair holds two colours of the four in play, so the search never counts on lucky
 * same-coloured pairs.
 * - `two` (after ama): two pairs that together hold the four colours, repeated.
 * - `six`: the six two-colour pairs of the four colours, each once per six pairs, in an order set by the position.
 *   Every colour comes once every two or three pairs, as often as in a real queue, and with each of the others.
 * - `drawn`: pairs drawn like a real queue's (each puyo any of the four colours, same-coloured pairs included) from
 *   a generator seeded by the position and the sample number.
 * `sample` (0 for a single search) picks another continuation of the same position: for `two` and `six` the order
 * of the splits turns by `sample`, for `drawn` another draw.
 */
import { Rng } from '../../core/rng.ts';
import { COLORS, type Color, type Field, type Pair } from '../index.ts';
import { hashField } from './hash.ts';

export type FutureModel = 'two' | 'six' | 'drawn';

/** The six ways to split the four colours [a, b, c, d] of the palette into two pairs. */
const SPLITS = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
  [1, 2, 0, 3],
  [1, 3, 0, 2],
  [2, 3, 0, 1],
] as const;

export function futurePairs(
  model: FutureModel,
  field: Field,
  queue: readonly Pair[],
  count: number,
  sample = 0,
): Pair[] {
  if (count === 0) return [];
  const palette = paletteOf(field, queue);
  if (model === 'drawn') {
    const queued = queue.map((p) => `${p.pivot}${p.child}`).join('');
    const rng = Rng.fromSeed(`${hashField(field)}:${queued}:${sample}`);
    return Array.from({ length: count }, () => ({
      pivot: palette[rng.nextInt(palette.length)],
      child: palette[rng.nextInt(palette.length)],
    }));
  }
  const turn = (field.count() >> 1) + sample;
  const pairOf = (split: readonly number[], half: number): Pair => ({
    pivot: palette[split[half * 2]],
    child: palette[split[half * 2 + 1]],
  });
  if (model === 'two') {
    const split = SPLITS[turn % SPLITS.length];
    return Array.from({ length: count }, (_, i) => pairOf(split, i & 1));
  }
  // SPLITS[p] and SPLITS[5 - p] are the same split, halves swapped: three splits of distinct p % 3 hold all six
  // pairs. The position picks the first split and which half comes first.
  const flip = (turn >> 1) & 1;
  return Array.from({ length: count }, (_, i) => {
    const p = (turn + (i >> 1)) % 3;
    return pairOf(SPLITS[flip ? 5 - p : p], i & 1);
  });
}

/** The colours in play as far as the player can tell (the queue's and the field's), completed to 4 with the rest. */
export function paletteOf(field: Field, queue: readonly Pair[]): Color[] {
  const seen = new Set<Color>();
  for (const pair of queue) seen.add(pair.pivot).add(pair.child);
  for (const color of COLORS) if (seen.size < 4 && field.count(color) > 0) seen.add(color);
  for (const color of COLORS) if (seen.size < 4) seen.add(color);
  return [...seen].sort();
}
