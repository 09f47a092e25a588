/**
 * What a Sudoku address asks for: `?level=hard&n=1234` (puzzle 1234 of a level: the same puzzle on every machine
 * and in `arcade`), `?p=<81 characters>` (any puzzle), or nothing. A bad address gives a message key to show.
 */
import { err, ok, type Result } from '../../core/result.ts';
import { LEVELS, type Level } from '../../sudoku/index.ts';
import type { MessageKey } from '../i18n/index.ts';

/** Puzzle numbers run from 1 to this (nine digits, as the CLI's seeds go). */
export const MAX_PUZZLE_NUMBER = 999_999_999;

export type PuzzleChoice =
  | { readonly kind: 'level'; readonly level: Level; readonly n: number }
  | { readonly kind: 'puzzle'; readonly puzzle: string };

export interface AddressError {
  readonly key: MessageKey;
  readonly values?: Record<string, string | number>;
}

/** The puzzle the query names; ok(undefined) when it names none. */
export function readAddress(search: string): Result<PuzzleChoice | undefined, AddressError> {
  if (search.length > 2000) return err({ key: 'sudoku.address.long' });
  const query = new URLSearchParams(search);
  const puzzle = query.get('p');
  if (puzzle !== null) return ok({ kind: 'puzzle', puzzle });
  const level = query.get('level');
  const n = query.get('n');
  if (level === null && n === null) return ok(undefined);
  const chosen = level ?? 'easy';
  if (!(LEVELS as readonly string[]).includes(chosen))
    return err({ key: 'sudoku.address.level', values: { level: chosen.slice(0, 20) } });
  if (n === null) return ok({ kind: 'level', level: chosen as Level, n: 0 });
  if (!/^\d{1,9}$/.test(n) || Number(n) < 1)
    return err({ key: 'sudoku.address.number', values: { max: MAX_PUZZLE_NUMBER } });
  return ok({ kind: 'level', level: chosen as Level, n: Number(n) });
}

/** The address of a puzzle, as `readAddress` reads it back. */
export function addressOf(choice: PuzzleChoice): string {
  return `/sudoku${queryOf(choice)}`;
}

/** The query part of a puzzle's address. */
export function queryOf(choice: PuzzleChoice): string {
  return choice.kind === 'level' ? `?level=${choice.level}&n=${choice.n}` : `?p=${choice.puzzle}`;
}
