/**
 * A hint in three steps (see hintSentences.ts): the first press asks the engine, the next two show more of the same
 * hint while the grid is unchanged, and the third also makes its moves. A move in between makes the hint stale:
 * the next press asks anew.
 */
import type { Hint, SudokuMove, SudokuState } from '../../sudoku/index.ts';
import type { HintStage } from './hintSentences.ts';

export interface HintProgress {
  readonly hint: Hint;
  readonly stage: HintStage;
  /** How many moves the game had when the hint was given. */
  readonly moves: number;
}

/** The hint's next step while the grid is as it was given for; undefined when the engine must be asked. */
export function nextStep(progress: HintProgress | undefined, moves: number): HintProgress | undefined {
  if (!progress || progress.moves !== moves || progress.stage >= 3) return undefined;
  return { ...progress, stage: (progress.stage + 1) as HintStage };
}

/** The hint's own moves, played first: its placements, or the wrong entries erased. */
export function placingMoves(hint: Hint): SudokuMove[] {
  if (hint.kind === 'wrong') return [{ kind: 'erase', cells: [...hint.cells] }];
  if (hint.kind !== 'step') return [];
  return hint.step.placements.map(({ cell, digit }) => ({ kind: 'enter', cell, digit }));
}

/**
 * Then its eliminations, taken from the marks that hold them (corner and centre, a move per kind and digit). Read
 * from the grid after the placements were played, since a placement may take marks away itself.
 */
export function markMoves(state: SudokuState, hint: Hint): SudokuMove[] {
  if (hint.kind !== 'step') return [];
  const moves: SudokuMove[] = [];
  for (const kind of ['corner', 'centre'] as const) {
    const byDigit = new Map<number, number[]>();
    for (const { cell, digit } of hint.step.eliminations)
      if (state[kind][cell] & (1 << (digit - 1))) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
    for (const [digit, cells] of byDigit) moves.push({ kind, cells, digit });
  }
  return moves;
}
