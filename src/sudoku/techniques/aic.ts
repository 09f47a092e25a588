/**
 * Alternating inference chains and discontinuous nice loops, over candidates of any digits: strong links (a cell
 * with two candidates, a digit with two places in a unit) and weak links (two candidates of a cell, one digit in
 * two cells that see each other) alternate. Searched breadth-first from every candidate, so the shortest chain
 * is reported. The X-Chain and XY-Chain of chains.ts are the one-digit and two-candidate-cell cases.
 * - From "X is not d" to "Y is e" over a chain: X or Y holds, so a candidate weakly linked to both goes.
 * - From "X is not d" back to "X is d": X is placed; from "X is d" to "X is not d": X is removed.
 */
import type { Board } from '../board.ts';
import { CELLS, cellName, PEER_TABLE, POPCOUNT, sees, UNITS, UNITS_OF } from '../grid.ts';
import { branchWords } from './chainWords.ts';
import { CANDIDATES } from './implications.ts';
import { onLastBoard } from './lastBoard.ts';
import { chainRating } from './rating.ts';
import { type Candidate, type ChainFact, type ChainProof, describeEliminations, type Step } from './step.ts';

/** Chains longer than this (in candidates) are left to the forcing chains. */
const MAX_NODES = 20;

const cellOf = (cand: number): number => (cand / 9) | 0;
const digitOf = (cand: number): number => (cand % 9) + 1;

/** Strong links of each candidate: its partner in a two-candidate cell, its partner in a unit with two places. */
function strongLinks(board: Board): { partner: Int32Array; via: Int32Array; count: Uint8Array } {
  // Up to 4 partners per candidate (the cell, its three units): partner[cand * 4 + i], via = -1 cell or the unit.
  const partner = new Int32Array(CANDIDATES * 4);
  const via = new Int32Array(CANDIDATES * 4);
  const count = new Uint8Array(CANDIDATES);
  const link = (a: number, b: number, how: number) => {
    partner[a * 4 + count[a]] = b;
    via[a * 4 + count[a]++] = how;
  };
  for (let cell = 0; cell < CELLS; cell++) {
    const m = board.cands[cell];
    if (board.values[cell] !== 0 || POPCOUNT[m] !== 2) continue;
    const d1 = 31 - Math.clz32(m & -m);
    const d2 = 31 - Math.clz32(m & ~(m & -m));
    link(cell * 9 + d1, cell * 9 + d2, -1);
    link(cell * 9 + d2, cell * 9 + d1, -1);
  }
  for (let unit = 0; unit < 27; unit++)
    for (let d = 0; d < 9; d++) {
      let a = -1;
      let b = -1;
      let n = 0;
      for (const cell of UNITS[unit])
        if (board.cands[cell] & (1 << d)) {
          n++;
          if (a < 0) a = cell;
          else b = cell;
        }
      if (n !== 2) continue;
      // A pair of cells shares up to two units (a row and a box): one link is enough.
      if (UNITS_OF[a].some((u) => u < unit && UNITS[u].includes(b))) continue;
      link(a * 9 + d, b * 9 + d, unit);
      link(b * 9 + d, a * 9 + d, unit);
    }
  return { partner, via, count };
}

/** Candidates weakly linked to `cand`: the other candidates of its cell, its digit in the cells it sees. */
function weakLinks(board: Board, cand: number, into: number[]): void {
  into.length = 0;
  const cell = cellOf(cand);
  const d = cand % 9;
  const m = board.cands[cell];
  for (let e = 0; e < 9; e++) if (e !== d && m & (1 << e)) into.push(cell * 9 + e);
  for (let i = 0; i < 20; i++) {
    const peer = PEER_TABLE[cell * 20 + i];
    if (board.cands[peer] & (1 << d)) into.push(peer * 9 + d);
  }
}

const weaklyLinked = (a: number, b: number): boolean =>
  a !== b && (cellOf(a) === cellOf(b) || (a % 9 === b % 9 && sees(cellOf(a), cellOf(b))));

interface Found {
  readonly nodes: number[];
  /** -2 for the start, -1 for a link within a cell, else the unit of a strong link / the cell of a weak one. */
  readonly startOn: boolean;
  readonly placements: Candidate[];
  readonly eliminations: Candidate[];
}

const shortestChain = onLastBoard((board: Board): Step | null => search(board));

/** The shortest chain or loop, when it is a chain (`chain`) or a loop (`loop`). */
export const chainOfKind =
  (kind: 'chain' | 'loop') =>
  (board: Board): Step | null => {
    const step = shortestChain(board);
    return step?.proof?.kind === kind ? step : null;
  };

function search(board: Board): Step | null {
  const { partner, via, count } = strongLinks(board);
  const parent = new Int32Array(CANDIDATES * 2);
  const depthOf = new Uint8Array(CANDIDATES * 2);
  const weak: number[] = [];
  let best: Found | null = null;
  for (let start = 0; start < CANDIDATES; start++) {
    if (!(board.cands[cellOf(start)] & (1 << (start % 9))) || board.values[cellOf(start)] !== 0) continue;
    for (const startOn of [false, true]) {
      if (!startOn && count[start] === 0) continue;
      parent.fill(-2);
      const first = start * 2 + (startOn ? 1 : 0);
      parent[first] = -1;
      const queue = [first];
      depthOf[first] = 1;
      for (let head = 0; head < queue.length; head++) {
        const state = queue[head];
        const depth = depthOf[state];
        if (depth >= MAX_NODES || (best && depth + 1 >= best.nodes.length)) break;
        const cand = state >> 1;
        const next: number[] = [];
        if (state & 1) {
          weakLinks(board, cand, weak);
          for (const w of weak) next.push(w * 2);
        } else for (let i = 0; i < count[cand]; i++) next.push(partner[cand * 4 + i] * 2 + 1);
        for (const ns of next) {
          if (parent[ns] !== -2) continue;
          parent[ns] = state;
          depthOf[ns] = depth + 1;
          queue.push(ns);
          const found = conclusion(board, start, startOn, ns);
          if (!found) continue;
          const nodes: number[] = [];
          for (let s = ns; s >= 0; s = parent[s]) nodes.push(s);
          nodes.reverse();
          if (!best || nodes.length < best.nodes.length) best = { nodes, startOn, ...found };
        }
      }
    }
  }
  return best ? chainStep(best, via, partner, count) : null;
}

/** What reaching `state` from the start proves, if anything. */
function conclusion(
  board: Board,
  start: number,
  startOn: boolean,
  state: number,
): { placements: Candidate[]; eliminations: Candidate[] } | null {
  const cand = state >> 1;
  const on = (state & 1) === 1;
  const asCandidate = (c: number): Candidate => ({ cell: cellOf(c), digit: digitOf(c) });
  if (cand === start) {
    if (!startOn && on) return { placements: [asCandidate(start)], eliminations: [] };
    if (startOn && !on) return { placements: [], eliminations: [asCandidate(start)] };
    return null;
  }
  if (startOn || !on) return null;
  const eliminations: Candidate[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const m = board.cands[cell];
    if (board.values[cell] !== 0 || m === 0) continue;
    for (let d = 0; d < 9; d++) {
      const z = cell * 9 + d;
      if (m & (1 << d) && z !== start && z !== cand && weaklyLinked(z, start) && weaklyLinked(z, cand))
        eliminations.push(asCandidate(z));
    }
  }
  return eliminations.length > 0 ? { placements: [], eliminations } : null;
}

function chainStep(found: Found, via: Int32Array, partner: Int32Array, count: Uint8Array): Step {
  const facts: ChainFact[] = found.nodes.map((state, i) => {
    const cand = state >> 1;
    const on = (state & 1) === 1;
    const cell = cellOf(cand);
    const digit = digitOf(cand);
    if (i === 0) return { cell, digit, on, why: { kind: 'supposed' } };
    const previous = found.nodes[i - 1] >> 1;
    if (!on) return { cell, digit, on, why: { kind: 'seen', cell: cellOf(previous) } };
    let unit = -1;
    for (let k = 0; k < count[previous]; k++)
      if (partner[previous * 4 + k] === cand) unit = via[previous * 4 + k];
    return { cell, digit, on, why: unit < 0 ? { kind: 'lastInCell' } : { kind: 'lastInUnit', unit } };
  });
  const loop =
    found.placements.length > 0 || found.nodes[0] >> 1 === found.nodes[found.nodes.length - 1] >> 1;
  const proof: ChainProof = {
    kind: loop ? 'loop' : 'chain',
    level: 0,
    branches: [{ facts, contradiction: false }],
  };
  const cells = [...new Set(facts.map((f) => f.cell))];
  const digits = [...new Set(facts.map((f) => f.digit))];
  const first = facts[0];
  const last = facts[facts.length - 1];
  const result = loop
    ? `So ${cellName(first.cell)} ${found.placements.length > 0 ? 'is' : 'is not'} ${first.digit}.`
    : `So ${cellName(first.cell)} is ${first.digit} or ${cellName(last.cell)} is ${last.digit}: remove ${describeEliminations(found.eliminations)}.`;
  const oneDigit = digits.length === 1;
  return {
    technique: loop ? 'Nice Loop' : 'Alternating Inference Chain',
    units: [],
    cells,
    digits,
    placements: found.placements,
    eliminations: found.eliminations,
    explanation: `${branchWords(proof.branches[0]).replace(/^if/, 'If')}. ${result}`,
    proof,
    rating: chainRating(oneDigit, facts.length, loop),
  };
}
