/**
 * Hints for a position in play: a wrong entry (one that contradicts the solution) is pointed out first; otherwise
 * the simplest next step, with its technique, cells and explanation, found on the candidates the placed digits
 * leave (the player's own pencil marks are not trusted).
 */
import { boardFromDigits } from './board.ts';
import { conflicts, wrongEntries } from './checker.ts';
import { bruteForce } from './grader.ts';
import { CELLS, cellName, type Digits } from './grid.ts';
import { findStep, type Level, type Step } from './techniques/index.ts';

export type Hint =
  | { readonly kind: 'solved'; readonly explanation: string }
  | { readonly kind: 'wrong'; readonly cells: readonly number[]; readonly explanation: string }
  | { readonly kind: 'step'; readonly level: Level; readonly step: Step; readonly explanation: string };

/** `digits` is the grid as the player sees it (givens and entries); `solution` the puzzle's unique solution. */
export function hint(digits: Digits, solution: Digits): Hint {
  const wrong = wrongEntries(digits, solution);
  if (wrong.length > 0) {
    const clashing = new Set(conflicts(digits));
    const shown = wrong.filter((cell) => clashing.has(cell));
    const cells = shown.length > 0 ? shown : wrong;
    return {
      kind: 'wrong',
      cells,
      explanation: `${cells.map(cellName).join(', ')} ${cells.length > 1 ? 'do' : 'does'} not fit the solution: erase ${cells.length > 1 ? 'them' : 'it'} first.`,
    };
  }
  let empty = 0;
  for (let cell = 0; cell < CELLS; cell++) if (digits[cell] === 0) empty++;
  if (empty === 0) return { kind: 'solved', explanation: 'The grid is solved.' };
  const board = boardFromDigits(digits);
  const found = findStep(board);
  const step = found?.step ?? bruteForce(board, solution);
  return { kind: 'step', level: found?.technique.level ?? 'extreme', step, explanation: step.explanation };
}
