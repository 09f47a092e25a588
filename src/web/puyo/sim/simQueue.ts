/**
 * The simulator's next pairs, as a player types them and as a shared link holds them (`&q=RG,BY,PP`): each pair
 * is two colour letters, pivot first (R G B Y P, lower case too), pairs apart by commas or spaces. Refused with a
 * reason a player can act on (which pair, too many, too long); the reasons are data, the page words them.
 */
import { CELL_CHARS, type Color, isColor, type Pair } from '../../../puyo/index.ts';

/** The most pairs a simulation holds (Tsu shows two; a planned chain rarely needs more than a few dozen). */
export const MAX_SIM_PAIRS = 64;
/** The longest text read: every pair with a separator, with room for spaces. */
export const MAX_QUEUE_TEXT = MAX_SIM_PAIRS * 4;
export const PAIR_LETTERS = 'R G B Y P';

export type SimQueueError =
  | { readonly kind: 'long' }
  | { readonly kind: 'many'; readonly count: number }
  | { readonly kind: 'pair'; readonly index: number; readonly text: string };

const colorOf = (letter: string): Color | undefined => {
  const cell = CELL_CHARS.indexOf(letter.toUpperCase());
  return letter !== '.' && isColor(cell) ? cell : undefined;
};

export function readSimQueue(
  text: string,
): { ok: true; pairs: Pair[] } | { ok: false; error: SimQueueError } {
  if (text.length > MAX_QUEUE_TEXT) return { ok: false, error: { kind: 'long' } };
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (words.length > MAX_SIM_PAIRS) return { ok: false, error: { kind: 'many', count: words.length } };
  const pairs: Pair[] = [];
  for (const [index, word] of words.entries()) {
    const pivot = colorOf(word[0] ?? '');
    const child = colorOf(word[1] ?? '');
    if (word.length !== 2 || pivot === undefined || child === undefined)
      return { ok: false, error: { kind: 'pair', index: index + 1, text: word.slice(0, 8) } };
    pairs.push({ pivot, child });
  }
  return { ok: true, pairs };
}

/** The link's text for pairs: `RG,BY,PP`. */
export const simQueueText = (pairs: readonly Pair[]): string =>
  pairs.map((pair) => CELL_CHARS[pair.pivot] + CELL_CHARS[pair.child]).join(',');
