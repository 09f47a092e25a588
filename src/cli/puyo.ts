/** `arcade puyo ...` */
import type { Command } from 'commander';

export function registerPuyoCommands(program: Command): void {
  program.command('puyo').description('Puyo (not built yet)');
}
