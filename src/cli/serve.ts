/** `arcade serve`: the web app and its API. */
import type { Command } from 'commander';

export function registerServeCommand(program: Command): void {
  program.command('serve').description('the web app and its API (not built yet)');
}
