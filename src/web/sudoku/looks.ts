/**
 * How each cell looks from the game and the page's highlights: the digit, marks and colour, the classes that
 * highlight it (the selection, the cursor's row, column and box, the same digit, repeats, wrong entries, the
 * cells Check or a hint points at, a digit previewed while dragging) and its words for screen readers.
 */
import { boxOf, CELLS, colOf, digitsOf, rowOf, type SudokuState } from '../../sudoku/index.ts';
import type { Translate } from '../i18n/index.ts';
import type { CellLook } from './gridView.ts';

export interface Highlights {
  readonly selection: ReadonlySet<number>;
  readonly cursor: number;
  /** Cells repeating a digit in a unit (empty when that setting is off). */
  readonly conflicts: ReadonlySet<number>;
  /** Entries that differ from the solution (empty unless that setting is on). */
  readonly wrong: ReadonlySet<number>;
  /** Cells Check named (the empty ones, or a unit's repeated digit). */
  readonly flagged: ReadonlySet<number>;
  /** Cells a hint points at. */
  readonly hinted: ReadonlySet<number>;
  /** A digit shown in a cell while the player drags to pick it. */
  readonly preview?: { readonly cell: number; readonly digit: number };
}

/**
 * The grid as it looks while a digit is previewed: the digit entered in its cell, so the repeats and the cells of
 * the same digit shown are the ones it would make (not those of the digit it covers).
 */
export function previewState(state: SudokuState, preview: Highlights['preview']): SudokuState {
  if (!preview) return state;
  const entries = [...state.entries];
  entries[preview.cell] = preview.digit;
  return { ...state, entries };
}

export const digitAt = (state: SudokuState, cell: number): number => {
  const given = state.givens.charCodeAt(cell) - 48;
  return given >= 1 && given <= 9 ? given : state.entries[cell];
};

export function cellLooks(state: SudokuState, marks: Highlights, t: Translate): CellLook[] {
  const { cursor } = marks;
  const focusDigit = digitAt(state, cursor);
  const looks: CellLook[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const given = state.givens[cell] !== '.';
    const previewed = marks.preview?.cell === cell ? marks.preview.digit : undefined;
    const digit = previewed ?? digitAt(state, cell);
    const classes: string[] = [];
    if (marks.selection.has(cell)) classes.push('selected');
    if (cell === cursor) classes.push('cursor');
    else if (rowOf(cell) === rowOf(cursor) || colOf(cell) === colOf(cursor) || boxOf(cell) === boxOf(cursor))
      classes.push('peer');
    if (focusDigit !== 0 && digit === focusDigit) classes.push('same');
    if (marks.conflicts.has(cell)) classes.push('conflict');
    if (marks.wrong.has(cell) && previewed === undefined) classes.push('wrong');
    if (marks.flagged.has(cell)) classes.push('flagged');
    if (marks.hinted.has(cell)) classes.push('hinted');
    if (previewed !== undefined) classes.push('preview');
    const corner = digit ? 0 : state.corner[cell];
    const centre = digit ? 0 : state.centre[cell];
    looks.push({
      digit,
      given,
      corner,
      centre,
      colour: state.colours[cell],
      classes: classes.join(' '),
      label: cellWords(t, cell, digit, given, corner | centre, marks, previewed !== undefined),
    });
  }
  return looks;
}

/** "row 3, column 5: 7, given" and the like. */
function cellWords(
  t: Translate,
  cell: number,
  digit: number,
  given: boolean,
  marked: number,
  marks: Highlights,
  previewed: boolean,
): string {
  let content: string;
  if (digit === 0)
    content = marked
      ? t('sudoku.cell.marks', { digits: digitsOf(marked).join(' ') })
      : t('sudoku.cell.empty');
  else content = given ? t('sudoku.cell.given', { digit }) : t('sudoku.cell.entry', { digit });
  if (!previewed && marks.conflicts.has(cell)) content += t('sudoku.cell.conflict');
  if (!previewed && marks.wrong.has(cell)) content += t('sudoku.cell.wrong');
  return t('sudoku.cell', { row: rowOf(cell) + 1, column: colOf(cell) + 1, content });
}
