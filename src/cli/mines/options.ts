/** Turning `arcade mines` options into engine params, with the reason when they do not make a game. */
import { InvalidArgumentError } from 'commander';
import { parseCellName } from '../../core/cellName.ts';
import { quote } from '../../core/quote.ts';
import {
  FIRST_CLICK_RULES,
  type FirstClickRule,
  LEVELS,
  type Level,
  MAX_SIDE,
  type Params,
  PRESETS,
  validateParams,
} from '../../mines/index.ts';
import { InputError } from '../io.ts';

export interface SizeOptions {
  level?: Level;
  width?: number;
  height?: number;
  mines?: number;
}

export function levelOption(value: string): Level {
  const level = value.toLowerCase();
  if (!(LEVELS as readonly string[]).includes(level))
    throw new InvalidArgumentError(`expected one of ${LEVELS.join(', ')}`);
  return level as Level;
}

export function ruleOption(value: string): FirstClickRule {
  const rule = value.toLowerCase();
  if (!(FIRST_CLICK_RULES as readonly string[]).includes(rule))
    throw new InvalidArgumentError(`expected one of ${FIRST_CLICK_RULES.join(', ')}`);
  return rule as FirstClickRule;
}

/**
 * A cell as the game names it (`b3`: column b, row 3) or as `X,Y` (0-based column and row), each less than the
 * widest board (MAX_SIDE).
 */
export function cellOption(value: string): { x: number; y: number } {
  const named = parseCellName(value, MAX_SIDE, MAX_SIDE);
  if (named.ok) return named.value;
  if (/^\s*[a-z]/i.test(value)) throw new InvalidArgumentError(named.error);
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  const [x, y] = match ? [Number(match[1]), Number(match[2])] : [];
  if (x === undefined || y === undefined || x >= MAX_SIDE || y >= MAX_SIDE)
    throw new InvalidArgumentError(
      `expected a cell like b3, or X,Y (0-based column and row, each below ${MAX_SIDE}), got ${quote(value)}`,
    );
  return { x, y };
}

const SIZE_FLAGS = ['width', 'height', 'mines'] as const;

/**
 * A level's size, or --width, --height and --mines (each missing one taken from beginner). A level and a size
 * together are refused: `--level expert --width 10` would otherwise quietly make a board that is neither.
 */
export function paramsFrom(options: SizeOptions, firstClick: FirstClickRule): Params {
  const sized = SIZE_FLAGS.filter((flag) => options[flag] !== undefined);
  if (options.level !== undefined && sized.length > 0)
    throw new InputError(
      `--level ${options.level} and ${sized.map((flag) => `--${flag}`).join(', ')} clash: ` +
        'give either a level or the size (--width, --height, --mines)',
    );
  const base = PRESETS[options.level ?? 'beginner'];
  const params: Params = {
    width: options.width ?? base.width,
    height: options.height ?? base.height,
    mines: options.mines ?? base.mines,
    firstClick,
  };
  const valid = validateParams(params);
  if (!valid.ok) throw new InputError(valid.error);
  return params;
}

/** A seed from the command line (kept as text unless it is a plain integer), or a fresh one. */
export function seedFrom(value: string | undefined): number | string {
  if (value === undefined) return Math.floor(Math.random() * 2 ** 32);
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}
