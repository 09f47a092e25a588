/**
 * A batch command's input, streamed: a file or standard input read in chunks and cut into lines as they come, so
 * a run over ten million lines holds a few chunks and the records in flight, never the whole text. One line (or
 * one record of several lines) longer than MAX_RECORD_CHARS is refused with exit status 2 instead of filling the
 * memory.
 */
import { createReadStream, fstatSync, openSync } from 'node:fs';
import { isatty } from 'node:tty';
import { InputError } from '../inputError.ts';

/** The most characters one record may hold: the largest board (MAX_CELLS cells and a line end per row) fits. */
export const MAX_RECORD_CHARS = 500 * 2 ** 20;

/** Said on a terminal before waiting for standard input, so a command given no file does not wait in silence. */
export const READING_STDIN =
  'no file given: reading standard input (type or paste, then Ctrl-D; or name a file; --help shows the format)';

export interface Line {
  readonly text: string;
  /** 0-based index of the line in the input. */
  readonly index: number;
}

export interface Input {
  /** The file's path, or `<stdin>`. */
  readonly name: string;
  readonly lines: AsyncIterable<Line>;
  /** Share of a file read so far, for the time left; undefined for a pipe. */
  fraction(): number | undefined;
}

/** Opens FILE, or standard input for `-` or no file; a missing or unreadable file is bad input at once. */
export function openInput(file?: string, maxChars = MAX_RECORD_CHARS): Input {
  const stdin = file === undefined || file === '-';
  const name = stdin ? '<stdin>' : file;
  if (stdin && isatty(0)) process.stderr.write(`arcade: ${READING_STDIN}\n`);
  let fd: number;
  let size: number | undefined;
  try {
    fd = stdin ? 0 : openSync(file, 'r');
    const stats = fstatSync(fd);
    if (stats.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    if (stats.isFile() && stats.size > 0) size = stats.size;
  } catch (error) {
    throw readError(error, name);
  }
  let read = 0;
  const stream = createReadStream('', { fd, highWaterMark: 256 * 1024, autoClose: !stdin });
  return {
    name,
    lines: splitLines(stream, name, maxChars, (bytes) => {
      read += bytes;
    }),
    fraction: () => (size === undefined ? undefined : Math.min(1, read / size)),
  };
}

function readError(error: unknown, name: string): InputError {
  if (error instanceof InputError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  return new InputError(code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? String(error)})`, name);
}

export const tooLong = (name: string, line: number, maxChars: number): InputError =>
  new InputError(`more than ${maxChars} characters in one record, the most one record may hold`, name, line);

/** Lines end at `\n` or `\r\n`, as `text.split(/\r?\n/)` cuts them (core/lines.ts); a last empty line is kept. */
async function* splitLines(
  chunks: AsyncIterable<Buffer>,
  name: string,
  maxChars: number,
  onBytes: (bytes: number) => void = () => {},
): AsyncGenerator<Line> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let index = 0;
  try {
    for await (const chunk of chunks) {
      onBytes(chunk.length);
      const decoded = decoder.decode(chunk, { stream: true });
      if (!decoded.includes('\n')) {
        // Part of a long line: kept as a rope, not searched again.
        rest += decoded;
        if (rest.length > maxChars) throw tooLong(name, index + 1, maxChars);
        continue;
      }
      const text = rest + decoded;
      let start = 0;
      for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
        const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
        yield { text: text.slice(start, end), index: index++ };
        start = newline + 1;
      }
      rest = text.slice(start);
      if (rest.length > maxChars) throw tooLong(name, index + 1, maxChars);
    }
  } catch (error) {
    throw error instanceof InputError ? error : readError(error, name);
  }
  yield { text: rest + decoder.decode(), index };
}
