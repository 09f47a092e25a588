/**
 * The fastest solver here, after the bitboard solvers of JCZSolve and tdoku (written from their descriptions):
 * for each digit and each band (three rows), one 27-bit word of the cells where the digit may still go. Cell index
 * = band * 27 + position, so a band word's bit is the cell's position in its band.
 *
 * Propagation, per word: the band's three rows and three boxes must each hold the digit once, so only minirows
 * (row x box) that lie on a row-to-box permutation survive (a 512-entry table); a row left with one cell places it.
 * Across bands: a column that can hold the digit in only one band locks the rest of that box's columns, and a box
 * whose candidates lie in one column clears that column in the other bands. Per band: naked singles. Then a guess
 * on a two-candidate cell. State is 30 int32s per depth in one preallocated stack; nothing allocates in the loop.
 */
import type { Digits } from './grid.ts';

const STATE = 30; // 27 digit-band words, then 3 unsolved-cell words
const MAX_DEPTH = 82;

/** Bit k set when row bits (9) have a candidate in box column k. */
const MINIROWS = Uint8Array.from({ length: 512 }, (_, bits) => {
  let m = 0;
  for (let k = 0; k < 3; k++) if (bits & (7 << (3 * k))) m |= 1 << k;
  return m;
});

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
/** For minirows present (bit r*3+k), the minirows that lie on some permutation entirely present. */
const ALLOWED = Uint16Array.from({ length: 512 }, (_, present) => {
  let allowed = 0;
  for (const p of PERMUTATIONS) {
    const m = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
    if ((present & m) === m) allowed |= m;
  }
  return allowed;
});
/** The 27-bit cells of a set of minirows. */
const MINIROW_CELLS = Int32Array.from({ length: 512 }, (_, set) => {
  let cells = 0;
  for (let i = 0; i < 9; i++) if (set & (1 << i)) cells |= 7 << (((i / 3) | 0) * 9 + (i % 3) * 3);
  return cells;
});
/** The 27-bit cells of a set of columns. */
const COLUMN_CELLS = Int32Array.from({ length: 512 }, (_, cols) => cols | (cols << 9) | (cols << 18));
/** Columns only this band can hold the digit in: the other columns of their boxes, as cells. */
const LOCK_CLEAR = Int32Array.from({ length: 512 }, (_, only) => {
  let cols = 0;
  for (let c = 0; c < 9; c++) if (only & (1 << c)) cols |= (7 << (3 * ((c / 3) | 0))) & ~(1 << c);
  return COLUMN_CELLS[cols];
});
/** Columns that are the only column of their box holding candidates (boxes with candidates in one column). */
const POINTING_COLUMNS = Uint16Array.from({ length: 512 }, (_, proj) => {
  let cols = 0;
  for (let k = 0; k < 3; k++) {
    const inBox = proj & (7 << (3 * k));
    if (inBox && (inBox & (inBox - 1)) === 0) cols |= inBox;
  }
  return cols;
});
/** Row and box of a band position, as cells (the position itself excluded). */
const SAME_ROW_BOX = Int32Array.from({ length: 27 }, (_, pos) => {
  const r = (pos / 9) | 0;
  const k = ((pos % 9) / 3) | 0;
  return ((511 << (9 * r)) | MINIROW_CELLS[(1 << k) | (1 << (3 + k)) | (1 << (6 + k))]) & ~(1 << pos);
});
/** The box of a band position, as cells. */
const BOX_OF_POSITION = Int32Array.from(
  { length: 27 },
  (_, pos) => MINIROW_CELLS[73 << (((pos % 9) / 3) | 0)],
);
const ctz = (x: number): number => 31 - Math.clz32(x & -x);

export class BandSolver {
  private readonly s = new Int32Array(STATE * MAX_DEPTH);
  private readonly solutions: Digits[] = [new Uint8Array(81), new Uint8Array(81)];
  private readonly guessOrder = Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  private found = 0;
  private limit = 2;
  guesses = 0;
  /** Gives up (returning what it found so far) after this many guesses: random full grids have a heavy tail. */
  guessBudget = Number.POSITIVE_INFINITY;

  /**
   * Counts solutions up to `limit` (kept for `solution(i)`); -1 when the givens clash. With `excludeCell`, only
   * solutions where that empty cell is not `excludeDigit` count.
   */
  count(digits: Digits, limit = 2, excludeCell = -1, excludeDigit = 0): number {
    const s = this.s;
    s.fill(0x7ffffff, 0, 27);
    s[27] = s[28] = s[29] = 0x7ffffff;
    this.found = 0;
    this.limit = limit;
    this.guesses = 0;
    if (excludeCell >= 0) {
      const b = (excludeCell / 27) | 0;
      s[(excludeDigit - 1) * 3 + b] &= ~(1 << (excludeCell - b * 27));
    }
    for (let cell = 0; cell < 81; cell++) {
      const d = digits[cell];
      if (d === 0) continue;
      const b = (cell / 27) | 0;
      const pos = cell - b * 27;
      const i = (d - 1) * 3 + b;
      // Only an earlier given of the same digit in the same row, column or box can have cleared this bit.
      if (!(s[i] & (1 << pos))) return -1;
      place(s, 0, d - 1, b, pos);
    }
    dirty = 0x7ffffff;
    this.search(0);
    return this.found;
  }

  solution(index: number): Digits {
    return this.solutions[index];
  }

  setGuessOrder(order: ArrayLike<number>): void {
    for (let i = 0; i < 9; i++) this.guessOrder[i] = order[i] - 1;
  }

  private search(depth: number): void {
    const s = this.s;
    const at = depth * STATE;
    if (!propagate(s, at)) return;
    if ((s[at + 27] | s[at + 28] | s[at + 29]) === 0) {
      this.record(at);
      return;
    }
    const cell = chooseCell(s, at);
    const band = (cell / 27) | 0;
    const pos = cell - band * 27;
    const next = at + STATE;
    const bit = 1 << pos;
    for (let i = 0; i < 9; i++) {
      const d = this.guessOrder[i];
      if (!(s[at + d * 3 + band] & bit)) continue;
      if (++this.guesses > this.guessBudget) return;
      s.copyWithin(next, at, next);
      dirty = 0;
      place(s, next, d, band, pos);
      this.search(depth + 1);
      if (this.found >= this.limit) return;
    }
  }

  private record(at: number): void {
    const out = this.solutions[this.found++];
    if (!out) return;
    const s = this.s;
    for (let d = 0; d < 9; d++) {
      for (let b = 0; b < 3; b++) {
        for (let w = s[at + d * 3 + b]; w; w &= w - 1) out[b * 27 + ctz(w)] = d + 1;
      }
    }
  }
}

/**
 * The cell to guess on: among two-candidate cells the one with the most unsolved cells in its row, column and box
 * (a guess there propagates furthest: about a fifth fewer guesses on hard sets than taking the first); without any
 * two-candidate cell, the first unsolved cell. Returns band * 27 + position.
 */
function chooseCell(s: Int32Array, at: number): number {
  let best = -1;
  let bestScore = -1;
  for (let b = 0; b < 3; b++) {
    const unsolved = s[at + 27 + b];
    if (unsolved === 0) continue;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (let d = 0; d < 9; d++) {
      const w = s[at + d * 3 + b];
      thrice |= twice & w;
      twice |= once & w;
      once |= w;
    }
    for (let x = twice & ~thrice & unsolved; x; x &= x - 1) {
      const pos = ctz(x);
      const c = pos % 9;
      let score = POPCOUNT27(unsolved & ((511 << (pos - c)) | BOX_OF_POSITION[pos]));
      for (let other = 0; other < 3; other++) score += POPCOUNT27(s[at + 27 + other] & COLUMN_CELLS[1 << c]);
      if (score > bestScore) {
        bestScore = score;
        best = b * 27 + pos;
      }
    }
  }
  if (best >= 0) return best;
  for (let b = 0; b < 3; b++) if (s[at + 27 + b]) return b * 27 + ctz(s[at + 27 + b]);
  return -1;
}

const POPCOUNT9 = Uint8Array.from({ length: 512 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});
const POPCOUNT27 = (x: number): number =>
  POPCOUNT9[x & 511] + POPCOUNT9[(x >>> 9) & 511] + POPCOUNT9[x >>> 18];

/** Puts digit d at band position pos: clears its row, box and column for d, and the cell for other digits. */
function place(s: Int32Array, at: number, d: number, b: number, pos: number): void {
  const bit = 1 << pos;
  const i = at + d * 3;
  s[i + b] &= ~SAME_ROW_BOX[pos];
  const column = ~COLUMN_CELLS[1 << (pos % 9)];
  if (b !== 0) s[i] &= column;
  if (b !== 1) s[i + 1] &= column;
  if (b !== 2) s[i + 2] &= column;
  const other = ~bit;
  for (let e = 0; e < 9; e++) if (e !== d) s[at + e * 3 + b] &= other;
  s[at + 27 + b] &= other;
  dirty |= (7 << (d * 3)) | (BAND_WORDS << b);
}

/** The words (bit d * 3 + b) changed since propagation last looked at them. */
let dirty = 0;
/** Bits d * 3 for every digit: the words of band 0 (shift by b for band b). */
const BAND_WORDS = 0b001001001001001001001001001;

/** Propagates to a fixpoint from the words marked dirty; false on a contradiction. */
function propagate(s: Int32Array, at: number): boolean {
  while (dirty !== 0) {
    const work = dirty;
    dirty = 0;
    const u0 = s[at + 27];
    const u1 = s[at + 28];
    const u2 = s[at + 29];
    for (let d = 0; d < 9; d++) {
      if (((work >>> (d * 3)) & 7) === 0) continue;
      const i = at + d * 3;
      // A digit placed nine times has nothing left to say.
      if (((s[i] & u0) | (s[i + 1] & u1) | (s[i + 2] & u2)) === 0) continue;
      // Within each band: rows and boxes once each, and row singles.
      for (let b = 0; b < 3; b++) {
        if (!((work >>> (d * 3 + b)) & 1)) continue;
        let w = s[i + b];
        const present = MINIROWS[w & 511] | (MINIROWS[(w >>> 9) & 511] << 3) | (MINIROWS[w >>> 18] << 6);
        const allowed = ALLOWED[present];
        if (allowed === 0) return false;
        if (allowed !== present) {
          w &= MINIROW_CELLS[allowed];
          s[i + b] = w;
          dirty |= 1 << (d * 3 + b);
        }
        const unsolved = s[at + 27 + b];
        if ((w & unsolved) === 0) continue;
        for (let r = 0; r < 27; r += 9) {
          const row = (w >>> r) & 511;
          if ((row & (row - 1)) === 0 && unsolved & (row << r)) place(s, at, d, b, r + ctz(row));
        }
      }
      // Across bands: columns.
      const w0 = s[i];
      const w1 = s[i + 1];
      const w2 = s[i + 2];
      const p0 = (w0 | (w0 >>> 9) | (w0 >>> 18)) & 511;
      const p1 = (w1 | (w1 >>> 9) | (w1 >>> 18)) & 511;
      const p2 = (w2 | (w2 >>> 9) | (w2 >>> 18)) & 511;
      if ((p0 | p1 | p2) !== 511) return false;
      const n0 =
        w0 & ~LOCK_CLEAR[p0 & ~(p1 | p2)] & ~COLUMN_CELLS[POINTING_COLUMNS[p1] | POINTING_COLUMNS[p2]];
      const n1 =
        w1 & ~LOCK_CLEAR[p1 & ~(p0 | p2)] & ~COLUMN_CELLS[POINTING_COLUMNS[p0] | POINTING_COLUMNS[p2]];
      const n2 =
        w2 & ~LOCK_CLEAR[p2 & ~(p0 | p1)] & ~COLUMN_CELLS[POINTING_COLUMNS[p0] | POINTING_COLUMNS[p1]];
      if (n0 !== w0) {
        s[i] = n0;
        dirty |= 1 << (d * 3);
      }
      if (n1 !== w1) {
        s[i + 1] = n1;
        dirty |= 2 << (d * 3);
      }
      if (n2 !== w2) {
        s[i + 2] = n2;
        dirty |= 4 << (d * 3);
      }
    }
    // Naked singles, in the bands whose words changed.
    const touched = work | dirty;
    for (let b = 0; b < 3; b++) {
      if ((touched & (BAND_WORDS << b)) === 0) continue;
      const unsolved = s[at + 27 + b];
      if (unsolved === 0) continue;
      let once = 0;
      let twice = 0;
      for (let d = 0; d < 9; d++) {
        const w = s[at + d * 3 + b];
        twice |= once & w;
        once |= w;
      }
      if (unsolved & ~once) return false;
      let singles = once & ~twice & unsolved;
      while (singles) {
        const pos = ctz(singles);
        singles &= singles - 1;
        const bit = 1 << pos;
        if (!(s[at + 27 + b] & bit)) continue;
        for (let d = 0; d < 9; d++) {
          if (s[at + d * 3 + b] & bit) {
            place(s, at, d, b, pos);
            break;
          }
        }
      }
    }
  }
  return true;
}
