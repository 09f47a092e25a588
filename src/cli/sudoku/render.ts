/**
 * The Sudoku grid as text for the terminal game: columns a-i on top, rows 1-9 on the left, boxes ruled off.
 * With colour (stdout is a terminal) givens are bold, entries cyan, clashing digits red; without it (a pipe, or
 * NO_COLOR) the clashing cells are named under the grid instead. Pencil marks are listed under the grid, a line
 * per row that has some.
 */
import { createColors } from 'picocolors';
import { cellName, conflictsOf, digitsOf, type SudokuState } from '../../sudoku/index.ts';

const RULE = '  +-------+-------+-------+';

export function renderGrid(state: SudokuState, colour: boolean): string {
  const c = createColors(colour);
  const clashing = new Set(conflictsOf(state));
  const glyph = (cell: number): string => {
    const given = state.givens[cell];
    if (given !== '.') return clashing.has(cell) ? c.red(c.bold(given)) : c.bold(given);
    const entry = state.entries[cell];
    if (entry === 0) return c.dim('.');
    return clashing.has(cell) ? c.red(String(entry)) : c.cyan(String(entry));
  };
  const lines = ['    a b c   d e f   g h i', RULE];
  for (let row = 0; row < 9; row++) {
    const boxes = [0, 3, 6].map((col) => [0, 1, 2].map((i) => glyph(row * 9 + col + i)).join(' '));
    lines.push(`${row + 1} | ${boxes.join(' | ')} |`);
    if (row % 3 === 2) lines.push(RULE);
  }
  if (!colour && clashing.size > 0)
    lines.push(
      `repeated: ${[...clashing]
        .sort((a, b) => a - b)
        .map(cellName)
        .join(' ')}`,
    );
  return [...lines, ...markLines(state)].join('\n');
}

function markLines(state: SudokuState): string[] {
  const lines: string[] = [];
  for (let row = 0; row < 9; row++) {
    const marked: string[] = [];
    for (let cell = row * 9; cell < row * 9 + 9; cell++) {
      const marks = state.centre[cell] | state.corner[cell];
      if (marks !== 0 && state.entries[cell] === 0)
        marked.push(`${cellName(cell)}:${digitsOf(marks).join('')}`);
    }
    if (marked.length > 0) lines.push(`marks in row ${row + 1}: ${marked.join(' ')}`);
  }
  return lines;
}
