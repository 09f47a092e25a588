/** The `arcade` command: one subcommand group per game, plus the web server. */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerDbCommands } from './db.ts';
import { shortenEchoedInput } from './io.ts';
import { registerMinesCommands } from './mines.ts';
import { registerPuyoCommands } from './puyo.ts';
import { registerRecordsCommands } from './records.ts';
import { registerServeCommand } from './serve.ts';
import { registerSudokuCommands } from './sudoku.ts';

// package.json is the one place the version is written; it ships beside the sources bin/arcade.js runs.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command('arcade')
  .description('Puzzle Arcade: Minesweeper, Sudoku and Puyo Puyo in the terminal, and their engines')
  .version(version, '-V, --version', 'print the version of arcade')
  .showHelpAfterError()
  .configureOutput({ outputError: (text, write) => write(shortenEchoedInput(text)) })
  .exitOverride();

registerMinesCommands(program);
registerSudokuCommands(program);
registerPuyoCommands(program);
registerServeCommand(program);
registerDbCommands(program);
registerRecordsCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version are successes; every other commander error is a usage error: exit status 2.
  const success = error.exitCode === 0;
  process.exitCode = success ? 0 : 2;
}
