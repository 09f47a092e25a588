/**
 * A ranked Sudoku record from the server (GET /api/records/:id) as the page replays it: the dealt puzzle (its
 * level, number and givens, from the record's params) and the moves of its log (a JSON list of the engine's
 * moves), shown move by move on the page's own grid as a finished game, so no key or tap can play on it. Pure:
 * no DOM.
 */
import { LEVELS, type Level, type SudokuState } from '../../sudoku/index.ts';
import type { RecordAnswer } from '../ranked/answers.ts';
import { MAX_PUZZLE_NUMBER } from './address.ts';
import { type Game, gameOf } from './puzzleGame.ts';
import type { SavedGame, Source } from './saves.ts';

export interface SudokuRecord {
  readonly source: Source;
  readonly givens: string;
  readonly moves: readonly SavedGame['moves'][number][];
  readonly timeMs: number;
  readonly hints: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The puzzle and moves of a Sudoku record, or undefined when its params or log do not read. */
export function sudokuRecordOf(
  record: Pick<RecordAnswer, 'params' | 'log' | 'timeMs' | 'extra'>,
): SudokuRecord | undefined {
  const params = parsed(record.params);
  const moves = parsed(record.log);
  if (!isObject(params) || !Array.isArray(moves)) return undefined;
  if (!moves.every((move) => isObject(move) && typeof move.kind === 'string')) return undefined;
  const { level, number, puzzle } = params;
  if (typeof puzzle !== 'string' || !/^[1-9.]{81}$/.test(puzzle)) return undefined;
  const numbered =
    (LEVELS as readonly unknown[]).includes(level) &&
    Number.isSafeInteger(number) &&
    (number as number) >= 1 &&
    (number as number) <= MAX_PUZZLE_NUMBER;
  const source: Source = numbered
    ? { kind: 'level', level: level as Level, n: number as number }
    : { kind: 'puzzle' };
  const hints = typeof record.extra.hints === 'number' ? record.extra.hints : 0;
  return {
    source,
    givens: puzzle,
    moves: moves as SudokuRecord['moves'][number][],
    timeMs: record.timeMs,
    hints,
  };
}

/** The record's game after its first `position` moves, finished (nothing can be played on it). */
export function recordGameAt(record: SudokuRecord, state: SudokuState, position: number): Game | undefined {
  return gameOf(record.source, state, {
    source: record.source,
    givens: record.givens,
    moves: record.moves.slice(0, position),
    undone: [],
    clockMs: record.timeMs,
    started: true,
    finished: true,
    hints: record.hints,
  } as SavedGame);
}
