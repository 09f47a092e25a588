/** Terminal plumbing shared by every `arcade` command: input files, JSON lines, errors with exit codes, progress. */
import { InvalidArgumentError } from 'commander';
import { quote } from '../core/quote.ts';
import { CommandFailure } from './commandFailure.ts';
import { InputError } from './inputError.ts';

export { InputError };

/** A reader that stops early (`| head`) closes the pipe: leave quietly instead of crashing on EPIPE. */
export function exitOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

export const writeJsonLine = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value)}\n`);
};

/** Runs a command body, turning an InputError into exit status 2 and anything else into status 1. */
export async function runCommand(body: () => void | Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof InputError) {
      process.stderr.write(`arcade: ${error.describe()}\n`);
      process.exitCode = 2;
    } else if (error instanceof CommandFailure) {
      process.stderr.write(`arcade: ${error.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(
        `arcade: internal error: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
      );
      process.exitCode = 1;
    }
  }
}

/**
 * The most games, boards or puzzles one run makes: a run streams its lines and keeps no game in memory, so this
 * only keeps a typo (an extra digit or ten) from starting a run that would never end.
 */
export const MAX_RUN = 10_000_000;

/**
 * A commander argument parser for an integer option within [min, max]: anything else (1e400, 1.5, NaN, an empty
 * value, digits past max) is refused with the range expected; commander names the option and exits with status 2.
 */
export function integerOption(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const text = value.trim();
    const n = Number(text);
    if (!/^-?\d+$/.test(text) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}, got ${quote(value)}`);
    }
    return n === 0 ? 0 : n; // not -0
  };
}

/**
 * Commander's own messages repeat the text that was refused (`argument '…' is invalid`, `unknown option '…'`):
 * shown through quote(), so a huge or control-laden argument is cut short and cannot drive the terminal.
 */
const ECHOED = [
  /(argument )'(.*)'( is invalid\.)/s,
  /(command-argument value )'(.*)'( is invalid for argument)/s,
  /(unknown (?:option|command) )'(.*)'()/s,
];

export function shortenEchoedInput(message: string): string {
  for (const echo of ECHOED) {
    const match = echo.exec(message);
    if (match) {
      const [whole, before, echoed, after] = match;
      return `${message.slice(0, match.index)}${before}${quote(echoed)}${after}${message.slice(match.index + whole.length)}`;
    }
  }
  return message;
}
