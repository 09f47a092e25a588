/** Terminal plumbing shared by every `arcade` command: input files, JSON lines, errors with exit codes, progress. */
import { readFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';

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

/** Reads FILE, or standard input for `-` or no file. */
export function readSource(file?: string): Source {
  if (file === undefined || file === '-') return { name: '<stdin>', text: readFileSync(0, 'utf8') };
  try {
    return { name: file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? String(error)})`, file);
  }
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

/** A commander argument parser for an integer option within [min, max]. */
export function integerOption(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}, got "${value}"`);
    }
    return n;
  };
}

/** A one-line progress bar on stderr, drawn only when stderr is a terminal. */
export class Progress {
  private done = 0;
  private lastDraw = 0;
  private readonly enabled = process.stderr.isTTY === true;

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
