/**
 * English: the reference dictionary, one file per area (shell, ranked, each game, the simulator). Every other
 * language must have exactly these keys, area by area.
 */

import { mines } from './mines.en.ts';
import { puyo } from './puyo.en.ts';
import { ranked } from './ranked.en.ts';
import { shell } from './shell.en.ts';
import { sim } from './sim.en.ts';
import { sudoku } from './sudoku.en.ts';

export const en = { ...shell, ...ranked, ...mines, ...sudoku, ...puyo, ...sim } as const;

export type MessageKey = keyof typeof en;
