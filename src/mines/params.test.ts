import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  FIRST_CLICK_RULES,
  makeParams,
  type Params,
  PRESETS,
  parseParams,
  validateParams,
} from './params.ts';

const error = (params: Params) => {
  const result = validateParams(params);
  return result.ok ? '' : result.error;
};

describe('params', () => {
  it('has the classic presets', () => {
    expect(PRESETS.beginner).toMatchObject({ width: 9, height: 9, mines: 10 });
    expect(PRESETS.intermediate).toMatchObject({ width: 16, height: 16, mines: 40 });
    expect(PRESETS.expert).toMatchObject({ width: 30, height: 16, mines: 99, firstClick: 'opening' });
  });

  it('refuses impossible settings with a clear reason', () => {
    const base = { width: 9, height: 9, firstClick: 'opening' } as const;
    expect(error({ ...base, mines: 72 })).toBe('');
    expect(error({ ...base, mines: 73 })).toBe(
      '73 mines do not fit on 9x9: at most 72 once the "opening" first-click rule keeps cells free',
    );
    expect(error({ ...base, firstClick: 'safe', mines: 81 })).toMatch(/at most 80 once the "safe"/);
    expect(error({ ...base, firstClick: 'any', mines: 81 })).toBe('');
    expect(error({ ...base, firstClick: 'any', mines: 82 })).toMatch(/at most 81$/);
    expect(error({ ...base, width: 0, mines: 1 })).toMatch(/width must be a whole number/);
    expect(error({ ...base, height: 2.5, mines: 1 })).toMatch(/height must be a whole number/);
    expect(error({ ...base, mines: -1 })).toMatch(/mines must be/);
    expect(error({ ...base, mines: 1, firstClick: 'first' as 'any' })).toMatch(
      /first-click rule must be one of/,
    );
    // A 2x2 board keeps all four cells free around any first click under the opening rule.
    expect(error({ width: 2, height: 2, mines: 1, firstClick: 'opening' })).toMatch(/at most 0/);
  });

  test.prop([
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 300 }),
    fc.nat(),
    fc.constantFrom(...FIRST_CLICK_RULES),
  ])('text form round-trips', (width, height, n, firstClick) => {
    const room = width * height - (firstClick === 'any' ? 0 : firstClick === 'safe' ? 1 : 9);
    const params = { width, height, mines: room > 0 ? n % (room + 1) : 0, firstClick };
    if (!validateParams(params).ok) return;
    expect(parseParams(makeParams(params))).toEqual({ ok: true, value: params });
  });

  it('parses levels and names bad text', () => {
    expect(parseParams('expert')).toEqual({ ok: true, value: PRESETS.expert });
    expect(parseParams('Beginner/safe')).toEqual({
      ok: true,
      value: { ...PRESETS.beginner, firstClick: 'safe' },
    });
    expect(makeParams(PRESETS.expert)).toBe('30x16/99');
    expect(parseParams('30x16')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a board like/),
    });
    expect(parseParams('9x9/10/sometimes')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/rule/),
    });
  });
});
