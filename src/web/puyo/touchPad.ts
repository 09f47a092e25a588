/**
 * On-screen buttons for a phone: turn left, left, drop, right, turn right. A button pressed is a key held (so
 * DAS and ARR work on a held arrow), let go when the finger lifts or slides off.
 */
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import type { Action } from './heldKeys.ts';

type ButtonName = 'ccw' | 'left' | 'drop' | 'right' | 'cw';

/** What each button shows, for the help that names them. */
export const TOUCH_GLYPHS: Readonly<Record<ButtonName, string>> = {
  ccw: '⟲',
  left: '◀',
  drop: '▼',
  right: '▶',
  cw: '⟳',
};

const BUTTONS: readonly (readonly [Action, ButtonName])[] = [
  ['rotateCcw', 'ccw'],
  ['left', 'left'],
  ['softDrop', 'drop'],
  ['right', 'right'],
  ['rotateCw', 'cw'],
];

export function touchPad(
  t: Translate,
  press: (action: Action, time: number) => void,
  release: (action: Action) => void,
): HTMLElement {
  const buttons = BUTTONS.map(([action, name]) => {
    const button = h(
      'button',
      {
        type: 'button',
        class: 'puyo-touch-button',
        'data-action': action,
        'aria-label': t(`puyo.touch.${name}`),
      },
      TOUCH_GLYPHS[name],
    );
    button.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      button.setPointerCapture?.(event.pointerId);
      press(action, event.timeStamp);
    });
    for (const end of ['pointerup', 'pointercancel', 'lostpointercapture'] as const)
      button.addEventListener(end, () => release(action));
    // A click from the keyboard or a screen reader (no pointer): one press.
    button.addEventListener('click', (event) => {
      if (event.detail !== 0) return;
      press(action, event.timeStamp);
      release(action);
    });
    return button;
  });
  return h('div', { class: 'puyo-touch', role: 'group' }, ...buttons);
}
