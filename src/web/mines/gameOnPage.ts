/**
 * The Minesweeper game on the page, as plain data and pure functions: how it starts (new or saved), how a move the
 * engine played is added to it, and what it gives the save, the records, the server and the speaker. The engine
 * itself lives in the worker; this is what the page keeps of it.
 */
import { type Move, makeMove, makeMoveLog, type Params, parseMoveLog, Tile } from '../../mines/index.ts';
import { GameClock } from '../page/gameClock.ts';
import type { FinishedGame } from '../records/recordBook.ts';
import type { SoundName } from '../sound.ts';
import type { Played } from './engineClient.ts';
import { type GameChoice, type GameKind, recordsKey } from './gameSetup.ts';
import type { GameView } from './protocol.ts';
import { toFinished } from './recordRules.ts';
import type { BestTime, LevelChoice, SavedGame } from './saves.ts';

/** A game to open: a new one has no moves; a saved one brings its log, its clock and whether it had ended. */
export interface GameStart extends GameKind {
  readonly seed: string;
  readonly moves: Move[];
  readonly clockAt: number;
  readonly finished: boolean;
  /** A game dealt by the server, or a record of one replayed: not saved here, not submitted. */
  readonly ranked?: RankedTag;
  /** Hints or chances were used (a saved game keeps it). */
  readonly assisted?: boolean;
}

/** A ranked game: its id on the server, whether it is today's challenge, and for a record the record itself. */
export interface RankedTag {
  readonly gameId: string;
  readonly daily: boolean;
  readonly record?: { readonly id: number; readonly playerName: string; readonly timeMs: number };
}

/** The game on the page. */
export interface Game {
  readonly level: LevelChoice;
  readonly params: Params;
  readonly noGuess: boolean;
  /** In a no-guess game, the seed the first click's search settled on. */
  seed: string;
  readonly moves: Move[];
  /** The moves as log text, kept up to date move by move (saving must not rebuild it on every click). */
  log: string;
  readonly clock: GameClock;
  view: GameView;
  finished: boolean;
  readonly ranked?: RankedTag;
  /** Hints or chances were used: recorded apart (`/assist`), never sent to the server. */
  assisted: boolean;
}

/** A new game of this kind on this board. */
export const newStart = (kind: GameKind, seed: string): GameStart => ({
  ...kind,
  seed,
  moves: [],
  clockAt: 0,
  finished: false,
});

/** The saved game as it was left; undefined when its move log cannot be read. */
export function savedStart(save: SavedGame): GameStart | undefined {
  const moves = parseMoveLog(save.moves);
  return moves.ok ? { ...save, moves: moves.value, clockAt: save.clock } : undefined;
}

/** The game once the engine has it, its clock going on from the save (never before its last move). */
export function gameOf(start: GameStart, view: GameView, now?: () => number): Game {
  const { moves } = start;
  const lastAt = moves.length > 0 ? moves[moves.length - 1].at : 0;
  return {
    level: start.level,
    params: start.params,
    noGuess: start.noGuess,
    seed: start.seed,
    moves,
    log: makeMoveLog(moves),
    clock: new GameClock(Math.max(start.clockAt, lastAt), now),
    view,
    finished: start.finished || isOver(view),
    assisted: start.assisted ?? false,
    ...(start.ranked && { ranked: start.ranked }),
  };
}

/** Adds a move the engine played: its log, the view it left, and the seed a no-guess search settled on. */
export function addMove(game: Game, move: Move, played: Pick<Played, 'view' | 'noGuess'>): void {
  game.moves.push(move);
  game.log = game.log ? `${game.log}; ${makeMove(move)}` : makeMove(move);
  game.view = played.view;
  if (played.noGuess) game.seed = played.noGuess.seed;
}

export const isOver = (view: GameView): boolean => view.phase === 'won' || view.phase === 'lost';

/** The save of the game; undefined before its first move (there is nothing to continue). */
export function saveOf(game: Game): SavedGame | undefined {
  if (game.moves.length === 0) return undefined;
  const { level, params, seed, log: moves, noGuess, finished, assisted } = game;
  const clock = finished ? (game.moves[game.moves.length - 1]?.at ?? 0) : game.clock.read();
  return { level, params, seed, moves, noGuess, clock, finished, assisted };
}

/** The finished game for the record book: its level's key, its time ranked when it was won. */
export const recordOf = (
  game: Game,
  stats: { readonly timeMs: number; readonly bbbv: number },
  date: string,
): FinishedGame<BestTime> =>
  toFinished({
    key: gameRecordsKey(game),
    won: game.view.phase === 'won',
    timeMs: stats.timeMs,
    bbbv: stats.bbbv,
    date,
    seed: game.seed,
  });

/** The records key of a game on the page: its kind's, and `/assist` when help was used. */
export const gameRecordsKey = (game: Pick<Game, 'level' | 'params' | 'noGuess' | 'assisted'>): string =>
  recordsKey(game) + (game.assisted ? '/assist' : '');

/** The sound of a move that changed the board: a flag's click, else an opening's. */
export function moveSound(move: Move, played: Pick<Played, 'changed' | 'values'>): SoundName | undefined {
  if (played.changed.length === 0 || move.kind === 'flagMode') return undefined;
  const onlyFlags =
    played.changed.length === 1 && (played.values[0] === Tile.Flag || played.values[0] === Tile.Covered);
  return move.kind === 'flag' || move.kind === 'question' || onlyFlags ? 'flag' : 'open';
}

/** True when the address asks for no particular game, or for the saved one (its seed, or its kind). */
export const isSameGame = (wanted: GameChoice | undefined, save: SavedGame): boolean =>
  wanted === undefined ||
  (wanted.seed === undefined ? recordsKey(wanted) === recordsKey(save) : wanted.seed === save.seed);
