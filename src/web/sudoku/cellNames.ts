/** Cells as a Sudoku player names them: `r3c5` (row 3, column 5), rows and columns counted from 1. */
import { colOf, rowOf } from '../../sudoku/index.ts';

export const cellLabel = (cell: number): string => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
