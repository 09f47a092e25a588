/**
 * Sure moves by local reasoning, one rule per function (after Simon Tatham's solver): a number already
 * satisfied, a number with exactly as many unknown neighbours as mines left, and two overlapping numbers where
 * one leaves the other no choice. Each deduction names the numbers it rests on, so a hint can explain it.
 */
import type { Constraint } from './components.ts';
import { type Knowledge, UNKNOWN } from './knowledge.ts';

export type Rule = 'satisfied' | 'filled' | 'overlap' | 'count' | 'enumeration';

export interface Deduction {
  readonly kind: 'safe' | 'mine';
  readonly rule: Rule;
  /** The cells proved safe or mines. */
  readonly cells: readonly number[];
  /** The constraints the proof rests on (one for the single-number rules, two for `overlap`). */
  readonly because: readonly Constraint[];
}

function constraintAt(k: Knowledge, cell: number): Constraint | null {
  const need = k.need(cell);
  if (need < 0) return null;
  return { source: cell, cells: k.neighboursIn(cell, UNKNOWN), need };
}

/** A number whose mines are all known: its other unknown neighbours are safe. */
export function satisfiedNumbers(k: Knowledge): Deduction[] {
  const found: Deduction[] = [];
  for (let cell = 0; cell < k.size; cell++) {
    const c = k.cells[cell] >= 0 ? constraintAt(k, cell) : null;
    if (c && c.need === 0) found.push({ kind: 'safe', rule: 'satisfied', cells: c.cells, because: [c] });
  }
  return found;
}

/** A number with as many unknown neighbours as mines still missing: they are all mines. */
export function filledNumbers(k: Knowledge): Deduction[] {
  const found: Deduction[] = [];
  for (let cell = 0; cell < k.size; cell++) {
    const c = k.cells[cell] >= 0 ? constraintAt(k, cell) : null;
    if (c && c.need > 0 && c.need === c.cells.length)
      found.push({ kind: 'mine', rule: 'filled', cells: c.cells, because: [c] });
  }
  return found;
}

/**
 * Two numbers A and B within two cells of each other: B's cells outside A hold at least need(B) - need(A) mines.
 * When that equals how many cells B has outside A, they are all mines and A's mines all lie in the overlap, so
 * A's cells outside B are safe. (A inside B with equal needs is the case where B has no cell outside A.)
 */
export function overlappingNumbers(k: Knowledge): Deduction[] {
  const found: Deduction[] = [];
  for (let cell = 0; cell < k.size; cell++) if (k.cells[cell] >= 0) found.push(...overlapAt(k, cell));
  return found;
}

/** The overlap rule for the number at `cell` (as A) against every number within two cells of it (as B). */
export function overlapAt(k: Knowledge, cell: number): Deduction[] {
  const a = constraintAt(k, cell);
  if (!a) return [];
  const found: Deduction[] = [];
  const ax = cell % k.width;
  const ay = (cell - ax) / k.width;
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      const x = ax + dx;
      const y = ay + dy;
      if ((dx === 0 && dy === 0) || x < 0 || y < 0 || x >= k.width || y >= k.height) continue;
      const other = y * k.width + x;
      const b = k.cells[other] >= 0 ? constraintAt(k, other) : null;
      if (!b) continue;
      const bOnly = b.cells.filter((c) => !a.cells.includes(c));
      if (b.need - a.need !== bOnly.length) continue;
      const aOnly = a.cells.filter((c) => !b.cells.includes(c));
      if (aOnly.length === a.cells.length || aOnly.length + bOnly.length === 0) continue;
      if (bOnly.length > 0) found.push({ kind: 'mine', rule: 'overlap', cells: bOnly, because: [b, a] });
      if (aOnly.length > 0) found.push({ kind: 'safe', rule: 'overlap', cells: aOnly, because: [a, b] });
    }
  }
  return found;
}

/** The mine total: no mines left means every unknown cell is safe; as many as unknown cells, all are mines. */
export function mineCount(k: Knowledge): Deduction[] {
  const unknown = k.unknownCells();
  if (unknown.length === 0) return [];
  if (k.minesLeft === 0) return [{ kind: 'safe', rule: 'count', cells: unknown, because: [] }];
  if (k.minesLeft === unknown.length) return [{ kind: 'mine', rule: 'count', cells: unknown, because: [] }];
  return [];
}

export function applyDeduction(k: Knowledge, deduction: Deduction): void {
  for (const cell of deduction.cells) {
    if (deduction.kind === 'mine') k.markMine(cell);
    else k.markSafe(cell);
  }
}

/** The local rules in order of cost, as a list of finders. */
export const LOCAL_RULES = [satisfiedNumbers, filledNumbers, overlappingNumbers, mineCount] as const;

/**
 * Applies the local rules until none finds anything new. Returns how many cells were newly proved.
 */
export function deduceLocally(k: Knowledge): number {
  let proved = 0;
  for (let rule = 0; rule < LOCAL_RULES.length; ) {
    let progress = 0;
    for (const d of LOCAL_RULES[rule](k)) {
      for (const cell of d.cells) {
        if (k.known[cell] !== UNKNOWN) continue;
        if (d.kind === 'mine') k.markMine(cell);
        else k.markSafe(cell);
        progress++;
      }
    }
    proved += progress;
    rule = progress > 0 ? 0 : rule + 1;
  }
  return proved;
}
