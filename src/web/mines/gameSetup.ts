/**
 * Which game to start: from the address (`/mines?level=expert&seed=abc`, `?width=50&height=40&mines=300`,
 * `&first=safe` for another first-click rule).
 */
import { err, ok, type Result } from '../../core/result.ts';
import {
  DEFAULT_FIRST_CLICK,
  FIRST_CLICK_RULES,
  type FirstClickRule,
  makeParams,
  type Params,
  PRESETS,
  validateParams,
} from '../../mines/index.ts';
import type { LevelChoice } from './saves.ts';

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

/** The UI's own size limit: the engine allows more, but a page holding a 16-million-cell copy is no fun. */
export const MAX_UI_CELLS = 4_000_000;

export function customParams(
  width: number,
  height: number,
  mines: number,
  firstClick: FirstClickRule = DEFAULT_FIRST_CLICK,
): Result<Params> {
  const params: Params = { width, height, mines, firstClick };
  const valid = validateParams(params);
  if (!valid.ok) return valid;
  if (width * height > MAX_UI_CELLS) return err(`at most ${MAX_UI_CELLS.toLocaleString('en')} cells here`);
  return ok(params);
}

/** Reads the choice in a query string; undefined when it names no game, an error when it names a bad one. */
export function parseGameQuery(search: string): Result<GameChoice | undefined> {
  const query = new URLSearchParams(search);
  const seed = query.get('seed') ?? undefined;
  const level = query.get('level');
  const noGuess = query.get('ng') === '1';
  if (level === 'beginner' || level === 'intermediate' || level === 'expert')
    return ok({ level, params: PRESETS[level], noGuess, seed });
  const [width, height, mines] = ['width', 'height', 'mines'].map((name) => query.get(name));
  if (width !== null || height !== null || mines !== null || level === 'custom') {
    const numbers = [width, height, mines].map((text) =>
      text !== null && /^\d+$/.test(text) ? Number(text) : NaN,
    );
    if (numbers.some(Number.isNaN))
      return err('custom boards need whole numbers for width, height and mines');
    const first = query.get('first') ?? DEFAULT_FIRST_CLICK;
    if (!(FIRST_CLICK_RULES as readonly string[]).includes(first))
      return err(`first click must be one of ${FIRST_CLICK_RULES.join(', ')}`);
    const params = customParams(numbers[0], numbers[1], numbers[2], first as FirstClickRule);
    return params.ok ? ok({ level: 'custom', params: params.value, noGuess, seed }) : params;
  }
  if (level !== null) return err(`unknown level "${level}"`);
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
