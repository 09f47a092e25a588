import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { expectResultShape, hostileString, mutated, withinBudget } from '../../../test/hostile.ts';
import { hasLoneSurrogate } from '../../core/quote.ts';
import { PRESETS } from '../../mines/index.ts';
import { translator } from '../i18n/index.ts';
import { MAX_SEED_LENGTH, MAX_UI_CELLS } from './boardLimits.ts';
import { customParams, gameQuery, MAX_QUERY_LENGTH, parseGameQuery, recordsKey } from './gameSetup.ts';

describe('game choice from the address', () => {
  it('reads a level and a seed', () => {
    expect(parseGameQuery('?level=expert&seed=abc')).toEqual({
      ok: true,
      value: { level: 'expert', params: PRESETS.expert, noGuess: false, seed: 'abc' },
    });
  });

  it('reads a custom board', () => {
    const parsed = parseGameQuery('?width=500&height=500&mines=40000');
    expect(parsed.ok && parsed.value).toMatchObject({
      level: 'custom',
      params: { width: 500, mines: 40000 },
    });
  });

  it('names what is wrong, briefly, in English and by a message key', () => {
    const bad = (search: string) => {
      const parsed = parseGameQuery(search);
      return parsed.ok ? '' : parsed.error.message;
    };
    expect(bad('?level=hard')).toBe('there is no level "hard"');
    expect(bad(`?level=${'h'.repeat(1_000)}`)).toBe(`there is no level "${'h'.repeat(20)}…"`);
    expect(bad('?width=10&height=x&mines=3')).toMatch(/whole numbers/);
    expect(bad(`?width=${'9'.repeat(400)}&height=9&mines=3`)).toMatch(/whole numbers/);
    expect(bad('?width=5&height=5&mines=30')).toBe('30 mines do not fit: at most 16 on this board');
    expect(bad('?width=5000&height=5000&mines=3')).toBe('a board here has at most 4,000,000 cells');
    expect(bad('?width=200000&height=1&mines=3')).toBe('width and height must be from 1 to 100,000');
    expect(bad('?width=9&height=9&mines=3&first=lucky')).toBe(
      'the first-click rule "lucky" is not one of any, safe, opening',
    );
    expect(bad(`?seed=${'s'.repeat(MAX_SEED_LENGTH + 1)}`)).toBe(
      'a seed is at most 200 characters of plain text',
    );
    const parsed = parseGameQuery('?width=5&height=5&mines=30');
    expect(parsed.ok || parsed.error).toMatchObject({
      key: 'mines.setup.mines',
      values: { mines: '30', max: '16' },
    });
  });

  it('says what is wrong in Japanese on a Japanese page', () => {
    const parsed = parseGameQuery('?width=5&height=5&mines=30');
    if (parsed.ok) throw new Error('accepted');
    expect(translator('ja')(parsed.error.key, parsed.error.values)).toBe(
      '地雷 30 個は入りません（この盤面では最大 16 個）',
    );
  });

  it('reads an empty seed as no seed (a game on the empty seed would be one its own save refuses)', () => {
    expect(parseGameQuery('?seed=')).toEqual({ ok: true, value: undefined });
    expect(parseGameQuery('?level=expert&seed=')).toEqual({
      ok: true,
      value: { level: 'expert', params: PRESETS.expert, noGuess: false, seed: undefined },
    });
  });

  it('reads nothing from an empty query', () => {
    expect(parseGameQuery('')).toEqual({ ok: true, value: undefined });
  });

  it('round-trips the address of a game without its seed', () => {
    const custom = { width: 40, height: 30, mines: 200, firstClick: 'opening' as const };
    for (const choice of [
      { level: 'intermediate' as const, params: PRESETS.intermediate, noGuess: false },
      { level: 'expert' as const, params: PRESETS.expert, noGuess: true },
      { level: 'custom' as const, params: custom, noGuess: true },
      {
        level: 'custom' as const,
        params: { ...custom, mines: 1191, firstClick: 'any' as const },
        noGuess: false,
      },
    ]) {
      const parsed = parseGameQuery(gameQuery(choice));
      expect(parsed.ok && parsed.value).toEqual(choice);
    }
    expect(recordsKey({ level: 'custom', params: custom, noGuess: false })).toBe('40x30/200');
    expect(recordsKey({ level: 'expert', params: PRESETS.expert, noGuess: true })).toBe('expert/ng');
  });
});

describe('addresses from a stranger', () => {
  const validQuery = fc
    .record({
      level: fc.constantFrom('beginner', 'intermediate', 'expert', 'custom', 'hard', ''),
      width: fc.nat(3000),
      height: fc.nat(3000),
      mines: fc.nat(100_000),
      first: fc.constantFrom('any', 'safe', 'opening', 'lucky'),
      seed: fc.string({ maxLength: 30 }),
      ng: fc.constantFrom('0', '1'),
    })
    .chain((fields) => fc.subarray(Object.entries(fields)))
    .map((entries) => `?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))}`);

  test.prop(
    [
      fc.oneof(
        mutated(validQuery),
        hostileString(300).map((text) => `?${text}`),
      ),
    ],
    { numRuns: 500 },
  )('any address gives a playable game, no game, or a short named error, quickly', (search) => {
    const parsed = withinBudget(() => parseGameQuery(search));
    expectResultShape(parsed, 200);
    if (!parsed.ok) {
      expect(parsed.error.key).toMatch(/^mines\.setup\./);
      expect(translator('ja')(parsed.error.key, parsed.error.values).length).toBeLessThanOrEqual(200);
      return;
    }
    const choice = parsed.value;
    if (choice === undefined) return;
    const { width, height, mines, firstClick } = choice.params;
    expect(customParams(width, height, mines, firstClick).ok).toBe(true);
    expect(width * height).toBeLessThanOrEqual(MAX_UI_CELLS);
    if (choice.seed !== undefined) {
      expect(choice.seed.length).toBeGreaterThan(0);
      expect(choice.seed.length).toBeLessThanOrEqual(MAX_SEED_LENGTH);
      expect(hasLoneSurrogate(choice.seed)).toBe(false);
    }
  });

  it('refuses an address longer than any game needs before decoding it, and reads the longest seed', () => {
    const huge = `?level=expert&seed=${'%F0%9F%92%A3'.repeat(2_000_000)}`;
    expect(withinBudget(() => parseGameQuery(huge), 5)).toMatchObject({
      ok: false,
      error: { key: 'mines.setup.address', message: 'the address is longer than any game needs' },
    });
    const longest = `?level=expert&seed=${'%F0%9F%92%A3'.repeat(MAX_SEED_LENGTH / 2)}`; // 200 code units
    expect(longest.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    const parsed = parseGameQuery(longest);
    expect(parsed.ok && parsed.value?.seed).toBe('💣'.repeat(MAX_SEED_LENGTH / 2));
  });
});
