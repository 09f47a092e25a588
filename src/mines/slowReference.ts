/**
 * Slow, obvious implementations for the tests to check the fast engine against: per-cell neighbour lists,
 * plain arrays, flood fills with an explicit stack, the textbook 3BV procedure. Not used by the engine.
 */
import { type GridSize, neighbours8 } from '../core/grid.ts';

export interface SlowBoard extends GridSize {
  /** true where a mine is, row-major. */
  readonly mines: readonly boolean[];
}

export function slowNumbers(board: SlowBoard): number[] {
  return board.mines.map((_, i) => neighbours8(board, i).filter((n) => board.mines[n]).length);
}

/** Cells of the zero area holding `start` plus their border, i.e. what one click on a zero reveals. */
export function slowZeroRegion(board: SlowBoard, start: number, numbers = slowNumbers(board)): Set<number> {
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    if (numbers[cell] !== 0 || board.mines[cell]) continue;
    for (const n of neighbours8(board, cell)) {
      if (!seen.has(n) && !board.mines[n]) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen;
}

/** The textbook procedure: open each unopened zero area (one click each), then count the safe cells left. */
export function slowMetrics(board: SlowBoard): { bbbv: number; openings: number; islands: number } {
  const numbers = slowNumbers(board);
  const opened = new Set<number>();
  let openings = 0;
  board.mines.forEach((mine, i) => {
    if (mine || numbers[i] !== 0 || opened.has(i)) return;
    openings++;
    for (const cell of slowZeroRegion(board, i, numbers)) opened.add(cell);
  });
  const lonely = board.mines.map((mine, i) => !mine && !opened.has(i));
  const lonelyCount = lonely.filter(Boolean).length;
  // Islands: 8-connected areas of the cells no opening reaches.
  const seen = new Set<number>();
  let islands = 0;
  lonely.forEach((isLonely, i) => {
    if (!isLonely || seen.has(i)) return;
    islands++;
    const stack = [i];
    seen.add(i);
    while (stack.length > 0) {
      for (const n of neighbours8(board, stack.pop()!)) {
        if (lonely[n] && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
  });
  return { bbbv: openings + lonelyCount, openings, islands };
}

/**
 * What opening the closed safe cell `start` reveals in play: a breadth-first flood from it through closed zero
 * cells, revealing every closed (covered or question-marked) neighbour of a revealed zero; flags stay.
 */
export function slowOpen(board: SlowBoard, closed: readonly boolean[], start: number): Set<number> {
  const numbers = slowNumbers(board);
  const revealed = new Set<number>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const cell = queue.shift()!;
    if (numbers[cell] !== 0) continue;
    for (const n of neighbours8(board, cell)) {
      if (closed[n] && !revealed.has(n)) {
        revealed.add(n);
        queue.push(n);
      }
    }
  }
  return revealed;
}

/** A cell as the chord rule reads it: closed (covered or question-marked), flagged, or open showing a number. */
export type SlowTile = 'closed' | 'flag' | number;

export type SlowChordResult =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'lost'; readonly mines: readonly number[] }
  | { readonly kind: 'opened'; readonly cells: ReadonlySet<number> };

/**
 * The classic chord, written the obvious way: on an open number n > 0 with exactly n flags among its neighbours,
 * every closed neighbour is opened. A mine among them loses (`mines` lists them all); otherwise each opens as a
 * click would (slowOpen) and `cells` is everything revealed. On anything else (a closed cell, a flag, a zero, a
 * number with fewer or more flags around it than it shows) nothing happens.
 */
export function slowChord(board: SlowBoard, tiles: readonly SlowTile[], cell: number): SlowChordResult {
  const shown = tiles[cell];
  if (typeof shown !== 'number' || shown === 0) return { kind: 'nothing' };
  const around = neighbours8(board, cell);
  const flags = around.filter((n) => tiles[n] === 'flag').length;
  if (flags !== shown) return { kind: 'nothing' };
  const toOpen = around.filter((n) => tiles[n] === 'closed');
  const mines = toOpen.filter((n) => board.mines[n]);
  if (mines.length > 0) return { kind: 'lost', mines };
  const closed = tiles.map((t) => t === 'closed');
  const cells = new Set<number>();
  for (const n of toOpen) for (const revealed of slowOpen(board, closed, n)) cells.add(revealed);
  return { kind: 'opened', cells };
}

/**
 * 3BV solved, the obvious way, from the board and which cells are open: an opening counts once every one of its
 * zero cells is open, an isolated number (one no opening reveals) once it is open. Numbers on an opening's border
 * count for nothing on their own.
 */
export function slowSolvedBbbv(board: SlowBoard, open: readonly boolean[]): { bbbv: number; solved: number } {
  const numbers = slowNumbers(board);
  const inOpening = new Set<number>();
  let bbbv = 0;
  let solved = 0;
  board.mines.forEach((mine, i) => {
    if (mine || numbers[i] !== 0 || inOpening.has(i)) return;
    const region = slowZeroRegion(board, i, numbers);
    for (const cell of region) inOpening.add(cell);
    const zeros = [...region].filter((cell) => numbers[cell] === 0);
    bbbv++;
    if (zeros.every((cell) => open[cell])) solved++;
  });
  board.mines.forEach((mine, i) => {
    if (mine || inOpening.has(i)) return;
    bbbv++;
    if (open[i]) solved++;
  });
  return { bbbv, solved };
}
