/**
 * The keyboard on the Sudoku page: keys anywhere on the page but in a text field reach the grid through the map
 * in keys.ts. On a focused control (a button, a checkbox, a link, a list's summary), Space and Enter stay its own.
 */
import { type KeyAction, keyAction } from './keys.ts';

export class KeyInput {
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || isTextField(event.target)) return;
    if ((event.key === ' ' || event.key === 'Enter') && isControl(event.target)) return;
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    this.act(action);
  };

  constructor(private readonly act: (action: KeyAction) => void) {
    document.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    document.removeEventListener('keydown', this.onKey);
  }
}

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio');

/** An element Space or Enter presses (the grid itself is none: there Space cycles the mode). */
const isControl = (target: EventTarget | null): boolean =>
  target instanceof HTMLButtonElement ||
  target instanceof HTMLInputElement ||
  target instanceof HTMLAnchorElement ||
  (target instanceof HTMLElement && target.tagName === 'SUMMARY');
