/**
 * The body limits against the largest bodies each route must take: the longest log every ranked game's schema
 * accepts fits its route's limit and passes the JSON shape check, and the shape check reads strings as strings.
 */
import { describe, expect, it } from 'vitest';
import { jsonShapeError } from './guards.ts';
import {
  bodyLimitOf,
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  MAX_PLAYER_LENGTH,
  RESULT_BODY_BYTES,
  SMALL_BODY_BYTES,
} from './limits.ts';
import { MAX_SOLO_PAIRS, MAX_SOLO_UNDOS } from './ranked/puyo/soloProof.ts';
import { MAX_PUYO_TICKS } from './ranked/puyo/versusProof.ts';
import { MAX_SUDOKU_HINTS, MAX_SUDOKU_MOVES } from './ranked/sudoku/proof.ts';

const secret = 'S'.repeat(43);
const fits = (path: string, body: object) => {
  const text = JSON.stringify(body);
  expect(Buffer.byteLength(text), path).toBeLessThanOrEqual(bodyLimitOf(path));
  expect(jsonShapeError(text), path).toBeUndefined();
};

describe('the largest honest bodies', () => {
  const result = `/api/games/${'a'.repeat(22)}/result`;

  it("fit a ranked result's limit: the longest Puyo match, Sudoku log and solo game", () => {
    expect(bodyLimitOf(result)).toBe(RESULT_BODY_BYTES);
    fits(result, { secret, inputs: Array(MAX_PUYO_TICKS).fill(1023) });
    const enter = { kind: 'enter', cell: 80, digit: 9 };
    fits(result, { secret, moves: Array(MAX_SUDOKU_MOVES).fill(enter), hints: MAX_SUDOKU_HINTS });
    const placement = { col: 5, rot: 3, drop: 12 };
    fits(result, { secret, moves: Array(MAX_SOLO_PAIRS).fill(placement), undos: MAX_SOLO_UNDOS });
  });

  it('fit every other route in a few kilobytes: the longest name escaped, a deal, a move, a forfeit', () => {
    const name = '\u{1F600}'.repeat(MAX_PLAYER_LENGTH);
    const escaped = JSON.stringify({ name }).replace(/[\u{10000}-\u{10FFFF}]/gu, (c) =>
      [...c].map((unit) => `\\u${unit.charCodeAt(0).toString(16)}`).join(''),
    );
    expect(Buffer.byteLength(escaped)).toBeLessThan(SMALL_BODY_BYTES);
    for (const path of ['/api/players', '/api/games', `/api/games/${'a'.repeat(22)}/moves`])
      expect(bodyLimitOf(path)).toBe(SMALL_BODY_BYTES);
    fits('/api/games', { game: 'puyo', level: 'strongest', secret, daily: true });
    fits(`/api/games/${'a'.repeat(22)}/moves`, { kind: 'question', x: 999, y: 999, secret });
    fits(`/api/games/${'a'.repeat(22)}/forfeit`, { secret });
  });
});

describe('the JSON shape check', () => {
  it('refuses nesting past the limit and values past the limit, and nothing at the limits', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonShapeError(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeError(nested(MAX_JSON_DEPTH + 1))).toBe(
      `body: nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
    const wide = (items: number) => `[${'0,'.repeat(items - 1)}0]`;
    // An array of n values: the array and its n - 1 commas.
    expect(jsonShapeError(wide(MAX_JSON_ITEMS))).toBeUndefined();
    expect(jsonShapeError(wide(MAX_JSON_ITEMS + 1))).toBe(`body: more than ${MAX_JSON_ITEMS} values`);
  });

  it('reads brackets, commas and escaped quotes inside strings as text', () => {
    const text = JSON.stringify({ name: `${'[{,'.repeat(100_000)}\\"]` });
    expect(jsonShapeError(text)).toBeUndefined();
    expect(jsonShapeError(`{"a":"\\\\"${'['.repeat(9)}`)).toMatch(/nested deeper/);
  });
});
