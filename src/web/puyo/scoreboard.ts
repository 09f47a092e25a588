/**
 * The line under the fields: each side's name and score (in solo practice: the score and the pairs used). Scores
 * are written on eight digits as the arcade shows them; a count (pairs used) is written as it is.
 */
import { h } from '../shell/dom.ts';

export interface ScoreSide {
  readonly side: string;
  readonly label: string;
  readonly value: number;
  /** A count rather than a score: no leading zeros. */
  readonly count?: boolean;
}

export class Scoreboard {
  readonly element = h('div', { class: 'puyo-scores', 'aria-hidden': 'true' });
  private shown = '';

  /** Redraws when something changed; true when it did (the page then updates the canvas's label). */
  show(sides: readonly ScoreSide[]): boolean {
    const key = sides.map((s) => `${s.label}:${s.value}:${s.count === true}`).join(',');
    if (key === this.shown) return false;
    this.shown = key;
    this.element.replaceChildren(
      ...sides.map(({ side, label, value, count }) =>
        h(
          'div',
          { 'data-side': side },
          h('span', {}, label),
          h('strong', {}, count ? String(value) : String(value).padStart(8, '0')),
        ),
      ),
    );
    return true;
  }

  /** Draw again on the next call (after a replay showed other scores). */
  forget(): void {
    this.shown = '';
  }
}
