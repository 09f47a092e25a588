/**
 * Text a stranger sends that the server keeps and shows to others (player names, seeds): stored as it was
 * verified, so it must be plain printable text. Refused: lone surrogates, control characters, format characters
 * (bidi overrides and isolates, zero-width spaces and joiners, the byte-order mark, soft hyphens), line and
 * paragraph separators, private-use and unassigned code points, and the other invisible "default ignorable"
 * ones (Hangul fillers and the like) save variation selectors, which pick how an emoji looks.
 */
import { z } from 'zod';
import { quote } from '../core/quote.ts';

const NOT_PLAIN =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|(?![\uFE00-\uFE0F])\p{Default_Ignorable_Code_Point}/u;

const codePoint = (ch: string): string =>
  `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why the text is not plain printable text, or undefined when it is. */
export function notPlainText(text: string): string | undefined {
  const bad = NOT_PLAIN.exec(text);
  if (bad === null) return undefined;
  return `${quote(text)} holds ${codePoint(bad[0])}, a control, invisible or unassigned character (plain printable text only)`;
}

/** Length in code points, so an emoji or a CJK character outside the BMP counts once. */
const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * A zod schema for plain printable text of at most `max` code points; `trim` strips white space at both ends
 * first (a name), otherwise text is kept exactly as sent (a seed decides the board, so it may not change).
 */
export function plainText(options: { max: number; trim: boolean; nonEmpty?: boolean }) {
  const { max, trim, nonEmpty = false } = options;
  // Bounded in UTF-16 units first (a code point is at most two), so the checks below never run on long text.
  const base = z.string().max(2 * max, `at most ${max} characters`);
  return (trim ? base.trim() : base).superRefine((text, ctx) => {
    const why = notPlainText(text);
    if (why !== undefined) ctx.addIssue({ code: 'custom', message: why });
    else if (codePoints(text) > max) ctx.addIssue({ code: 'custom', message: `at most ${max} characters` });
    else if (nonEmpty && text === '') ctx.addIssue({ code: 'custom', message: 'must not be empty' });
  });
}
