/** Terminal plumbing shared by every `arcade` command: input files, JSON lines, errors with exit codes, progress. */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isatty } from 'node:tty';
import { InvalidArgumentError } from 'commander';
import { quote } from '../core/quote.ts';

/** Bad input or arguments: the message names the file and line; the command exits with status 2. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
  ) {
    super(message);
  }

  describe(): string {
    const where = [this.file, this.line].filter((part) => part !== undefined).join(':');
    return where ? `${where}: ${this.message}` : this.message;
  }
}

export interface Source {
  /** The file's path, or `<stdin>`. */
  readonly name: string;
  readonly text: string;
}

/**
 * The most bytes read from one input: room for the largest board (MAX_CELLS cells and a line end per row), under
 * the longest string Node can hold. A larger input is refused with exit status 2 instead of exhausting memory.
 */
export const MAX_INPUT_BYTES = 500 * 2 ** 20;

/** Said on a terminal before waiting for standard input, so a command given no file does not wait in silence. */
export const READING_STDIN =
  'no file given: reading standard input (type or paste, then Ctrl-D; or name a file; --help shows the format)';

/** Reads FILE, or standard input for `-` or no file, refusing more than `maxBytes` before reading past them. */
export function readSource(file?: string, maxBytes = MAX_INPUT_BYTES): Source {
  const stdin = file === undefined || file === '-';
  const name = stdin ? '<stdin>' : file;
  // isatty, not process.stdin.isTTY: making process.stdin sets a terminal non-blocking, and readSync then fails.
  if (stdin && isatty(0)) process.stderr.write(`arcade: ${READING_STDIN}\n`);
  let fd: number | undefined;
  try {
    fd = stdin ? 0 : openSync(file, 'r');
    const stats = fstatSync(fd);
    if (stats.isFile() && stats.size > maxBytes) throw tooLarge(name, maxBytes);
    return { name, text: readUpTo(fd, maxBytes, name) };
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? String(error)})`, name);
  } finally {
    if (fd !== undefined && !stdin) closeSync(fd);
  }
}

const tooLarge = (name: string, maxBytes: number): InputError =>
  new InputError(`more than ${maxBytes} bytes, the most one input may hold`, name);

/** Reads a file descriptor to its end in chunks, throwing as soon as it holds more than `maxBytes`. */
function readUpTo(fd: number, maxBytes: number, name: string): string {
  const buffer = Buffer.allocUnsafe(Math.min(2 ** 20, maxBytes + 1));
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const read = readSync(fd, buffer, 0, Math.min(buffer.length, maxBytes + 1 - total), null);
    if (read === 0) return Buffer.concat(chunks, total).toString('utf8');
    total += read;
    if (total > maxBytes) throw tooLarge(name, maxBytes);
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
}

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

/** A one-line progress bar on stderr, drawn only when stderr is a terminal. */
export class Progress {
  private done = 0;
  private lastDraw = 0;
  private readonly enabled = Progress.enabled();

  /** A bar is drawn only on a terminal. */
  static enabled(): boolean {
    return process.stderr.isTTY === true;
  }

  constructor(
    private readonly total: number,
    private readonly label: string,
  ) {}

  tick(count = 1): void {
    this.done += count;
    if (!this.enabled) return;
    const now = performance.now();
    if (now - this.lastDraw < 100 && this.done < this.total) return;
    this.lastDraw = now;
    const width = 30;
    const filled = this.total > 0 ? Math.round((width * this.done) / this.total) : width;
    process.stderr.write(
      `\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total}`,
    );
  }

  finish(): void {
    if (this.enabled) process.stderr.write('\r\x1b[K');
  }
}
