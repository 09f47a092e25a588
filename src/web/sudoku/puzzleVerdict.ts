/**
 * Whether a puzzle from a stranger (a link, a paste, the editor) can be played, and if not, why, in words the page
 * can show in any language: text that is not a puzzle (where), givens that clash (which), no solution, or more
 * than one. Pure: it runs in the engine worker.
 */
import { err, ok, type Result } from '../../core/result.ts';
import { conflicts, makePuzzle, parsePuzzle, solve } from '../../sudoku/index.ts';
import type { AddressError } from './address.ts';
import { cellLabel } from './cellNames.ts';

export interface Playable {
  /** 81 characters, `.` for empty. */
  readonly givens: string;
  readonly solution: string;
}

export function puzzleVerdict(text: string): Result<Playable, AddressError> {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) {
    const { line, column } = parsed.error;
    return err({ key: 'sudoku.refused.text', values: { line, column } });
  }
  const clashing = conflicts(parsed.value);
  if (clashing.length > 0)
    return err({ key: 'sudoku.refused.clash', values: { cells: clashing.map(cellLabel).join(', ') } });
  const solved = solve(parsed.value);
  if (solved.status === 'none' || solved.status === 'invalid') return err({ key: 'sudoku.refused.none' });
  if (solved.status === 'multiple') return err({ key: 'sudoku.refused.multiple' });
  return ok({ givens: makePuzzle(parsed.value), solution: makePuzzle(solved.solution as Uint8Array) });
}
