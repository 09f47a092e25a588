/**
 * Which game to start: from the address (`/mines?level=expert&seed=abc`, `?width=50&height=40&mines=300`,
 * `&first=safe` for another first-click rule) or the custom-board form. The address is a stranger's link, so
 * every value is bounded, and an error names what is wrong with a message key the page shows in its own
 * language (plus the English text, for logs and tests).
 */
import { hasLoneSurrogate, quote } from '../../core/quote.ts';
import { err, ok, type Result } from '../../core/result.ts';
import {
  cellsKeptFree,
  DEFAULT_FIRST_CLICK,
  FIRST_CLICK_RULES,
  type FirstClickRule,
  MAX_SIDE,
  makeParams,
  type Params,
  PRESETS,
  validateParams,
} from '../../mines/index.ts';
import { type MessageKey, translator } from '../i18n/index.ts';
import { MAX_SEED_LENGTH, MAX_UI_CELLS } from './boardLimits.ts';
import type { LevelChoice } from './saves.ts';

export { MAX_UI_CELLS };

export interface GameChoice {
  readonly level: LevelChoice;
  readonly params: Params;
  /** A board that logic alone solves from the first click (`&ng=1`). */
  readonly noGuess: boolean;
  /** Set when the address names a seed (a shared game, or a test). */
  readonly seed?: string;
}

/** What kind of game, leaving out which one (the seed). */
export type GameKind = Pick<GameChoice, 'level' | 'params' | 'noGuess'>;

/** A reason a game cannot be set up: a message key with its values, and the same text in English. */
export interface SetupError {
  readonly key: MessageKey;
  readonly values: Readonly<Record<string, string | number>>;
  readonly message: string;
}

const english = translator('en');
const setupError = (key: MessageKey, values: Record<string, string | number> = {}): SetupError => ({
  key,
  values,
  message: english(key, values),
});

const count = (n: number): string => n.toLocaleString('en');

export function customParams(
  width: number,
  height: number,
  mines: number,
  firstClick: FirstClickRule = DEFAULT_FIRST_CLICK,
): Result<Params, SetupError> {
  if (![width, height, mines].every(Number.isSafeInteger) || mines < 0)
    return err(setupError('mines.setup.numbers'));
  if (!FIRST_CLICK_RULES.includes(firstClick))
    return err(setupError('mines.setup.firstClick', { rule: quote(String(firstClick), 20) }));
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return err(setupError('mines.setup.side', { max: count(MAX_SIDE) }));
  if (width * height > MAX_UI_CELLS)
    return err(setupError('mines.setup.cells', { max: count(MAX_UI_CELLS) }));
  const params: Params = { width, height, mines, firstClick };
  if (validateParams(params).ok) return ok(params);
  // Sides and cells are checked above, so the engine can only have refused the mine count.
  const room = Math.max(0, width * height - cellsKeptFree(params));
  return err(setupError('mines.setup.mines', { mines: count(mines), max: count(room) }));
}

/** Longest value read from the address for a number (more digits cannot be a board the page plays). */
const NUMBER = /^\d{1,7}$/;

/**
 * Longest query read: the page's own addresses are under 100 characters, and a seed of 200 characters each
 * percent-encoded as 4 UTF-8 bytes is 2,400; anything longer is refused before it is decoded.
 */
export const MAX_QUERY_LENGTH = 4096;

/** Reads the choice in a query string; undefined when it names no game, an error when it names a bad one. */
export function parseGameQuery(search: string): Result<GameChoice | undefined, SetupError> {
  if (search.length > MAX_QUERY_LENGTH) return err(setupError('mines.setup.address'));
  const query = new URLSearchParams(search);
  const seed = query.get('seed') || undefined; // an empty seed is no seed
  if (seed !== undefined && (seed.length > MAX_SEED_LENGTH || hasLoneSurrogate(seed)))
    return err(setupError('mines.setup.seed', { max: MAX_SEED_LENGTH }));
  const level = query.get('level');
  const noGuess = query.get('ng') === '1';
  if (level === 'beginner' || level === 'intermediate' || level === 'expert')
    return ok({ level, params: PRESETS[level], noGuess, seed });
  const [width, height, mines] = ['width', 'height', 'mines'].map((name) => query.get(name));
  if (width !== null || height !== null || mines !== null || level === 'custom') {
    const numbers = [width, height, mines].map((text) =>
      text !== null && NUMBER.test(text) ? Number(text) : NaN,
    );
    const first = query.get('first') ?? DEFAULT_FIRST_CLICK;
    if (!(FIRST_CLICK_RULES as readonly string[]).includes(first))
      return err(setupError('mines.setup.firstClick', { rule: quote(first, 20) }));
    const params = customParams(numbers[0], numbers[1], numbers[2], first as FirstClickRule);
    return params.ok ? ok({ level: 'custom', params: params.value, noGuess, seed }) : params;
  }
  if (level !== null) return err(setupError('mines.setup.level', { level: quote(level, 20) }));
  return seed === undefined
    ? ok(undefined)
    : ok({ level: 'beginner', params: PRESETS.beginner, noGuess, seed });
}

/** The address of a game, without its seed (so a reload continues the saved game instead of restarting). */
export function gameQuery(choice: GameKind): string {
  const ng = choice.noGuess ? '&ng=1' : '';
  if (choice.level !== 'custom') return `?level=${choice.level}${ng}`;
  const { width, height, mines, firstClick } = choice.params;
  const rule = firstClick === DEFAULT_FIRST_CLICK ? '' : `&first=${firstClick}`;
  return `?width=${width}&height=${height}&mines=${mines}${rule}${ng}`;
}

/** The records key of a game: the level, or the board's text form for custom boards. */
export const recordsKey = (choice: GameKind): string =>
  (choice.level === 'custom' ? makeParams(choice.params) : choice.level) + (choice.noGuess ? '/ng' : '');

/** A fresh random seed (the page may use the platform's randomness; engines may not). */
export function randomSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (word) => word.toString(36)).join('');
}
