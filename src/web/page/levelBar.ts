/**
 * A game's level bar: one button per level in a labelled group, the level of the game on the page pressed. A click
 * asks for a new game of that level; the page calls `press` once the game is open.
 */
import { h } from '../shell/dom.ts';

export class LevelBar<Level extends string> {
  readonly element: HTMLElement;
  private readonly buttons = new Map<Level, HTMLButtonElement>();

  constructor(levels: readonly Level[], label: (level: Level) => string, groupLabel: string) {
    for (const level of levels)
      this.buttons.set(
        level,
        h(
          'button',
          { type: 'button', class: 'segment', 'data-level': level, 'aria-pressed': 'false' },
          label(level),
        ),
      );
    this.element = h(
      'div',
      { class: 'segments', role: 'group', 'aria-label': groupLabel },
      ...this.buttons.values(),
    );
  }

  /** Calls `pick` with the level whose button is clicked. */
  onPick(pick: (level: Level) => void): void {
    for (const [level, button] of this.buttons) button.addEventListener('click', () => pick(level));
  }

  /** Shows `pressed` as the level on the page (none: a game of no level, such as a puzzle from a link). */
  press(pressed: Level | undefined): void {
    for (const [level, button] of this.buttons)
      button.setAttribute('aria-pressed', String(level === pressed));
  }

  button(level: Level): HTMLButtonElement | undefined {
    return this.buttons.get(level);
  }

  /** Greys out the levels (while a game is being made); `press` shows which one stays chosen. */
  set disabled(disabled: boolean) {
    for (const button of this.buttons.values()) button.disabled = disabled;
  }
}
