/**
 * Forcing chains and nets, the last resort before trial (Sudoku Explainer's dynamic and nested forcing chains).
 * Every open candidate is supposed on (and, at level 0, off) and the singles followed (implications.ts). Then:
 * - contradiction: a supposition leads to a clash, so it is false;
 * - double: a candidate on and off lead to the same fact, so the fact holds;
 * - cell: every candidate of a cell leads to the same fact; unit: every place of a digit in a unit does.
 * At level n > 0 the singles are helped by level n-1: an open candidate whose supposition leads to a clash one
 * level down is removed on the way (nested forcing). The simplest conclusion is kept: lowest level, then the
 * fewest facts on its way.
 */
import type { Board } from '../board.ts';
import { CELLS, POPCOUNT, UNITS } from '../grid.ts';
import {
  CANDIDATES,
  candidateIndex,
  HIDDEN,
  Implications,
  NAKED,
  NESTED,
  Snapshot,
  SUPPOSED,
} from './implications.ts';
import type { ChainBranch, ChainFact, ChainProof, ProofKind } from './step.ts';

/** The deepest nesting tried: trial at depth two with singles solves every known puzzle (Berthier's T&E(2)). */
export const MAX_LEVEL = 2;

/**
 * The most nested suppositions one search may follow; past it the search gives up (returns null). Level 1 on the
 * hardest puzzles takes 10^4-10^5; level 2 would take 10^7 and more where level 1 finds nothing.
 */
export const WORK_BUDGET = 3_000_000;
let work = 0;
class OverBudget extends Error {}

/** Scratch engines of the nested searches, one per level below the top. */
const scratch: Implications[] = [];
const scratchAt = (level: number): Implications => {
  scratch[level] ??= new Implications();
  return scratch[level];
};

/** Follows the singles, and at level > 0 removes every open candidate that clashes one level down, to a fixpoint. */
export function follow(imp: Implications, level: number): void {
  imp.run();
  if (level === 0) return;
  const inner = scratchAt(level - 1);
  for (let changed = true; changed && !imp.contradiction && imp.weight < imp.limit; ) {
    changed = false;
    for (let cell = 0; cell < CELLS && !imp.contradiction; cell++) {
      if (imp.value[cell] !== 0) continue;
      for (let d = 0; d < 9; d++) {
        if (imp.value[cell] !== 0 || imp.contradiction || imp.weight >= imp.limit) break;
        if (!(imp.cands[cell] & (1 << d))) continue;
        const cand = cell * 9 + d;
        if (++work > WORK_BUDGET) throw new OverBudget();
        inner.reset(imp);
        inner.suppose(cand, true);
        follow(inner, level - 1);
        if (!inner.contradiction) continue;
        const facts = inner.trace([inner.clashA, inner.clashB]);
        imp.removeNested(cand, inner.length(facts), inner.outside(facts));
        changed = true;
      }
    }
  }
}

/** A conclusion and the suppositions that prove it. */
export interface Forcing {
  readonly kind: Exclude<ProofKind, 'chain' | 'loop' | 'continuous'>;
  readonly level: number;
  /** The candidate concluded on (placed) or off (removed). */
  readonly cand: number;
  readonly on: boolean;
  /** The suppositions: candidate and whether it is supposed on. */
  readonly suppositions: readonly (readonly [number, boolean])[];
  /** For a unit forcing: its unit. */
  readonly unit?: number;
}

interface Outcome {
  /** The weight (implications.ts) of each candidate's off (cand * 2) and on (cand * 2 + 1) when found, else 0; null after a contradiction. */
  readonly at: Int32Array | null;
  /** The weight of the facts up to the contradiction (a proxy for its length). */
  readonly size: number;
}

function outcome(
  snapshot: Snapshot,
  imp: Implications,
  cand: number,
  on: boolean,
  level: number,
  limit: number,
): Outcome {
  imp.reset(snapshot);
  imp.limit = limit;
  imp.suppose(cand, on);
  follow(imp, level);
  if (imp.contradiction) return { at: null, size: imp.weight };
  const at = new Int32Array(CANDIDATES * 2);
  for (let f = 0; f < imp.size; f++) at[imp.factCand[f] * 2 + imp.factOn[f]] = imp.factWeight[f];
  return { at, size: imp.weight };
}

const KIND_ORDER = ['contradiction', 'double', 'cell', 'unit'] as const;

/** The simplest forcing conclusion at exactly `level`, or null. */
export function findForcing(
  board: Board,
  level: number,
  kinds: readonly Forcing['kind'][] = KIND_ORDER,
): Forcing | null {
  work = 0;
  try {
    return search(board, level, kinds);
  } catch (error) {
    if (error instanceof OverBudget) return null;
    throw error;
  }
}

function search(board: Board, level: number, kinds: readonly Forcing['kind'][] = KIND_ORDER): Forcing | null {
  const snapshot = Snapshot.of(board);
  const imp = new Implications();
  const onOutcome: (Outcome | undefined)[] = [];
  const offOutcome: (Outcome | undefined)[] = [];
  let best: Forcing | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  const offer = (forcing: Forcing, cost: number) => {
    if (!kinds.includes(forcing.kind)) return;
    const rank = cost * 4 + KIND_ORDER.indexOf(forcing.kind);
    if (rank < bestCost) {
      bestCost = rank;
      best = forcing;
    }
  };
  const open: number[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (board.values[cell] === 0)
      for (let d = 0; d < 9; d++) if (board.cands[cell] & (1 << d)) open.push(cell * 9 + d);
  const wantOff = level === 0 && kinds.includes('double');
  // Facts past the best cost so far cannot make a simpler proof: each branch stops there.
  const limit = () => (bestCost === Number.POSITIVE_INFINITY ? 1024 : Math.ceil(bestCost / 4) + 1);
  open.sort((a, b) => POPCOUNT[board.cands[(a / 9) | 0]] - POPCOUNT[board.cands[(b / 9) | 0]]);
  for (const cand of open) {
    const on = outcome(snapshot, imp, cand, true, level, limit());
    onOutcome[cand] = on;
    if (!on.at)
      offer({ kind: 'contradiction', level, cand, on: false, suppositions: [[cand, true]] }, on.size);
    if (!wantOff) continue;
    const off = outcome(snapshot, imp, cand, false, level, limit());
    offOutcome[cand] = off;
    if (!off.at)
      offer({ kind: 'contradiction', level, cand, on: true, suppositions: [[cand, false]] }, off.size);
  }
  // The same fact at the end of every branch of a group of suppositions.
  const common = (
    kind: Forcing['kind'],
    group: (readonly [number, boolean])[],
    outcomes: Outcome[],
    unit?: number,
  ) => {
    if (outcomes.some((o) => !o.at)) return;
    const ats = outcomes.map((o) => o.at as Int32Array);
    for (let key = 0; key < CANDIDATES * 2; key++) {
      let cost = 0;
      for (const at of ats) {
        const w = at[key];
        if (w === 0) {
          cost = -1;
          break;
        }
        cost += w;
      }
      if (cost > 0 && cost * 4 < bestCost)
        offer({ kind, level, cand: key >> 1, on: (key & 1) === 1, suppositions: group, unit }, cost);
    }
  };
  if (wantOff)
    for (const cand of open)
      common(
        'double',
        [
          [cand, true],
          [cand, false],
        ],
        [onOutcome[cand] as Outcome, offOutcome[cand] as Outcome],
      );
  if (kinds.includes('cell'))
    for (let cell = 0; cell < CELLS; cell++) {
      if (board.values[cell] !== 0 || board.cands[cell] === 0) continue;
      const group: [number, boolean][] = [];
      for (let d = 0; d < 9; d++) if (board.cands[cell] & (1 << d)) group.push([cell * 9 + d, true]);
      if (group.length > 1)
        common(
          'cell',
          group,
          group.map(([c]) => onOutcome[c] as Outcome),
        );
    }
  if (kinds.includes('unit'))
    for (let unit = 0; unit < 27; unit++)
      for (let d = 0; d < 9; d++) {
        const group: [number, boolean][] = [];
        for (const cell of UNITS[unit])
          if (board.values[cell] === 0 && board.cands[cell] & (1 << d)) group.push([cell * 9 + d, true]);
        if (group.length > 1)
          common(
            'unit',
            group,
            group.map(([c]) => onOutcome[c] as Outcome),
            unit,
          );
      }
  return best;
}

/** The branches of a forcing conclusion, re-followed and traced to the facts they need; and their total length. */
export function proofOf(board: Board, forcing: Forcing): { proof: ChainProof; length: number; net: boolean } {
  const snapshot = Snapshot.of(board);
  const imp = new Implications();
  work = Number.NEGATIVE_INFINITY; // re-following what a search found within its budget
  let length = 0;
  let net = false;
  const branches = forcing.suppositions.map(([cand, on]): ChainBranch => {
    imp.reset(snapshot);
    imp.suppose(cand, on);
    follow(imp, forcing.level);
    const ends = imp.contradiction
      ? [imp.clashA, imp.clashB]
      : [imp.factAt[forcing.cand * 2 + (forcing.on ? 1 : 0)]];
    const facts = imp.trace(ends);
    length += imp.length(facts);
    net ||= facts.some((f) => imp.premises(f).length > 1 || imp.factCause[f] === NESTED);
    // The clash's two facts go last, so a branch reads as a path to it.
    const ordered = imp.contradiction ? [...facts.filter((f) => !ends.includes(f)), ...ends] : facts;
    return { facts: ordered.map((f) => chainFact(imp, f)), contradiction: imp.contradiction };
  });
  const proof = { kind: forcing.kind, level: forcing.level, branches, unit: forcing.unit };
  return { proof, length, net };
}

/** A fact of the engine in the words-ready form of step.ts. */
export function chainFact(imp: Implications, fact: number): ChainFact {
  const cand = imp.factCand[fact];
  const cause = imp.factCause[fact];
  const fromCause = (): ChainFact['why'] => {
    if (cause >= 0) return { kind: 'seen', cell: (imp.factCand[cause] / 9) | 0 };
    if (cause === SUPPOSED) return { kind: 'supposed' };
    if (cause === NESTED) return { kind: 'nested' };
    if (cause === NAKED) return { kind: 'lastInCell' };
    return { kind: 'lastInUnit', unit: HIDDEN - cause };
  };
  return { cell: (cand / 9) | 0, digit: (cand % 9) + 1, on: imp.factOn[fact] === 1, why: fromCause() };
}

export { candidateIndex };
