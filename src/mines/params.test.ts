import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  expectLinearCost,
  expectResultShape,
  hostileJson,
  hostileString,
  mutated,
  withinBudget,
} from '../../test/hostile.ts';
import {
  FIRST_CLICK_RULES,
  LEVELS,
  MAX_CELLS,
  MAX_SIDE,
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

describe('params from a stranger', () => {
  const validText = fc.oneof(
    fc
      .constantFrom(...LEVELS)
      .chain((level) => fc.constantFrom(level, `${level}/safe`, `${level.toUpperCase()}/any`)),
    fc
      .tuple(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.nat(),
        fc.constantFrom(...FIRST_CLICK_RULES),
      )
      .map(([width, height, n, firstClick]) =>
        makeParams({ width, height, mines: n % Math.max(1, width * height - 9), firstClick }),
      ),
  );
  const isValid = (params: Params): void => {
    for (const side of [params.width, params.height]) {
      expect(Number.isInteger(side) && side >= 1 && side <= MAX_SIDE).toBe(true);
    }
    expect(params.width * params.height).toBeLessThanOrEqual(MAX_CELLS);
    expect(Number.isInteger(params.mines) && params.mines >= 0).toBe(true);
    expect(FIRST_CLICK_RULES).toContain(params.firstClick);
  };

  test.prop([fc.oneof(mutated(validText), hostileString())], { numRuns: 400 })(
    'any text gives valid params that round-trip, or a short message, quickly',
    (text) => {
      const result = withinBudget(() => parseParams(text));
      expectResultShape(result, 160);
      if (!result.ok) return;
      isValid(result.value);
      expect(parseParams(makeParams(result.value))).toEqual(result);
    },
  );

  const hostileNumber = fc.oneof(
    fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1,
      0,
      1.5,
      Number('1e400'),
      -Number('1e400'),
      2 ** 53,
      9_999_999_999,
      1e300,
    ),
    fc.integer({ min: 0, max: 400 }),
    hostileJson,
  );
  test.prop([
    fc.oneof(
      fc.record({
        width: hostileNumber,
        height: hostileNumber,
        mines: hostileNumber,
        firstClick: fc.oneof(fc.constantFrom(...FIRST_CLICK_RULES), hostileJson),
      }),
      hostileJson,
    ),
  ])('any value, as from a save or a request, gives valid params or a short message', (value) => {
    const result = withinBudget(() => validateParams(value as Params));
    expectResultShape(result, 160);
    if (result.ok) isValid(result.value);
  });

  it('names the bad value short: huge numbers, non-numbers and long text', () => {
    const base = { width: 9, height: 9, mines: 10, firstClick: 'opening' } as const;
    expect(error({ ...base, width: Number('1e400') })).toBe(
      'width must be a whole number from 1 to 100000, got Infinity',
    );
    expect(error({ ...base, height: Number.NaN })).toMatch(/height .* got NaN$/);
    expect(error({ ...base, width: '9'.repeat(10_000) as unknown as number })).toMatch(/got "9{40}…"$/);
    expect(error({ ...base, mines: 1e300 })).toMatch(/^1e\+300 mines do not fit on 9x9/);
    expect(error({ ...base, firstClick: `x${'\u202e'.repeat(500)}` as 'any' })).toMatch(
      /got "x(\\u202e){39}…"$/,
    );
    expect(error(null as unknown as Params)).toMatch(/^params must be an object .* got null$/);
    expect(error([1, 2] as unknown as Params)).toMatch(/got a list$/);
  });

  it('refuses text longer than any params by its length, and quotes it short', () => {
    const long = `${'9'.repeat(1_000_000)}x9/1`;
    const result = withinBudget(() => parseParams(long));
    expect(result).toEqual({
      ok: false,
      error: `"${'9'.repeat(40)}…" is too long for a board like 30x16/99`,
    });
    expect(parseParams(`${'9'.repeat(400)}x9`)).toMatchObject({ error: expect.stringMatching(/too long/) });
    expect(parseParams('99999999999x9/1')).toMatchObject({
      error: 'width must be a whole number from 1 to 100000, got 99999999999',
    });
    expect(parseParams(`9x9/1/${'\u0000'.repeat(20)}`)).toMatchObject({
      error: expect.stringMatching(/^"(\\u0000){20}" is not a first-click rule/),
    });
    expect(parseParams('100000x100000/1')).toMatchObject({
      error: expect.stringMatching(/more than the 268435456/),
    });
  });

  it('parsing cost is bounded by the length limit', () => {
    expectLinearCost(
      (n) => ` ${'9'.repeat(n)}x9/10 `,
      (text) => parseParams(text),
      20_000,
    );
  });
});
