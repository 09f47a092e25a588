import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../mines/index.ts';
import { gameQuery, parseGameQuery, recordsKey } from './gameSetup.ts';

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

  it('names what is wrong', () => {
    const bad = (search: string) => {
      const parsed = parseGameQuery(search);
      return parsed.ok ? '' : parsed.error;
    };
    expect(bad('?level=hard')).toMatch(/unknown level "hard"/);
    expect(bad('?width=10&height=x&mines=3')).toMatch(/whole numbers/);
    expect(bad('?width=5&height=5&mines=30')).toMatch(/do not fit/);
    expect(bad('?width=5000&height=5000&mines=3')).toMatch(/at most/);
    expect(bad('?width=9&height=9&mines=3&first=lucky')).toMatch(/first click must be one of/);
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
