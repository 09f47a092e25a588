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
 * One row sweep computes them all in linear time with memory O(width + components): see sweepBoard and components.ts.
 */
import type { Board } from './board.ts';
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
  const sweep = sweepBoard(board, undefined, true);
  return {
    bbbv: sweep.openings + sweep.isolated,
    openings: sweep.openings,
    islands: sweep.islands,
    zeros: sweep.zeros,
    isolated: sweep.isolated,
    safe: board.width * board.height - board.mines,
  };
}

/** The board's 3BV alone: the same sweep without labelling the islands, which is most of the work. */
export function bbbv(board: Board): number {
  const sweep = sweepBoard(board, undefined, false);
  return sweep.openings + sweep.isolated;
}

/**
 * 3BV already solved on a board in play, `open` telling which cells are open (a non-zero byte): an opening
 * counts once all of its zero cells are open (a flag on one of them stops the flood, and the opening is not
 * solved until that cell is opened too), an isolated cell once it is open. Numbers on an opening's border that
 * were opened one by one earn nothing. This is how Minesweeper Arbiter's videos count it (ms_toollib,
 * `cell_is_op_completed`: "an opening not fully opened does not count").
 */
export function solvedBbbv(
  board: Board,
  open: Uint8Array,
): { readonly bbbv: number; readonly solved: number } {
  const sweep = sweepBoard(board, open, false);
  return { bbbv: sweep.openings + sweep.isolated, solved: sweep.openingsSolved + sweep.isolatedSolved };
}

/**
 * The row sweep, 32 cells at a time: each row is packed into bit words (zero cells, mines); a zero's
 * neighbourhood is the zero bits dilated sideways (shifts) and then over rows y-1..y+1 (OR), so "isolated" is
 * one word operation: safe, and no zero in the 3x3 around. Only zero and isolated cells are then visited one
 * by one, to label their components (see components.ts).
 */
function sweepBoard(board: Board, open: Uint8Array | undefined, withIslands: boolean) {
  const { width, height, cells } = board;
  const hasOpen = open !== undefined;
  const words = (width + 31) >>> 5;
  const lastWordMask = width & 31 ? (1 << (width & 31)) - 1 : -1;
  // Rows of bit words, with a zero word each side: zeros of row y and y+1, mines of rows y and y+1, and the
  // zeros dilated sideways of rows y-1, y, y+1.
  let zerosHere = new Int32Array(words + 2);
  let zerosBelow = new Int32Array(words + 2);
  let minesHere = new Int32Array(words + 2);
  let minesBelow = new Int32Array(words + 2);
  let wideAbove = new Int32Array(words + 2);
  let wideHere = new Int32Array(words + 2);
  let wideBelow = new Int32Array(words + 2);
  const lonely = new Int32Array(words + 2);
  // Label rows for the openings and for the islands.
  let openingHere = new Int32Array(width + 2);
  let openingAbove = new Int32Array(width + 2);
  let islandHere = new Int32Array(width + 2);
  let islandAbove = new Int32Array(width + 2);
  const openings = new Labels();
  const islands = new Labels();
  let zeros = 0;
  let isolated = 0;
  let isolatedSolved = 0;
  packRow(cells, 0, width, zerosHere, minesHere, wideHere);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    if (y + 1 < height) packRow(cells, row + width, width, zerosBelow, minesBelow, wideBelow);
    else {
      zerosBelow.fill(0);
      wideBelow.fill(0);
    }
    for (let w = 1; w <= words; w++) {
      const safe = ~minesHere[w] & (w === words ? lastWordMask : -1);
      lonely[w] = safe & ~(wideAbove[w] | wideHere[w] | wideBelow[w]);
      zeros += bitCount(zerosHere[w]);
      isolated += bitCount(lonely[w]);
    }
    openingHere.fill(0);
    islandHere.fill(0);
    for (let w = 1; w <= words; w++) {
      const base = (w - 1) << 5;
      for (let bits = zerosHere[w]; bits !== 0; bits &= bits - 1) {
        const x = base + 31 - Math.clz32(bits & -bits);
        const label = linkCell(openings, openingHere, openingAbove, x);
        // Marked: the opening still has a closed zero cell.
        if (hasOpen && open[row + x] === 0) openings.mark(label);
      }
      if (!hasOpen && !withIslands) continue;
      for (let bits = lonely[w]; bits !== 0; bits &= bits - 1) {
        const x = base + 31 - Math.clz32(bits & -bits);
        if (withIslands) linkCell(islands, islandHere, islandAbove, x);
        if (hasOpen && open[row + x] !== 0) isolatedSolved++;
      }
    }
    [openingHere, openingAbove] = [openingAbove, openingHere];
    [islandHere, islandAbove] = [islandAbove, islandHere];
    [zerosHere, zerosBelow] = [zerosBelow, zerosHere];
    [minesHere, minesBelow] = [minesBelow, minesHere];
    const spare = wideAbove;
    wideAbove = wideHere;
    wideHere = wideBelow;
    wideBelow = spare;
  }
  return {
    openings: openings.count,
    openingsSolved: hasOpen ? openings.count - openings.markedCount() : 0,
    islands: islands.count,
    zeros,
    isolated,
    isolatedSolved,
  };
}

/**
 * Packs the row of `width` cells at `offset` into bit words (bit k of word w + 1 is cell 32w + k): zero cells
 * ((c - 1) >>> 31 is 1 exactly for c = 0), mines (c >>> 4), and the zeros dilated one cell left and right.
 */
function packRow(
  cells: Uint8Array,
  offset: number,
  width: number,
  zeros: Int32Array,
  mines: Int32Array,
  wide: Int32Array,
): void {
  const words = (width + 31) >>> 5;
  for (let w = 0; w < words; w++) {
    const start = offset + (w << 5);
    const end = Math.min(start + 32, offset + width);
    let z = 0;
    let m = 0;
    for (let i = start, k = 0; i < end; i++, k++) {
      const c = cells[i];
      z |= ((c - 1) >>> 31) << k;
      m |= (c >>> 4) << k;
    }
    zeros[w + 1] = z;
    mines[w + 1] = m;
  }
  for (let w = 1; w <= words; w++) {
    const z = zeros[w];
    wide[w] = z | (z << 1) | (z >>> 1) | (zeros[w - 1] >>> 31) | (zeros[w + 1] << 31);
  }
}

/** Set bits in a 32-bit word. */
function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}
