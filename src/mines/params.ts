/**
 * Game parameters: board size, mine count and the first-click rule, with the three classic presets, validation
 * that names what is wrong, and a short text form (`30x16/99`, `16x16/40/safe`) that parses back.
 */
import { isRecord } from '../core/plainData.ts';
import { quote, shown } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';

export const FIRST_CLICK_RULES = ['any', 'safe', 'opening'] as const;
/**
 * Where mines may not lie, relative to the first cell opened:
 * - `any`: mines are placed when the game is created; the first click may hit one.
 * - `safe`: the first cell opened is never a mine.
 * - `opening`: no mine in the first cell's 3x3 block, so the first click opens an area (the default).
 */
export type FirstClickRule = (typeof FIRST_CLICK_RULES)[number];
export const DEFAULT_FIRST_CLICK: FirstClickRule = 'opening';

export interface Params {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly firstClick: FirstClickRule;
  /**
   * The least 3BV the board may have: when the mines are placed, boards under it are drawn again from the same
   * random stream (so a seed still makes one board). Ranked games set the world ranking's limits; absent, the first
   * board drawn is kept.
   */
  readonly minBbbv?: number;
}

export const LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export const PRESETS: Readonly<Record<Level, Params>> = {
  beginner: { width: 9, height: 9, mines: 10, firstClick: DEFAULT_FIRST_CLICK },
  intermediate: { width: 16, height: 16, mines: 40, firstClick: DEFAULT_FIRST_CLICK },
  expert: { width: 30, height: 16, mines: 99, firstClick: DEFAULT_FIRST_CLICK },
};

/** Widest and tallest board accepted, and the most cells (a board needs a few bytes per cell). */
export const MAX_SIDE = 100_000;
export const MAX_CELLS = 2 ** 28;

/** How many cells the rule keeps free of mines around a first click, in the worst case (an inner cell). */
export function cellsKeptFree(params: Pick<Params, 'width' | 'height' | 'firstClick'>): number {
  if (params.firstClick === 'any') return 0;
  if (params.firstClick === 'safe') return 1;
  return Math.min(params.width, 3) * Math.min(params.height, 3);
}

/**
 * Checks params that may come from anywhere (a save, a request, a command line): any value gives the params
 * back or a message naming the first thing wrong, with bad values shown short.
 */
export function validateParams(params: Params): Result<Params> {
  if (!isRecord(params))
    return err(`params must be an object with width, height, mines and firstClick, got ${shown(params)}`);
  const { width, height, mines, firstClick } = params;
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE)
      return err(`${name} must be a whole number from 1 to ${MAX_SIDE}, got ${shown(value)}`);
  }
  const cells = width * height;
  if (cells > MAX_CELLS)
    return err(`${width}x${height} is ${cells} cells, more than the ${MAX_CELLS} allowed`);
  if (!FIRST_CLICK_RULES.includes(firstClick))
    return err(`first-click rule must be one of ${FIRST_CLICK_RULES.join(', ')}, got ${shown(firstClick)}`);
  if (!Number.isInteger(mines) || mines < 0)
    return err(`mines must be a whole number of 0 or more, got ${shown(mines)}`);
  const { minBbbv } = params;
  if (minBbbv !== undefined && (!Number.isInteger(minBbbv) || minBbbv < 0 || minBbbv > cells))
    return err(`minBbbv must be a whole number from 0 to ${cells}, got ${shown(minBbbv)}`);
  const room = cells - cellsKeptFree(params);
  if (mines > room) {
    const why = firstClick === 'any' ? '' : ` once the "${firstClick}" first-click rule keeps cells free`;
    return err(`${mines} mines do not fit on ${width}x${height}: at most ${room}${why}`);
  }
  return ok(params);
}

/** `30x16/99`, with `/any` or `/safe` appended when the rule is not the default. */
export function makeParams(params: Params): string {
  const base = `${params.width}x${params.height}/${params.mines}`;
  return params.firstClick === DEFAULT_FIRST_CLICK ? base : `${base}/${params.firstClick}`;
}

/** Longest params text read: `100000x100000/268435456/opening` and room for spaces around it. */
const MAX_PARAMS_LENGTH = 64;

/**
 * Parses `WxH/M[/rule]` or a level name (`expert`, `expert/safe`), then validates. A text longer than any params
 * is refused by its length, before it is lowered or split.
 */
export function parseParams(text: string): Result<Params> {
  if (text.length > MAX_PARAMS_LENGTH) return err(`${quote(text)} is too long for a board like 30x16/99`);
  const trimmed = text.trim().toLowerCase();
  const [head, ...rest] = trimmed.split('/');
  let base: Omit<Params, 'firstClick'>;
  let ruleText: string | undefined;
  if ((LEVELS as readonly string[]).includes(head)) {
    base = PRESETS[head as Level];
    if (rest.length > 1) return err(`${quote(text)}: expected LEVEL or LEVEL/RULE`);
    ruleText = rest[0];
  } else {
    const size = /^(\d+)x(\d+)$/.exec(head);
    if (!size || rest.length < 1 || rest.length > 2 || !/^\d+$/.test(rest[0]))
      return err(`${quote(text)} is not a board like 30x16/99, 16x16/40/safe or expert`);
    base = { width: Number(size[1]), height: Number(size[2]), mines: Number(rest[0]) };
    ruleText = rest[1];
  }
  const firstClick = ruleText ?? DEFAULT_FIRST_CLICK;
  if (!(FIRST_CLICK_RULES as readonly string[]).includes(firstClick))
    return err(`${quote(firstClick)} is not a first-click rule (${FIRST_CLICK_RULES.join(', ')})`);
  return validateParams({ ...base, firstClick: firstClick as FirstClickRule });
}
