/**
 * The help under a game's board, in the words of the player's pointer: mouse and keyboard words on a computer,
 * touch words (tap, long press) on a phone, both on a computer with a touch screen.
 */
import type { MessageKey, Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';

export interface Pointers {
  /** The primary pointer is a finger (`(pointer: coarse)`): a phone or a tablet. */
  readonly coarse: boolean;
  /** A touch screen is there at all (`navigator.maxTouchPoints > 0`). */
  readonly touch: boolean;
}

/** A game's two helps: mouse and keyboard words, and touch words. */
export interface HelpKeys {
  readonly pointer: MessageKey;
  readonly touch: MessageKey;
}

/** Which help to show: touch words for a finger, mouse and keyboard words otherwise, touch too when there is one. */
export function helpKeys(keys: HelpKeys, pointers: Pointers): MessageKey[] {
  if (pointers.coarse) return [keys.touch];
  return pointers.touch ? [keys.pointer, keys.touch] : [keys.pointer];
}

/** The pointers of this browser. */
export function browserPointers(): Pointers {
  return {
    coarse: window.matchMedia?.('(pointer: coarse)').matches === true,
    touch: (navigator.maxTouchPoints ?? 0) > 0,
  };
}

export const helpParagraphs = (
  t: Translate,
  keys: HelpKeys,
  pointers: Pointers = browserPointers(),
): HTMLElement[] =>
  helpKeys(keys, pointers).map((key) => h('p', { class: 'help', 'data-help': key }, t(key)));
