/** `arcade sudoku ...` */
import type { Command } from 'commander';

export function registerSudokuCommands(program: Command): void {
  program.command('sudoku').description('Sudoku (not built yet)');
}
