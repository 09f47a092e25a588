/**
 * A game in play: the hidden board, what the player sees (tiles), and the classic rules for opening,
 * flagging, chording, flag mode, winning and losing. `play` mutates the state in place and returns the cells it
 * changed; a refused move leaves the state untouched (see src/core/game.ts).
 *
 * With the `safe` and `opening` rules the mines are placed at the first open, from the game's seed, so a game is
 * fully determined by its params, seed and move log, and replaying the log reproduces it exactly.
 */
import type { Game } from '../core/game.ts';
import { err, ok, type Result } from '../core/result.ts';
import { Rng, type Seed } from '../core/rng.ts';
import { type Board, isMine, MINE_BIT } from './board.ts';
import { ChangeList } from './changes.ts';
import { floodOpen } from './flood.ts';
import { generateBoard } from './generate.ts';
import { bbbv } from './metrics.ts';
import type { Move } from './moves.ts';
import { type Params, validateParams } from './params.ts';
import { resolveKind } from './press.ts';
import { isClosedTile, isOpenTile, Tile } from './tiles.ts';

export type Phase = 'ready' | 'playing' | 'won' | 'lost';

/** Clicks as the play statistics count them (see stats.ts). */
export interface ClickCounts {
  left: number;
  right: number;
  chord: number;
  /** Clicks that changed the board. */
  effective: number;
  /** Opens and chords that opened at least one safe cell (the left and chord part of the effective clicks). */
  opened: number;
  /** Flags standing on mines that the player placed (the win's own flags are not counted). */
  flaggedMines: number;
  /** Flags the player placed on safe cells, each a wasted right click. */
  wrongFlags: number;
}

export interface MinesState {
  readonly params: Params;
  readonly seed: Seed;
  /** The hidden board; all safe until `minesPlaced` (rules `safe` and `opening` place mines at the first open). */
  board: Board;
  minesPlaced: boolean;
  /** One Tile value per cell, row-major. */
  readonly tiles: Uint8Array;
  phase: Phase;
  /** Touch play: while on, opening a covered cell flags it instead (and a flagged one is unflagged). */
  flagMode: boolean;
  flags: number;
  openedSafe: number;
  /** `at` of the first click (the clock starts there), null before it. */
  startedAt: number | null;
  /** `at` of the click that won or lost. */
  endedAt: number | null;
  lastAt: number;
  /** The mine that was opened, or -1. */
  exploded: number;
  readonly clicks: ClickCounts;
}

export interface Outcome {
  /** Indices (y * width + x) of the cells whose tile changed, so a front end redraws only those. */
  readonly changed: Int32Array;
  readonly phase: Phase;
}

export function newGame(params: Params, seed: Seed): MinesState {
  const valid = validateParams(params);
  if (!valid.ok) throw new RangeError(valid.error);
  const { width, height } = params;
  const placeNow = params.firstClick === 'any';
  const board = placeNow
    ? generateBoard(params, Rng.fromSeed(seed))
    : { width, height, mines: params.mines, cells: new Uint8Array(width * height) };
  return {
    params,
    seed,
    board,
    minesPlaced: placeNow,
    tiles: new Uint8Array(width * height).fill(Tile.Covered),
    phase: 'ready',
    flagMode: false,
    flags: 0,
    openedSafe: 0,
    startedAt: null,
    endedAt: null,
    lastAt: 0,
    exploded: -1,
    clicks: { left: 0, right: 0, chord: 0, effective: 0, opened: 0, flaggedMines: 0, wrongFlags: 0 },
  };
}

export const safeCells = (state: MinesState): number =>
  state.params.width * state.params.height - state.params.mines;

export const minesLeft = (state: MinesState): number => state.params.mines - state.flags;

/** Milliseconds on the clock: from the first click to `now` (the caller's clock), or to the end of the game. */
export function elapsed(state: MinesState, now: number): number {
  if (state.startedAt === null) return 0;
  return Math.max(0, (state.endedAt ?? now) - state.startedAt);
}

export interface Status {
  readonly phase: Phase;
  readonly minesLeft: number;
  readonly elapsedMs: number;
  readonly openedSafe: number;
  readonly safeCells: number;
  readonly flagMode: boolean;
}

export function status(state: MinesState, now = state.lastAt): Status {
  return {
    phase: state.phase,
    minesLeft: minesLeft(state),
    elapsedMs: elapsed(state, now),
    openedSafe: state.openedSafe,
    safeCells: safeCells(state),
    flagMode: state.flagMode,
  };
}

export function play(state: MinesState, move: Move): Result<Outcome> {
  if (state.phase === 'won' || state.phase === 'lost') return err(`the game is over (${state.phase})`);
  if (!Number.isFinite(move.at) || move.at < state.lastAt)
    return err(`time ${move.at} is before the previous move's ${state.lastAt}`);
  const changes = new ChangeList();
  if (move.kind === 'flagMode') {
    state.flagMode = !state.flagMode;
    state.lastAt = move.at;
    return ok({ changed: changes.view(), phase: state.phase });
  }
  const { width, height } = state.params;
  if (!Number.isInteger(move.x) || !Number.isInteger(move.y) || move.x < 0 || move.y < 0)
    return err(`cell (${move.x}, ${move.y}) is not on the board`);
  if (move.x >= width || move.y >= height)
    return err(`cell (${move.x}, ${move.y}) is outside the ${width}x${height} board`);
  state.lastAt = move.at;
  if (state.startedAt === null) {
    state.startedAt = move.at;
    state.phase = 'playing';
  }
  const index = move.y * width + move.x;
  const tile = state.tiles[index];
  const kind = resolveKind(move.kind, tile, state.flagMode);
  const openedBefore = state.openedSafe;

  if (kind === 'open') {
    state.clicks.left++;
    if (isClosedTile(tile)) openCell(state, index, changes);
  } else if (kind === 'chord') {
    state.clicks.chord++;
    chord(state, index, changes);
  } else {
    state.clicks.right++;
    mark(state, index, kind === 'flag' ? Tile.Flag : Tile.Question, changes);
  }
  if (changes.length > 0) state.clicks.effective++;
  if (state.openedSafe > openedBefore) state.clicks.opened++;
  const opening = kind === 'open' || kind === 'chord';
  if (opening && state.phase === 'playing' && state.openedSafe === safeCells(state)) win(state, changes);
  if (state.phase !== 'playing') state.endedAt = move.at;
  return ok({ changed: changes.view(), phase: state.phase });
}

/** The Game record for the shared replay / undo / session machinery of src/core/game.ts. */
export const minesweeper: Game<Params, MinesState, Move, Outcome> = { newGame, play };

/**
 * Boards drawn at most for a `minBbbv` (a board under it is drawn again): an Expert board under 100 comes about one
 * time in ten, so 64 draws all under it do not happen; the last is kept if they do, and the server's judge holds it.
 */
export const MAX_BOARD_DRAWS = 64;

function placeMinesAround(state: MinesState, index: number): void {
  const { width, minBbbv = 0 } = state.params;
  const rng = Rng.fromSeed(state.seed);
  const first = { x: index % width, y: Math.floor(index / width) };
  state.board = generateBoard(state.params, rng, first);
  for (let draw = 1; draw < MAX_BOARD_DRAWS && minBbbv > 0 && bbbv(state.board) < minBbbv; draw++)
    state.board = generateBoard(state.params, rng, first);
  state.minesPlaced = true;
  // Flags placed before the mines were can only be judged now.
  state.tiles.forEach((tile, i) => {
    if (tile === Tile.Flag) tallyFlag(state, i, Tile.Covered, Tile.Flag);
  });
}

/** Opens a closed cell (see flood.ts); a mine loses. */
function openCell(state: MinesState, index: number, changes: ChangeList): void {
  if (!state.minesPlaced) placeMinesAround(state, index);
  if (isMine(state.board, index)) lose(state, index, changes);
  else state.openedSafe += floodOpen(state.board, state.tiles, index, changes);
}

/** The neighbours of a cell on the board (off the hot path: at most eight). */
function neighbours(state: MinesState, index: number): number[] {
  const { width, height } = state.params;
  const x = index % width;
  const y = (index - x) / width;
  const result: number[] = [];
  for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
    for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
      if (nx !== x || ny !== y) result.push(ny * width + nx);
  return result;
}

/**
 * The classic chord: on an open number whose neighbouring flags equal it, open every other closed neighbour. A
 * wrong flag means a mine among them, which explodes and loses. Otherwise nothing happens.
 */
function chord(state: MinesState, index: number, changes: ChangeList): void {
  const tile = state.tiles[index];
  if (!isOpenTile(tile) || tile === 0) return;
  const around = neighbours(state, index);
  const flags = around.filter((n) => state.tiles[n] === Tile.Flag).length;
  if (flags !== tile) return;
  const toOpen = around.filter((n) => isClosedTile(state.tiles[n]));
  const mine = toOpen.find((n) => isMine(state.board, n));
  if (mine !== undefined) {
    lose(state, mine, changes);
    return;
  }
  for (const n of toOpen) if (isClosedTile(state.tiles[n])) openCell(state, n, changes);
}

/** Right click: `to` is Flag or Question; doing it again on the same mark clears it. */
function mark(state: MinesState, index: number, to: number, changes: ChangeList): void {
  const tile = state.tiles[index];
  if (isOpenTile(tile)) return;
  const next = tile === to ? Tile.Covered : to;
  if (tile === Tile.Flag) state.flags--;
  if (next === Tile.Flag) state.flags++;
  if (state.minesPlaced) tallyFlag(state, index, tile, next);
  state.tiles[index] = next;
  changes.push(index);
}

/**
 * The flag tallies of the play statistics (stats.ts), as ms_toollib counts right clicks: a flag placed on a mine
 * is effective until it is taken off again; a flag placed on a safe cell is wasted.
 */
function tallyFlag(state: MinesState, index: number, before: number, after: number): void {
  const mine = isMine(state.board, index);
  if (after === Tile.Flag) {
    if (mine) state.clicks.flaggedMines++;
    else state.clicks.wrongFlags++;
  } else if (before === Tile.Flag && mine) state.clicks.flaggedMines--;
}

/** Loss: the opened mine explodes; other mines are shown, flags are marked correct or wrong. */
function lose(state: MinesState, exploded: number, changes: ChangeList): void {
  const { board, tiles } = state;
  state.phase = 'lost';
  state.exploded = exploded;
  for (let i = 0; i < tiles.length; i++) {
    const tile = tiles[i];
    const mine = isMine(board, i);
    let shown = tile;
    if (i === exploded) shown = Tile.Exploded;
    else if (tile === Tile.Flag) shown = mine ? Tile.CorrectFlag : Tile.WrongFlag;
    else if (mine) shown = Tile.Mine;
    if (shown !== tile) {
      tiles[i] = shown;
      changes.push(i);
    }
  }
}

/** Win: every safe cell is open; the mines still unflagged get their flags. */
function win(state: MinesState, changes: ChangeList): void {
  const { tiles } = state;
  const cells = state.board.cells;
  state.phase = 'won';
  for (let i = 0; i < tiles.length; i++) {
    if (cells[i] & MINE_BIT && tiles[i] !== Tile.Flag) {
      tiles[i] = Tile.Flag;
      state.flags++;
      changes.push(i);
    }
  }
}
