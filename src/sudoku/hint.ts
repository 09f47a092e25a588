/**
 * Hints for a position in play: a wrong entry (one that contradicts the solution) is pointed out first; otherwise
 * the simplest next step, found on the candidates the placed digits leave. The player's centre marks narrow those
 * candidates only while every mark set still holds its cell's solution digit (wrong marks are not trusted), so a
 * player who follows an elimination hint on the marks gets a new hint next time.
 *
 * A step hint is structured for words in any language, in three stages: the technique and where to look (`where`,
 * the units), the cells involved (`step.cells`, `step.digits`), then what it places or removes
 * (`step.placements`, `step.eliminations`); `explanation` is the English sentence of the last stage.
 */
import { type Board, boardFromDigits } from './board.ts';
import { conflicts, wrongEntries } from './checker.ts';
import { bruteForce } from './grader.ts';
import { boxOf, CELLS, cellName, colOf, type Digits, rowOf, type UnitKind, unitKind } from './grid.ts';
import { findStep, type Level, type Step } from './techniques/index.ts';
import { TECHNIQUE_IDS, type TechniqueId } from './techniques/step.ts';

/** A row, column or box for words: `number` is 1-based ("box 5"), `unit` the index 0-26 of grid.ts. */
export interface UnitRef {
  readonly unit: number;
  readonly kind: UnitKind;
  readonly number: number;
}

export type Hint =
  | { readonly kind: 'solved'; readonly explanation: string }
  | { readonly kind: 'wrong'; readonly cells: readonly number[]; readonly explanation: string }
  | {
      readonly kind: 'step';
      readonly level: Level;
      readonly technique: TechniqueId;
      /** Where to look: the step's units, else the one unit holding all its cells, else none (spread out). */
      readonly where: readonly UnitRef[];
      readonly step: Step;
      readonly explanation: string;
    };

export const unitRef = (unit: number): UnitRef => ({ unit, kind: unitKind(unit), number: (unit % 9) + 1 });

/**
 * `digits` is the grid as the player sees it (givens and entries); `solution` the puzzle's unique solution;
 * `marks` the player's centre marks per cell (bit d-1 for digit d, 0 for none), if any.
 */
export function hint(digits: Digits, solution: Digits, marks?: readonly number[]): Hint {
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
  if (marks) narrowByMarks(board, marks, solution);
  const found = findStep(board, 'extreme');
  const step = found?.step ?? bruteForce(board, solution);
  return {
    kind: 'step',
    level: found?.technique.level ?? 'extreme',
    technique: TECHNIQUE_IDS[step.technique],
    where: (step.units.length > 0 ? step.units : commonUnit(step.cells)).map(unitRef),
    step,
    explanation: step.explanation,
  };
}

function narrowByMarks(board: Board, marks: readonly number[], solution: Digits): void {
  for (let cell = 0; cell < CELLS; cell++) {
    const mark = marks[cell] ?? 0;
    if (board.values[cell] === 0 && mark !== 0 && !(mark & (1 << (solution[cell] - 1)))) return;
  }
  for (let cell = 0; cell < CELLS; cell++) if (marks[cell]) board.cands[cell] &= marks[cell];
}

/** The box, else the row, else the column that holds every cell; none when the cells are spread out. */
function commonUnit(cells: readonly number[]): number[] {
  if (cells.length === 0) return [];
  const same = (of: (cell: number) => number) => cells.every((cell) => of(cell) === of(cells[0]));
  if (same(boxOf)) return [18 + boxOf(cells[0])];
  if (same(rowOf)) return [rowOf(cells[0])];
  if (same(colOf)) return [9 + colOf(cells[0])];
  return [];
}
