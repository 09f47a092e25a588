/**
 * The frame of a game page: a bar on top (levels and the game's options), the board in its frame, and side panels
 * beside it (under it on a phone). Each game brings what goes in the slots.
 */
import { h } from '../shell/dom.ts';

export interface PageSlots {
  /** The page's class (`mines`, `sudoku`): the game's own styles hang on it. */
  readonly game: string;
  /** The page's heading, for screen readers (the board says the rest). */
  readonly title: string;
  readonly top: readonly Node[];
  readonly board: readonly Node[];
  readonly side: readonly Node[];
}

export function gamePageLayout(slots: PageSlots): HTMLElement {
  return h(
    'div',
    { class: `game-page ${slots.game}` },
    h('h1', { class: 'visually-hidden' }, slots.title),
    h('div', { class: 'page-top' }, ...slots.top),
    h(
      'div',
      { class: 'page-layout' },
      h('div', { class: 'board-frame' }, ...slots.board),
      h('div', { class: 'side' }, ...slots.side),
    ),
  );
}

/** A side panel's heading. */
export function panelTitle(text: string): HTMLElement {
  return h('h2', {}, text);
}
