import { describe, expect, it } from 'vitest';
import { type KeyPress, keyAction } from './keys.ts';

const press = (code: string, key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  code,
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('the Sudoku keyboard map', () => {
  it('moves with arrows and WASD, Shift extending the selection', () => {
    expect(keyAction(press('ArrowLeft', 'ArrowLeft'))).toEqual({
      kind: 'move',
      dx: -1,
      dy: 0,
      extend: false,
    });
    expect(keyAction(press('KeyS', 's'))).toEqual({ kind: 'move', dx: 0, dy: 1, extend: false });
    expect(keyAction(press('ArrowUp', 'ArrowUp', { shiftKey: true }))).toEqual({
      kind: 'move',
      dx: 0,
      dy: -1,
      extend: true,
    });
  });

  it('enters digits in the mode, corner marks with Shift and centre marks with Ctrl or Cmd', () => {
    expect(keyAction(press('Digit7', '7'))).toEqual({ kind: 'digit', digit: 7 });
    expect(keyAction(press('Numpad3', '3'))).toEqual({ kind: 'digit', digit: 3 });
    expect(keyAction(press('Digit1', '!', { shiftKey: true }))).toEqual({
      kind: 'digit',
      digit: 1,
      mode: 'corner',
    });
    expect(keyAction(press('Digit4', '4', { ctrlKey: true }))).toEqual({
      kind: 'digit',
      digit: 4,
      mode: 'centre',
    });
    expect(keyAction(press('Digit4', '4', { metaKey: true }))).toEqual({
      kind: 'digit',
      digit: 4,
      mode: 'centre',
    });
  });

  it('clears with 0, Backspace and Delete; undoes and redoes with Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z', () => {
    for (const [code, key] of [
      ['Digit0', '0'],
      ['Backspace', 'Backspace'],
      ['Delete', 'Delete'],
    ])
      expect(keyAction(press(code, key))).toEqual({ kind: 'erase' });
    expect(keyAction(press('KeyZ', 'z', { ctrlKey: true }))).toEqual({ kind: 'undo' });
    expect(keyAction(press('KeyY', 'y', { ctrlKey: true }))).toEqual({ kind: 'redo' });
    expect(keyAction(press('KeyZ', 'Z', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'redo' });
  });

  it('switches modes with Z, X, C and V, cycles them with Space, and Esc deselects', () => {
    expect(keyAction(press('KeyZ', 'z'))).toEqual({ kind: 'mode', mode: 'digit' });
    expect(keyAction(press('KeyX', 'x'))).toEqual({ kind: 'mode', mode: 'corner' });
    expect(keyAction(press('KeyC', 'c'))).toEqual({ kind: 'mode', mode: 'centre' });
    expect(keyAction(press('KeyV', 'v'))).toEqual({ kind: 'mode', mode: 'colour' });
    expect(keyAction(press('Space', ' '))).toEqual({ kind: 'cycleMode' });
    expect(keyAction(press('Escape', 'Escape'))).toEqual({ kind: 'deselect' });
  });

  it("leaves the browser's own shortcuts and other keys alone", () => {
    expect(keyAction(press('KeyC', 'c', { ctrlKey: true }))).toBeUndefined();
    expect(keyAction(press('KeyR', 'r', { ctrlKey: true }))).toBeUndefined();
    expect(keyAction(press('Digit5', '5', { altKey: true }))).toBeUndefined();
    expect(keyAction(press('KeyQ', 'q'))).toBeUndefined();
    expect(keyAction(press('Tab', 'Tab'))).toBeUndefined();
  });
});
