/**
 * The cover over a game's board while a ranked game waits for the player's name: the board under it
 * takes no input (it is made inert: no pointer, no focus, no keys) until a name is chosen (`close`) or the player
 * goes back to free play with the cover's button. The cover is put in `holder`, a positioned box over the board.
 */
import type { Translate } from '../i18n/index.ts';
import '../ranked/ranked.css';
import { h } from '../shell/dom.ts';

export class NameGate {
  readonly element: HTMLElement;
  private blocked: readonly HTMLElement[] | undefined;

  constructor(t: Translate, freePlay: () => void) {
    const back = h('button', { type: 'button', class: 'button' }, t('ranked.gate.free'));
    back.addEventListener('click', () => {
      this.close();
      freePlay();
    });
    this.element = h('div', { class: 'ranked-gate' }, h('p', {}, t('ranked.gate.text')), back);
  }

  get shown(): boolean {
    return this.blocked !== undefined;
  }

  /** Shows the cover in `holder` and makes `blocked` (the board and its controls, never the holder) inert. */
  open(holder: HTMLElement, ...blocked: HTMLElement[]): void {
    this.close();
    this.blocked = blocked;
    for (const element of blocked) element.inert = true;
    holder.append(this.element);
  }

  close(): void {
    for (const element of this.blocked ?? []) element.inert = false;
    this.blocked = undefined;
    this.element.remove();
  }
}
