/**
 * Quotes a piece of input text for an error message: at most a short prefix, with control, bidi and lone
 * surrogate characters escaped, so a message stays short and readable whatever a stranger sent.
 */
export const QUOTE_LIMIT = 40;

export function quote(text: string, limit = QUOTE_LIMIT): string {
  const cut = text.length > limit;
  const shown = cut ? text.slice(0, limit) : text;
  return `"${escapeInvisible(shown)}${cut ? '…' : ''}"`;
}

/**
 * Any value from outside (a JSON field, a save) shown in a message: a number as it prints (always short), a
 * string through quote(), anything else by its kind, never by its contents.
 */
export function shown(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value);
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

// C0 and C1 controls, bidi embeddings and isolates, zero-width characters, line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const hex = (ch: string): string => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, hex).replace(LONE_SURROGATE, hex);
}

/** True when the text holds a UTF-16 code unit that is half of a surrogate pair without its other half. */
export const hasLoneSurrogate = (text: string): boolean => {
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text);
};
