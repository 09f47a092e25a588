/**
 * Japanese, one file per area, each typed against its English area: a missing or extra key fails the type check.
 */
import type { MessageKey } from './en.ts';
import { mines } from './mines.ja.ts';
import { puyo } from './puyo.ja.ts';
import { ranked } from './ranked.ja.ts';
import { shell } from './shell.ja.ts';
import { sim } from './sim.ja.ts';
import { sudoku } from './sudoku.ja.ts';

export const ja: Record<MessageKey, string> = { ...shell, ...ranked, ...mines, ...sudoku, ...puyo, ...sim };
