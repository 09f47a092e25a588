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
import { RowComponents } from './components.ts';

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
  const zeroColumns = new Uint8Array(width + 2); // zero cells in column x over rows y-1..y+1, at x + 1
  const zeroRow = new Uint8Array(width);
  const isolatedRow = new Uint8Array(width);
  const openings = new RowComponents(width);
  const islands = new RowComponents(width);
  let zeros = 0;
  let isolated = 0;
  let isolatedSolved = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? row - width : -1;
    const down = y < height - 1 ? row + width : -1;
    for (let x = 0; x < width; x++) {
      let z = cells[row + x] === 0 ? 1 : 0;
      if (up >= 0 && cells[up + x] === 0) z++;
      if (down >= 0 && cells[down + x] === 0) z++;
      zeroColumns[x + 1] = z;
    }
    for (let x = 0; x < width; x++) {
      const index = row + x;
      const cell = cells[index];
      const isOpen = open !== undefined && open[index] !== 0;
      if (cell === 0) {
        zeros++;
        zeroRow[x] = isOpen ? 2 : 1;
        isolatedRow[x] = 0;
      } else {
        zeroRow[x] = 0;
        const lonely = cell < MINE_BIT && zeroColumns[x] + zeroColumns[x + 1] + zeroColumns[x + 2] === 0;
        isolatedRow[x] = lonely ? 1 : 0;
        if (lonely) {
          isolated++;
          if (isOpen) isolatedSolved++;
        }
      }
    }
    openings.addRow(zeroRow);
    islands.addRow(isolatedRow);
  }
  return {
    openings: openings.count,
    openingsSolved: open === undefined ? 0 : openings.markedCount(),
    islands: islands.count,
    zeros,
    isolated,
    isolatedSolved,
  };
}
