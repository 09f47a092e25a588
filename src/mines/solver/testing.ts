/**
 * Slow, obvious reference implementations for the solver's tests: every mine layout of a small position is
 * listed, and probabilities are counted over them.
 */
import { fc } from '@fast-check/vitest';
import { Rng } from '../../core/rng.ts';
import { neighbourTable } from './neighbours.ts';
import { COVERED, type MinesView } from './view.ts';

/** Every set of covered cells of the right size that agrees with every open number (flags count as covered). */
export function allLayouts(view: MinesView): Uint8Array[] {
  const size = view.width * view.height;
  const nb = neighbourTable(view.width, view.height);
  const covered: number[] = [];
  for (let i = 0; i < size; i++) if (view.cells[i] < 0) covered.push(i);
  const layouts: Uint8Array[] = [];
  const mine = new Uint8Array(size);
  const fits = (): boolean => {
    for (let i = 0; i < size; i++) {
      if (view.cells[i] < 0) continue;
      let count = 0;
      for (let j = 1; j <= nb[i * 9]; j++) count += mine[nb[i * 9 + j]];
      if (count !== view.cells[i]) return false;
    }
    return true;
  };
  const choose = (from: number, left: number): void => {
    if (left === 0) {
      if (fits()) layouts.push(mine.slice());
      return;
    }
    for (let i = from; i <= covered.length - left; i++) {
      mine[covered[i]] = 1;
      choose(i + 1, left - 1);
      mine[covered[i]] = 0;
    }
  };
  if (view.mines <= covered.length) choose(0, view.mines);
  return layouts;
}

export function bruteProbabilities(view: MinesView): Float64Array | null {
  const layouts = allLayouts(view);
  if (layouts.length === 0) return null;
  const p = new Float64Array(view.width * view.height);
  for (const layout of layouts) for (let i = 0; i < p.length; i++) p[i] += layout[i];
  return p.map((v) => v / layouts.length);
}

/** A random layout and a view of it with some safe cells opened (numbers true to the layout). */
export function randomPosition(rng: Rng, width: number, height: number, mines: number, openShare: number) {
  const size = width * height;
  const mine = new Uint8Array(size);
  const order = rng.shuffle(Array.from({ length: size }, (_, i) => i));
  for (let i = 0; i < mines; i++) mine[order[i]] = 1;
  const nb = neighbourTable(width, height);
  const cells = new Int8Array(size).fill(COVERED);
  for (let i = 0; i < size; i++) {
    if (mine[i] || rng.nextFloat() >= openShare) continue;
    let count = 0;
    for (let j = 1; j <= nb[i * 9]; j++) count += mine[nb[i * 9 + j]];
    cells[i] = count;
  }
  const view: MinesView = { width, height, mines, cells };
  return { view, mine };
}

/** Small random positions for property tests: a board, a mine share and a share of safe cells opened. */
export const smallPositions = (minWidth = 2, minOpenShare = 0.1) =>
  fc.record({
    seed: fc.integer(),
    width: fc.integer({ min: minWidth, max: 5 }),
    height: fc.integer({ min: 2, max: 4 }),
    density: fc.double({ min: 0.05, max: 0.5, noNaN: true }),
    openShare: fc.double({ min: minOpenShare, max: 0.9, noNaN: true }),
  });

/** The view of a position drawn by `smallPositions` (at least one mine). */
export function smallView(p: {
  seed: number;
  width: number;
  height: number;
  density: number;
  openShare: number;
}) {
  const mines = Math.max(1, Math.round(p.width * p.height * p.density));
  return randomPosition(Rng.fromSeed(p.seed), p.width, p.height, mines, p.openShare).view;
}
