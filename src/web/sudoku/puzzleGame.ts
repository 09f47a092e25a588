/**
 * The Sudoku puzzle on the page, as plain data and pure functions: built from the puzzle the worker made and the
 * save, its phase (hidden until Start, paused, playing, solved), its clock, and what it gives the save and the
 * records. The rules of play are the engine's, through PuzzleSession.
 */
import type { SudokuMove, SudokuState } from '../../sudoku/index.ts';
import { GameClock } from '../page/gameClock.ts';
import type { FinishedGame } from '../records/recordBook.ts';
import type { PuzzleChoice } from './address.ts';
import type { HintProgress } from './hintSteps.ts';
import type { Cleared, ClearedPuzzle, SavedGame, Source } from './saves.ts';
import { PuzzleSession } from './session.ts';

export interface Game {
  readonly source: Source;
  readonly session: PuzzleSession;
  /** Stopped until Start, while paused and once solved. */
  readonly clock: GameClock;
  started: boolean;
  paused: boolean;
  finished: boolean;
  hints: number;
  /** The hint being shown, its step, and the number of moves when it was given (a move makes it stale). */
  hint: HintProgress | undefined;
  /** The cells the last Check named. */
  flagged: ReadonlySet<number>;
}

export const NO_CELLS: ReadonlySet<number> = new Set();

export type Phase = 'ready' | 'playing' | 'paused' | 'solved';

/** The puzzle with the saved moves played on it; undefined when the engine refuses a saved move. */
export function gameOf(
  source: Source,
  state: SudokuState,
  saved?: SavedGame,
  now?: () => number,
): Game | undefined {
  let session: PuzzleSession;
  try {
    session = new PuzzleSession(
      state,
      (saved?.moves ?? []) as SudokuMove[],
      (saved?.undone ?? []) as SudokuMove[],
    );
  } catch {
    return undefined;
  }
  const started = saved?.started ?? false;
  const finished = saved?.finished ?? false;
  return {
    source,
    session,
    clock: new GameClock(saved?.clockMs ?? 0, now, started && !finished),
    started,
    paused: false,
    finished,
    hints: saved?.hints ?? 0,
    hint: undefined,
    flagged: NO_CELLS,
  };
}

export const phaseOf = (game: Game): Phase =>
  game.finished ? 'solved' : !game.started ? 'ready' : game.paused ? 'paused' : 'playing';

/** True when a move may be made: started, not paused, not solved. */
export const canPlay = (game: Game | undefined): boolean => game !== undefined && phaseOf(game) === 'playing';

/** Start pressed: the grid shows and the clock runs. */
export function startPlaying(game: Game): void {
  game.started = true;
  game.clock.resume();
}

/** Pause or go on; only a puzzle in play pauses. */
export function togglePause(game: Game): void {
  if (!game.started || game.finished) return;
  if (game.paused) game.clock.resume();
  else game.clock.stop();
  game.paused = !game.paused;
}

/** Solved: the clock stops, and the puzzle enters the records under its level (`own` for one's own). */
export function solve(game: Game, date: string): { record: FinishedGame<Cleared>; cleared: ClearedPuzzle } {
  game.clock.stop();
  game.finished = true;
  const { source } = game;
  const level = source.kind === 'level' ? source.level : 'own';
  const entry = {
    timeMs: game.clock.read(),
    hints: game.hints,
    n: source.kind === 'level' ? source.n : 0,
    date,
  };
  return { record: { level, won: true, entry }, cleared: { ...entry, level } };
}

export function saveOf(game: Game): SavedGame {
  const { session } = game;
  return {
    source: game.source,
    givens: session.state.givens,
    moves: [...session.moves] as SavedGame['moves'],
    undone: [...session.undone] as SavedGame['undone'],
    clockMs: game.clock.read(),
    started: game.started,
    finished: game.finished,
    hints: game.hints,
  };
}

/** The address of the puzzle. */
export const choiceOf = (game: Game): PuzzleChoice =>
  game.source.kind === 'level'
    ? game.source
    : { kind: 'puzzle', puzzle: game.session.state.givens.replaceAll('.', '0') };

/** True when the address asks for no particular puzzle, or for the saved one. */
export function isSameGame(wanted: PuzzleChoice | undefined, save: SavedGame): boolean {
  if (wanted === undefined) return true;
  if (wanted.kind === 'level')
    return save.source.kind === 'level' && save.source.level === wanted.level && save.source.n === wanted.n;
  return save.givens === wanted.puzzle.replaceAll('0', '.');
}
