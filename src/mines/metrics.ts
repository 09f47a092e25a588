/**
 * Board metrics, as defined by the Minesweeper community (minesweepergame.com statistics; ms_toollib's
 * `cal_bbbv`, `cal_op`, `cal_isl` compute the same):
 *
 * - opening: an 8-connected area of zero cells (safe cells with no neighbouring mine). One click on any of its
 *   cells opens it together with its border of numbers.
 * - isolated cell: a safe numbered cell with no zero neighbour, so no opening ever reveals it: it takes a click
 *   of its own.
 * - 3BV (Bechtel's Board Benchmark Value): the fewest left clicks that open every safe cell without flags or
 *   chords = openings + isolated cells.
 * - island: an 8-connected area of isolated cells.
 *
 * One row sweep computes them all in linear time with memory O(width + components): see RowComponents.
 */
import { type Board, MINE_BIT } from './board.ts';
import { Labels, linkCell } from './components.ts';

export interface BoardMetrics {
  readonly bbbv: number;
  readonly openings: number;
  readonly islands: number;
  /** Safe cells with no neighbouring mine. */
  readonly zeros: number;
  /** Safe numbered cells touching no zero cell (each adds one to 3BV). */
  readonly isolated: number;
  readonly safe: number;
}

export function boardMetrics(board: Board): BoardMetrics {
  const sweep = sweepBoard(board, undefined);
  return {
    bbbv: sweep.openings + sweep.isolated,
    openings: sweep.openings,
    islands: sweep.islands,
    zeros: sweep.zeros,
    isolated: sweep.isolated,
    safe: board.width * board.height - board.mines,
  };
}

/**
 * 3BV already solved on a board in play, `open` telling which cells are open (a non-zero byte): an opening
 * counts once any of its zero cells is open (the click that opened it was spent), an isolated cell once it is
 * open. Numbers on an opening's border that were opened one by one earn nothing, as in Minesweeper Arbiter.
 */
export function solvedBbbv(
  board: Board,
  open: Uint8Array,
): { readonly bbbv: number; readonly solved: number } {
  const sweep = sweepBoard(board, open);
  return { bbbv: sweep.openings + sweep.isolated, solved: sweep.openingsSolved + sweep.isolatedSolved };
}

function sweepBoard(board: Board, open: Uint8Array | undefined) {
  const { width, height, cells } = board;
  const hasOpen = open !== undefined;
  // Zero indicators of rows y-1, y, y+1 (at x + 1, with a zero border), and "some zero in rows y-1..y+1".
  let zerosAbove = new Uint8Array(width + 2);
  let zerosHere = new Uint8Array(width + 2);
  let zerosBelow = new Uint8Array(width + 2);
  const zeroInColumn = new Uint8Array(width + 2);
  // Label rows (see components.ts) for the openings and for the islands.
  let openingHere = new Int32Array(width + 2);
  let openingAbove = new Int32Array(width + 2);
  let islandHere = new Int32Array(width + 2);
  let islandAbove = new Int32Array(width + 2);
  const openings = new Labels();
  const islands = new Labels();
  const zeroXs = new Int32Array(width); // this row's zero cells, then its isolated cells, by column
  const isolatedXs = new Int32Array(width);
  let zeros = 0;
  let isolated = 0;
  let isolatedSolved = 0;
  markZeros(cells, 0, width, zerosHere);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    if (y + 1 < height) markZeros(cells, row + width, width, zerosBelow);
    else zerosBelow.fill(0);
    for (let x = 1; x <= width; x++) zeroInColumn[x] = zerosAbove[x] | zerosHere[x] | zerosBelow[x];
    // Classify without branches (random boards would mispredict them), collecting the members' columns...
    let zeroCount = 0;
    let isolatedCount = 0;
    for (let x = 0; x < width; x++) {
      const safe = (cells[row + x] - MINE_BIT) >>> 31;
      const nearZero = zeroInColumn[x] | zeroInColumn[x + 1] | zeroInColumn[x + 2];
      zeroXs[zeroCount] = x;
      zeroCount += zerosHere[x + 1];
      isolatedXs[isolatedCount] = x;
      isolatedCount += safe & (nearZero ^ 1);
    }
    zeros += zeroCount;
    isolated += isolatedCount;
    // ...then label only the members.
    openingHere.fill(0);
    for (let k = 0; k < zeroCount; k++) {
      const x = zeroXs[k];
      const label = linkCell(openings, openingHere, openingAbove, x);
      if (hasOpen && open[row + x] !== 0) openings.mark(label);
    }
    islandHere.fill(0);
    for (let k = 0; k < isolatedCount; k++) {
      const x = isolatedXs[k];
      linkCell(islands, islandHere, islandAbove, x);
      if (hasOpen && open[row + x] !== 0) isolatedSolved++;
    }
    [openingHere, openingAbove] = [openingAbove, openingHere];
    [islandHere, islandAbove] = [islandAbove, islandHere];
    const spare = zerosAbove;
    zerosAbove = zerosHere;
    zerosHere = zerosBelow;
    zerosBelow = spare;
  }
  return {
    openings: openings.count,
    openingsSolved: hasOpen ? openings.markedCount() : 0,
    islands: islands.count,
    zeros,
    isolated,
    isolatedSolved,
  };
}

/** zeros[x + 1] = 1 where cell (x) of the row at `offset` is 0, else 0 (branch-free: (c - 1) >>> 31). */
function markZeros(cells: Uint8Array, offset: number, width: number, zeros: Uint8Array): void {
  for (let x = 0; x < width; x++) zeros[x + 1] = (cells[offset + x] - 1) >>> 31;
}
