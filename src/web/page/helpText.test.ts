import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { helpKeys } from './helpText.ts';

const MINES = { pointer: 'mines.help', touch: 'mines.help.touch' } as const;

describe('the help under a board', () => {
  it('speaks to the pointer the player has', () => {
    expect(helpKeys(MINES, { coarse: true, touch: true })).toEqual(['mines.help.touch']);
    expect(helpKeys(MINES, { coarse: false, touch: false })).toEqual(['mines.help']);
    expect(helpKeys(MINES, { coarse: false, touch: true })).toEqual(['mines.help', 'mines.help.touch']);
  });

  it('Minesweeper: names every way to chord and to move, and touch words without mouse words', () => {
    const en = translator('en');
    expect(en('mines.help')).toMatch(/both buttons/);
    expect(en('mines.help')).toMatch(/C opens around a number/);
    expect(en('mines.help')).toMatch(/Shift\+arrows 5 cells/);
    expect(en('mines.help.touch')).toMatch(/long press flags/);
    expect(en('mines.help.touch')).toMatch(/Tap a number to open the cells around it/);
    expect(en('mines.help.touch')).not.toMatch(/click|mouse|button on|keyboard/i);
    const ja = translator('ja');
    expect(ja('mines.help')).toMatch(/左右同時押し/);
    expect(ja('mines.help')).toMatch(/C で数字の周囲を開く/);
    expect(ja('mines.help.touch')).toMatch(/長押しで旗/);
    expect(ja('mines.help.touch')).not.toMatch(/クリック/);
  });

  it('Sudoku: touch words name the pad and the gestures, with no keys or clicks', () => {
    for (const language of ['en', 'ja'] as const) {
      const touch = translator(language)('sudoku.help.touch');
      expect(touch).not.toMatch(/click|クリック|Backspace|Shift|Ctrl|Esc|Space|keyboard|キー/i);
      expect(touch).toMatch(/⌫/);
      expect(touch).toMatch(/↶/);
    }
  });
});
