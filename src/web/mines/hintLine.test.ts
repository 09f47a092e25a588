import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { hint } from '../../mines/solver/hint.ts';
import { randomPosition } from '../../mines/solver/testing.ts';
import { FLAGGED, parseView } from '../../mines/solver/view.ts';
import { translator } from '../i18n/index.ts';
import { cellList, hintText, wrongFlagsText } from './hintLine.ts';

const en = translator('en');
const ja = translator('ja');

describe('hint words on the page', () => {
  it('says a hint and its reason in English and in Japanese', () => {
    const parsed = parseView('11#\n###\n###', 2);
    if (!parsed.ok) throw new Error(parsed.error);
    const found = hint(parsed.value);
    if (!found.ok) throw new Error(found.error);
    expect(hintText('en', en, found.value, 3)).toBe(
      'c1 and c2 are safe: b1 shows 1 and its remaining mines (1) are all among a2 and b2 (a1 shows 1).',
    );
    expect(hintText('ja', ja, found.value, 3)).toBe(
      'c1、c2 は安全です：b1 は 1 で、残りの地雷 1 個はすべて a2、b2 の中にあります（a1 は 1）。',
    );
  });

  it('names wrong flags', () => {
    const parsed = parseView('F###\n#0##\n####', 1);
    if (!parsed.ok) throw new Error(parsed.error);
    const found = hint(parsed.value);
    if (!found.ok) throw new Error(found.error);
    expect(wrongFlagsText('en', en, found.value, 4)).toBe('a1 is flagged but cannot be a mine.');
    expect(wrongFlagsText('ja', ja, found.value, 4)).toBe('a1 に旗がありますが、地雷ではありえません。');
  });

  it('lists cells as each language does', () => {
    expect(cellList('en', en, [0, 1, 2], 3)).toBe('a1, b1 and c1');
    expect(cellList('ja', ja, [0, 1, 2], 3)).toBe('a1、b1、c1');
  });

  test.prop(
    [
      fc.integer(),
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 2, max: 5 }),
      fc.double({ min: 0.05, max: 0.5, noNaN: true }),
    ],
    {
      numRuns: 300,
    },
  )(
    'every hint reads in Japanese with no English word, and in English with every placeholder filled',
    (seed, width, height, density) => {
      const rng = Rng.fromSeed(seed);
      const mines = Math.max(1, Math.round(width * height * density));
      const { view } = randomPosition(rng, width, height, mines, rng.nextFloat());
      for (let i = 0; i < view.cells.length; i++)
        if (view.cells[i] < 0 && rng.nextFloat() < 0.2) view.cells[i] = FLAGGED;
      const found = hint(view);
      if (!found.ok) return;
      const japanese = hintText('ja', ja, found.value, width) + wrongFlagsText('ja', ja, found.value, width);
      expect(japanese.replace(/\b[a-z]+\d+\b/g, '')).not.toMatch(/[A-Za-z{}]/);
      const english = hintText('en', en, found.value, width);
      expect(english).not.toMatch(/[{}]|undefined|NaN/);
    },
  );
});
