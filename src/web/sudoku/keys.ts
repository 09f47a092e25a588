/**
 * The keyboard map as a pure function from a key press to what it asks: arrows and WASD
 * move (Shift extends the selection), 1-9 enter in the current mode, Shift+digit a corner mark, Ctrl (Cmd on a
 * Mac) +digit a centre mark, 0 / Backspace / Delete clear, Z / X / C / V pick the digit, corner, centre or colour
 * mode, Space cycles it, Ctrl+Z undo, Ctrl+Y and Ctrl+Shift+Z redo, Esc clears the selection.
 */
export const MODES = ['digit', 'corner', 'centre', 'colour'] as const;
export type Mode = (typeof MODES)[number];

export type KeyAction =
  | { readonly kind: 'move'; readonly dx: number; readonly dy: number; readonly extend: boolean }
  | { readonly kind: 'digit'; readonly digit: number; readonly mode?: Mode }
  | { readonly kind: 'erase' }
  | { readonly kind: 'mode'; readonly mode: Mode }
  | { readonly kind: 'cycleMode' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'deselect' };

/** The fields of a KeyboardEvent the map reads. */
export interface KeyPress {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

const MOVES: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  KeyW: [0, -1],
  KeyS: [0, 1],
  KeyA: [-1, 0],
  KeyD: [1, 0],
};

const MODE_KEYS: Record<string, Mode> = { KeyZ: 'digit', KeyX: 'corner', KeyC: 'centre', KeyV: 'colour' };

/** The digit a key stands for, read from its place on the keyboard (Shift+1 types `!`, still digit 1). */
function digitOf(press: KeyPress): number | undefined {
  const match = /^(?:Digit|Numpad)([0-9])$/.exec(press.code);
  if (match) return Number(match[1]);
  return /^[0-9]$/.test(press.key) ? Number(press.key) : undefined;
}

export function keyAction(press: KeyPress): KeyAction | undefined {
  if (press.altKey) return undefined;
  const command = press.ctrlKey || press.metaKey;
  if (command && press.code === 'KeyZ') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
  if (command && press.code === 'KeyY') return { kind: 'redo' };
  const digit = digitOf(press);
  if (digit !== undefined) {
    if (digit === 0) return command || press.shiftKey ? undefined : { kind: 'erase' };
    if (command) return { kind: 'digit', digit, mode: 'centre' };
    if (press.shiftKey) return { kind: 'digit', digit, mode: 'corner' };
    return { kind: 'digit', digit };
  }
  if (command) return undefined; // Ctrl+C, Ctrl+A and the rest stay the browser's
  if (press.key === 'Backspace' || press.key === 'Delete') return { kind: 'erase' };
  if (press.key === 'Escape') return { kind: 'deselect' };
  if (press.key === ' ') return { kind: 'cycleMode' };
  const move = MOVES[press.code] ?? MOVES[press.key];
  if (move) return { kind: 'move', dx: move[0], dy: move[1], extend: press.shiftKey };
  const mode = MODE_KEYS[press.code];
  return mode ? { kind: 'mode', mode } : undefined;
}
