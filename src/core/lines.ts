/**
 * The lines of a text, read one at a time: a parser that stops early, or keeps only a bounded number of lines,
 * never pays for an array of every line of a hostile text (a 100 MB text of new lines would be 100 million
 * strings). Lines end at `\n` or `\r\n`, as `text.split(/\r?\n/)` would cut them.
 */

export interface TextLine {
  /** The line without its end of line. */
  readonly text: string;
  /** 0-based index of the line in the text. */
  readonly index: number;
  /** Offset of the line's first character in the text. */
  readonly start: number;
}

/** Every line of `text`, in order (an empty text has one empty line, as with split). */
export function* textLines(text: string): Generator<TextLine> {
  let start = 0;
  for (let index = 0; ; index++) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) {
      yield { text: text.slice(start), index, start };
      return;
    }
    const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    yield { text: text.slice(start, end), index, start };
    start = newline + 1;
  }
}

export const isBlank = (line: string): boolean => line.trim() === '';

/** The lines of a text up to its last non-blank one, when there are at most `max` of them. */
export interface LeadingLines {
  /** How many lines there are up to the last non-blank one (0 for a blank text). */
  readonly count: number;
  /** Those lines, or `undefined` when `count` is over the limit (then no more than `max + 1` were ever kept). */
  readonly lines: string[] | undefined;
}

/**
 * Trailing blank lines are dropped; when more than `max` lines are left they are counted (by searching for line
 * ends, not by reading lines) and none is kept, so the cost is linear with a small constant whatever the text.
 */
export function leadingLines(text: string, max: number): LeadingLines {
  const end = text.trimEnd().length; // the last non-blank line ends here (trim and isBlank agree on blanks)
  let count = end === 0 ? 0 : 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < end; at = text.indexOf('\n', at + 1)) count++;
  if (count > max) return { count, lines: undefined };
  const lines: string[] = [];
  for (const line of textLines(text)) {
    if (lines.length === count) break;
    lines.push(line.text);
  }
  return { count, lines };
}
