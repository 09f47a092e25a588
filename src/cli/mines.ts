/** `arcade mines ...` */
import type { Command } from 'commander';

export function registerMinesCommands(program: Command): void {
  program.command('mines').description('Mines (not built yet)');
}
