/** Turning `arcade mines` options into engine params, with the reason when they do not make a game. */
import { InvalidArgumentError } from 'commander';
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

/** `X,Y`, 0-based column and row, each less than the widest board (MAX_SIDE). */
export function cellOption(value: string): { x: number; y: number } {
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  const [x, y] = match ? [Number(match[1]), Number(match[2])] : [];
  if (x === undefined || y === undefined || x >= MAX_SIDE || y >= MAX_SIDE)
    throw new InvalidArgumentError(
      `expected X,Y (0-based column and row, each below ${MAX_SIDE}), got ${quote(value)}`,
    );
  return { x, y };
}

/** The level's size (beginner unless given), with --width, --height and --mines overriding it. */
export function paramsFrom(options: SizeOptions, firstClick: FirstClickRule): Params {
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
