import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { preferredLanguage, translator } from './index.ts';
import { ja } from './ja.ts';
import { mines } from './mines.en.ts';
import { puyo } from './puyo.en.ts';
import { ranked } from './ranked.en.ts';
import { shell } from './shell.en.ts';
import { sim } from './sim.en.ts';
import { sudoku } from './sudoku.en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('dictionaries', () => {
  it('hold each area once: no key is in two areas (a later area would hide the earlier one)', () => {
    const areas = [shell, ranked, mines, sudoku, puyo, sim];
    const total = areas.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(en)).toHaveLength(total);
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('Japanese uses the same placeholders as English for every message', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]));
      expect(ja[key].trim(), key).not.toBe('');
    }
  });

  it('Japanese messages hold no English words, only key names, units and the address words of a rule', () => {
    const keys = [
      'Space',
      'Enter',
      'F',
      'F2',
      'Backspace',
      'Shift',
      'Ctrl',
      'Esc',
      'Home',
      'End',
      'H',
      'P',
      'Z',
      'X',
      'C',
      'Y',
    ];
    const allowed = new Set([...keys, 'BV', 's', 'IOE', 'any', 'safe', 'opening']);
    for (const key of Object.keys(ja) as (keyof typeof ja)[]) {
      const words = ja[key].replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
      expect(
        words.filter((word) => !allowed.has(word)),
        key,
      ).toEqual([]);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('en');
    expect(t('mines.status.won', { time: '12.345' })).toBe('Cleared in 12.345 s!');
    expect(t('mines.status.won')).toBe('Cleared in {time} s!');
    expect(translator('ja')('replay.move', { n: 3, total: 9 })).toBe('3 / 9 手目');
  });

  it('picks the first browser language it speaks', () => {
    expect(preferredLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(preferredLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(preferredLanguage(['de'])).toBe('en');
  });
});
