/**
 * The graph the alternating inference chains walk (aic.ts). A node is a digit in a set of cells: on when the digit
 * is in one of them, off when it is in none. A candidate is a node of one cell. With `groups`, a digit's candidates
 * in one box and one line (all of them, or two of three) are one node too (a grouped node); with `als`, so are an
 * almost locked set's cells holding a digit.
 * - Strong links (off -> on): the other candidate of a two-candidate cell; the rest of a digit's places in a unit,
 *   when they make one node; an ALS that lost one digit must hold each of its others.
 * - Weak links (on -> off): the other candidates of a one-cell node's cell; the digit in every node whose cells all
 *   see all of the node's cells.
 */
import type { Board } from '../board.ts';
import { CELLS, POPCOUNT, UNITS, UNITS_OF } from '../grid.ts';
import { type Als, alsOf, PEER_SETS } from './als.ts';

export interface ChainGraph {
  readonly size: number;
  /** Per node: its digit, 0-8. */
  readonly digit: Uint8Array;
  /** Per node: its cells, ascending. */
  readonly cells: readonly (readonly number[])[];
  /** Per node: 1 for a candidate, 2 for a grouped node, 3 for an ALS's cells (only reached through the ALS). */
  readonly kind: Uint8Array;
  /** Per node: its strong links, to nodes and why (a unit 0-26, CELL_LINK, or ALS_LINK - the ALS's index). */
  readonly strongTo: readonly number[][];
  readonly strongWhy: readonly number[][];
  readonly als: readonly Als[];
  /** The nodes a node weakly links to (computed on first use). */
  weak(node: number): readonly number[];
  /** True when candidate `cand` (cell * 9 + digit - 1) is weakly linked to `node` (and not one of its candidates). */
  weakToCandidate(node: number, cand: number): boolean;
}

export const CELL_LINK = -1;
/** An ALS strong link's why: ALS_LINK - its index, so ALS i is ALS_LINK - why. */
export const ALS_LINK = -2;

export const CANDIDATE_NODE = 1;
export const GROUP_NODE = 2;
export const ALS_NODE = 3;

export function chainGraph(board: Board, how: { groups: boolean; als: boolean }): ChainGraph {
  const digits: number[] = [];
  const cellLists: number[][] = [];
  const kinds: number[] = [];
  const masks: number[] = [];
  const byKey = new Map<string, number>();
  const byDigit: number[][] = Array.from({ length: 9 }, () => []);
  const keyOf = (d: number, m0: number, m1: number, m2: number) => `${d}:${m0}:${m1}:${m2}`;
  const add = (d: number, cells: readonly number[], kind: number): number => {
    const m = [0, 0, 0];
    for (const cell of cells) m[(cell / 27) | 0] |= 1 << (cell % 27);
    const key = keyOf(d, m[0], m[1], m[2]);
    const known = byKey.get(key);
    if (known !== undefined) return known;
    const node = digits.length;
    byKey.set(key, node);
    digits.push(d);
    cellLists.push([...cells].sort((a, b) => a - b));
    kinds.push(kind);
    masks.push(m[0], m[1], m[2]);
    byDigit[d].push(node);
    return node;
  };
  const candidate = new Int32Array(CELLS * 9).fill(-1);
  for (let cell = 0; cell < CELLS; cell++) {
    if (board.values[cell] !== 0) continue;
    for (let d = 0; d < 9; d++) if (board.cands[cell] & (1 << d)) candidate[cell * 9 + d] = add(d, [cell], 1);
  }
  if (how.groups) addGroups(board, (d, cells) => add(d, cells, GROUP_NODE));
  const als = how.als ? alsOf(board).sets.filter((set) => set.cells.length > 1) : [];
  const alsNodes = als.map((set) => {
    const nodes = new Int32Array(9).fill(-1);
    for (let d = 0; d < 9; d++) {
      if (!(set.digits & (1 << d))) continue;
      const cells = set.cells.filter((cell) => board.cands[cell] & (1 << d));
      nodes[d] = add(d, cells, cells.length === 1 ? CANDIDATE_NODE : ALS_NODE);
    }
    return nodes;
  });

  const size = digits.length;
  const strongTo: number[][] = Array.from({ length: size }, () => []);
  const strongWhy: number[][] = Array.from({ length: size }, () => []);
  const link = (from: number, to: number, why: number) => {
    if (strongTo[from].includes(to)) return;
    strongTo[from].push(to);
    strongWhy[from].push(why);
  };
  for (let cell = 0; cell < CELLS; cell++) {
    const m = board.cands[cell];
    if (board.values[cell] !== 0 || POPCOUNT[m] !== 2) continue;
    const d1 = 31 - Math.clz32(m & -m);
    const d2 = 31 - Math.clz32(m & ~(m & -m));
    link(candidate[cell * 9 + d1], candidate[cell * 9 + d2], CELL_LINK);
    link(candidate[cell * 9 + d2], candidate[cell * 9 + d1], CELL_LINK);
  }
  // A unit's places for a digit: a node inside them, and the rest when the rest is a node.
  const places = new Int32Array(27 * 9 * 3);
  for (let unit = 0; unit < 27; unit++)
    for (const cell of UNITS[unit])
      for (let d = 0; d < 9; d++)
        if (board.values[cell] === 0 && board.cands[cell] & (1 << d))
          places[(unit * 9 + d) * 3 + ((cell / 27) | 0)] |= 1 << (cell % 27);
  for (let node = 0; node < size; node++) {
    if (kinds[node] === ALS_NODE) continue;
    const d = digits[node];
    for (const unit of commonUnits(cellLists[node])) {
      const at = (unit * 9 + d) * 3;
      const rest = [0, 1, 2].map((w) => places[at + w] & ~masks[node * 3 + w]);
      if ((rest[0] | rest[1] | rest[2]) === 0) continue;
      const other = byKey.get(keyOf(d, rest[0], rest[1], rest[2]));
      if (other !== undefined && kinds[other] !== ALS_NODE) link(node, other, unit);
    }
  }
  als.forEach((_, i) => {
    const nodes = alsNodes[i];
    for (let x = 0; x < 9; x++)
      for (let y = 0; y < 9; y++)
        if (x !== y && nodes[x] >= 0 && nodes[y] >= 0) link(nodes[x], nodes[y], ALS_LINK - i);
  });

  // Per node, the cells that see every one of its cells.
  const seeing = new Int32Array(size * 3);
  for (let node = 0; node < size; node++) {
    for (let w = 0; w < 3; w++) seeing[node * 3 + w] = -1;
    for (const cell of cellLists[node])
      for (let w = 0; w < 3; w++) seeing[node * 3 + w] &= PEER_SETS[cell * 3 + w];
  }
  const weakCache: (number[] | undefined)[] = new Array(size);
  const digit = Uint8Array.from(digits);
  return {
    size,
    digit,
    cells: cellLists,
    kind: Uint8Array.from(kinds),
    strongTo,
    strongWhy,
    als,
    weak(node) {
      const cached = weakCache[node];
      if (cached) return cached;
      const found: number[] = [];
      const d = digit[node];
      if (cellLists[node].length === 1) {
        const cell = cellLists[node][0];
        for (let e = 0; e < 9; e++)
          if (e !== d && candidate[cell * 9 + e] >= 0) found.push(candidate[cell * 9 + e]);
      }
      const s0 = seeing[node * 3];
      const s1 = seeing[node * 3 + 1];
      const s2 = seeing[node * 3 + 2];
      for (const other of byDigit[d])
        if (((masks[other * 3] & ~s0) | (masks[other * 3 + 1] & ~s1) | (masks[other * 3 + 2] & ~s2)) === 0)
          found.push(other);
      weakCache[node] = found;
      return found;
    },
    weakToCandidate(node, cand) {
      const cell = (cand / 9) | 0;
      if (cand % 9 !== digit[node]) return cellLists[node].length === 1 && cellLists[node][0] === cell;
      return (seeing[node * 3 + ((cell / 27) | 0)] & (1 << (cell % 27))) !== 0;
    },
  };
}

/** The units holding every one of `cells`. */
function commonUnits(cells: readonly number[]): number[] {
  return UNITS_OF[cells[0]].filter((unit) => cells.every((cell) => UNITS_OF[cell].includes(unit)));
}

/** Every box-line crossing's candidates of each digit, when two or three: all of them, and each two of three. */
function addGroups(board: Board, add: (d: number, cells: readonly number[]) => void): void {
  for (let box = 18; box < 27; box++)
    for (let line = 0; line < 18; line++) {
      const crossing = UNITS[box].filter((cell) => UNITS_OF[cell].includes(line));
      if (crossing.length === 0) continue;
      for (let d = 0; d < 9; d++) {
        const cells = crossing.filter((cell) => board.values[cell] === 0 && board.cands[cell] & (1 << d));
        if (cells.length < 2) continue;
        add(d, cells);
        if (cells.length === 3)
          for (let skip = 0; skip < 3; skip++)
            add(
              d,
              cells.filter((_, i) => i !== skip),
            );
      }
    }
}
