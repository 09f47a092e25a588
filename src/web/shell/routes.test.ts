import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { expectLinearCost, hostileString, withinBudget } from '../../../test/hostile.ts';
import { normalizePath, rankedPage } from './routes.ts';

describe('paths from a stranger', () => {
  it('drops trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/mines/')).toBe('/mines');
    expect(normalizePath('/mines//')).toBe('/mines');
    expect(normalizePath('//mines')).toBe('//mines');
  });

  test.prop([
    fc.oneof(
      hostileString(200),
      fc.array(fc.constantFrom('/', 'a', '%2F'), { maxLength: 60 }).map((parts) => parts.join('')),
    ),
  ])('reads any path as the old expression did, quickly', (path) => {
    expect(withinBudget(() => normalizePath(path))).toBe(path.replace(/\/+$/, '') || '/');
  });

  it('takes time linear in a link of many slashes then a letter (the old expression took quadratic time)', () => {
    const path = `${'/'.repeat(1_000_000)}x`;
    expect(withinBudget(() => normalizePath(path))).toBe(path);
    expectLinearCost((n) => `${'/'.repeat(n)}x${'/'.repeat(n)}`, normalizePath, 200_000);
  });
});

describe('the ranked pages', () => {
  it('are the leaderboards and a player by id, nothing else', () => {
    expect(rankedPage('/leaderboards')).toBeTypeOf('function');
    expect(rankedPage('/players/12')).toBeTypeOf('function');
    for (const path of [
      '/players/0',
      '/players/x',
      '/players/12/3',
      '/leaderboard',
      `/players/${'9'.repeat(16)}`,
    ])
      expect(rankedPage(path), path).toBeUndefined();
  });
});
