/**
 * The Puyo page's keyboard and focus: the player's keys (as the settings bind them) held and let go, P or Esc to
 * pause, Backspace or Ctrl+Z to take back a pair in solo practice, and a pause when the window loses focus or the
 * page is hidden. Keys typed into a field of a form are left alone.
 */
import type { Action } from './heldKeys.ts';
import { actionOf, type PuyoSettings } from './playSettings.ts';

export interface KeyHandlers {
  /** Each returns true when the key did something (its default is then prevented). */
  press(action: Action, time: number): boolean;
  release(action: Action): void;
  /** A key held down repeats: `repeat` then only says whether the key is the page's. */
  togglePause(repeat: boolean): boolean;
  undo(): boolean;
  /** The window lost focus or the page was hidden. */
  away(): void;
}

export const UNDO_KEY = 'Backspace';

const isUndo = (event: KeyboardEvent): boolean =>
  event.code === UNDO_KEY || ((event.ctrlKey || event.metaKey) && event.code === 'KeyZ');

/** Starts listening; returns the function that stops. */
export function listenToKeys(settings: PuyoSettings, handlers: KeyHandlers): () => void {
  const down = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest?.('input, select, textarea')) return;
    let done = false;
    if (event.code === 'KeyP' || event.code === 'Escape') done = handlers.togglePause(event.repeat);
    else if (isUndo(event) && actionOf(settings, event.code) === undefined) done = handlers.undo();
    else {
      const action = actionOf(settings, event.code);
      if (action !== undefined) done = handlers.press(action, event.timeStamp);
    }
    if (done) event.preventDefault();
  };
  const up = (event: KeyboardEvent) => {
    const action = actionOf(settings, event.code);
    if (action !== undefined) handlers.release(action);
  };
  const hidden = () => {
    if (document.hidden) handlers.away();
  };
  window.addEventListener('keydown', down);
  window.addEventListener('keyup', up);
  window.addEventListener('blur', handlers.away);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    window.removeEventListener('keydown', down);
    window.removeEventListener('keyup', up);
    window.removeEventListener('blur', handlers.away);
    document.removeEventListener('visibilitychange', hidden);
  };
}
