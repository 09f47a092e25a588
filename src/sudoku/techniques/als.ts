/**
 * Almost locked sets (ALS): n empty cells of one unit holding n + 1 digits between them (a bivalue cell is the
 * smallest). Remove any one digit and the rest are locked in those cells. Two ALS that share no cell have a
 * restricted common digit x when every cell of one holding x sees every cell of the other holding x: x is then in
 * at most one of them. Cell sets are three 27-bit words, so "sees all of these" is a few ANDs.
 */
import type { Board } from '../board.ts';
import { CELLS, cellName, digitsOf, PEERS, POPCOUNT, UNITS } from '../grid.ts';
import type { Candidate } from './step.ts';

export interface Als {
  readonly unit: number;
  readonly cells: readonly number[];
  readonly digits: number;
  /** The cells as a set: three words of 27 cells. */
  readonly set: Int32Array;
  /** Per digit d, at (d - 1) * 3: the cells of the ALS holding d, and the cells that see every one of them. */
  readonly holding: Int32Array;
  readonly seeing: Int32Array;
}

/** Per cell, at cell * 3: its peers as a set of three 27-cell words. */
export const PEER_SETS: Int32Array = (() => {
  const sets = new Int32Array(CELLS * 3);
  for (let cell = 0; cell < CELLS; cell++)
    for (const peer of PEERS[cell]) sets[cell * 3 + ((peer / 27) | 0)] |= 1 << (peer % 27);
  return sets;
})();

function makeAls(board: Board, unit: number, cells: number[], digits: number): Als {
  const set = new Int32Array(3);
  const holding = new Int32Array(27);
  const seeing = new Int32Array(27).fill(-1);
  for (const cell of cells) {
    set[(cell / 27) | 0] |= 1 << (cell % 27);
    for (const digit of digitsOf(board.cands[cell])) {
      const at = (digit - 1) * 3;
      holding[at + ((cell / 27) | 0)] |= 1 << (cell % 27);
      for (let w = 0; w < 3; w++) seeing[at + w] &= PEER_SETS[cell * 3 + w];
    }
  }
  return { unit, cells, digits, set, holding, seeing };
}

const unionOf = new Uint16Array(512);

/** Every ALS of the board, each cell set once (a set inside a row and a box is found in both). */
export function almostLockedSets(board: Board): Als[] {
  const found: Als[] = [];
  const seen = new Set<string>();
  for (let unit = 0; unit < 27; unit++) {
    const cells = UNITS[unit].filter((cell) => board.cands[cell] !== 0);
    const n = cells.length;
    for (let mask = 1; mask < 1 << n; mask++) {
      const low = 31 - Math.clz32(mask & -mask);
      unionOf[mask] = unionOf[mask & (mask - 1)] | board.cands[cells[low]];
      const size = POPCOUNT[mask];
      // A whole unit's empty cells hold exactly its missing digits: never one more.
      if (size === n || POPCOUNT[unionOf[mask]] !== size + 1) continue;
      const chosen = cells.filter((_, i) => mask & (1 << i));
      const key = chosen.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(makeAls(board, unit, chosen, unionOf[mask]));
    }
  }
  return found;
}

export const overlap = (a: Als, b: Als): boolean =>
  (a.set[0] & b.set[0]) !== 0 || (a.set[1] & b.set[1]) !== 0 || (a.set[2] & b.set[2]) !== 0;

/** The restricted common digits of two ALS (0 when they share a cell). */
export function restrictedCommons(a: Als, b: Als): number {
  const common = a.digits & b.digits;
  if (common === 0 || overlap(a, b)) return 0;
  let rcc = 0;
  for (let digit = 1; digit <= 9; digit++) {
    const bit = 1 << (digit - 1);
    if (!(common & bit)) continue;
    const at = (digit - 1) * 3;
    let sees = true;
    for (let w = 0; w < 3; w++) if (a.holding[at + w] & ~b.seeing[at + w]) sees = false;
    if (sees) rcc |= bit;
  }
  return rcc;
}

/** Per digit d, at (d - 1) * 3: the cells holding d as a candidate. */
export function candidateSets(board: Board): Int32Array {
  const sets = new Int32Array(27);
  for (let cell = 0; cell < CELLS; cell++)
    for (const digit of digitsOf(board.cands[cell]))
      sets[(digit - 1) * 3 + ((cell / 27) | 0)] |= 1 << (cell % 27);
  return sets;
}

/** True when some cell holding `digit` sees every cell holding it in `a` and `b`: a quick test, no allocation. */
export function anySeeingBoth(holding: Int32Array, digit: number, a: Als, b: Als): boolean {
  const at = (digit - 1) * 3;
  for (let w = 0; w < 3; w++) if (holding[at + w] & a.seeing[at + w] & b.seeing[at + w]) return true;
  return false;
}

/** The digits of an ALS that some candidate outside sees in all its places (the digits a wing could remove). */
export function openDigits(als: Als, holding: Int32Array): number {
  let open = 0;
  for (let digit = 1; digit <= 9; digit++) {
    if (!(als.digits & (1 << (digit - 1)))) continue;
    const at = (digit - 1) * 3;
    for (let w = 0; w < 3; w++) if (holding[at + w] & als.seeing[at + w]) open |= 1 << (digit - 1);
  }
  return open;
}

/** Candidates `digit` in cells that see every cell holding it in all of `sets` (which then cannot hold it). */
export function seeingEvery(board: Board, digit: number, sets: readonly Als[]): Candidate[] {
  const at = (digit - 1) * 3;
  const bit = 1 << (digit - 1);
  const result: Candidate[] = [];
  for (let w = 0; w < 3; w++) {
    let mask = -1;
    for (const als of sets) mask &= als.seeing[at + w];
    for (let i = 0; i < 27 && w * 27 + i < CELLS; i++) {
      const cell = w * 27 + i;
      if (mask & (1 << i) && board.cands[cell] & bit) result.push({ cell, digit });
    }
  }
  return result;
}

/** "a1, b1 (1 2 3)" */
export const alsWords = (als: Als): string =>
  `${als.cells.map(cellName).join(', ')} (${digitsOf(als.digits).join(' ')})`;

/** An ALS's restricted common digits with the others: `others` ascending, `rcc[i]` the digits shared with `others[i]`. */
export interface Links {
  readonly others: number[];
  readonly rcc: number[];
}

export interface AlsContext {
  readonly sets: readonly Als[];
  /** candidateSets of the board. */
  readonly holding: Int32Array;
  /** Per ALS, its links (computed on first use). */
  links(): readonly Links[];
}

function contextOf(board: Board): AlsContext {
  const sets = almostLockedSets(board);
  let links: Links[] | null = null;
  return {
    sets,
    holding: candidateSets(board),
    links() {
      if (links) return links;
      links = sets.map(() => ({ others: [], rcc: [] }));
      // Flat copies for the n^2 loop: cell sets, and per digit the cells holding it and the cells seeing them all.
      const n = sets.length;
      const cellSets = new Int32Array(n * 3);
      const holdingAt = new Int32Array(n * 27);
      const seeingAt = new Int32Array(n * 27);
      const digitsAt = Uint16Array.from(sets, (als) => als.digits);
      sets.forEach((als, i) => {
        cellSets.set(als.set, i * 3);
        holdingAt.set(als.holding, i * 27);
        seeingAt.set(als.seeing, i * 27);
      });
      for (let i = 0; i < n; i++) {
        const di = digitsAt[i];
        const s0 = cellSets[i * 3];
        const s1 = cellSets[i * 3 + 1];
        const s2 = cellSets[i * 3 + 2];
        for (let j = i + 1; j < n; j++) {
          const common = di & digitsAt[j];
          if (
            common === 0 ||
            (s0 & cellSets[j * 3]) | (s1 & cellSets[j * 3 + 1]) | (s2 & cellSets[j * 3 + 2])
          )
            continue;
          let rcc = 0;
          for (let rest = common; rest !== 0; rest &= rest - 1) {
            const d0 = 31 - Math.clz32(rest & -rest);
            const a = i * 27 + d0 * 3;
            const b = j * 27 + d0 * 3;
            if (
              ((holdingAt[a] & ~seeingAt[b]) |
                (holdingAt[a + 1] & ~seeingAt[b + 1]) |
                (holdingAt[a + 2] & ~seeingAt[b + 2])) ===
              0
            )
              rcc |= 1 << d0;
          }
          if (rcc === 0) continue;
          links[i].others.push(j);
          links[i].rcc.push(rcc);
          links[j].others.push(i);
          links[j].rcc.push(rcc);
        }
      }
      return links;
    },
  };
}

let cachedCands: Uint16Array | null = null;
let cached: AlsContext | null = null;

/** The ALS of the board, computed once per position (ALS-XZ and ALS-XY-Wing are asked one after the other). */
export function alsOf(board: Board): AlsContext {
  if (cached && cachedCands?.every((mask, cell) => mask === board.cands[cell])) return cached;
  cached = contextOf(board);
  cachedCands = board.cands.slice();
  return cached;
}
