import { describe, expect, it } from 'vitest';
import { type Move, PRESETS, Tile } from '../../mines/index.ts';
import {
  addMove,
  gameOf,
  gameRecordsKey,
  isSameGame,
  moveSound,
  newStart,
  recordOf,
  savedStart,
  saveOf,
} from './gameOnPage.ts';
import type { GameView } from './protocol.ts';

const view = (change: Partial<GameView> = {}): GameView => ({
  phase: 'ready',
  minesLeft: 10,
  flagMode: false,
  startedAt: null,
  elapsedMs: 0,
  bbbv: null,
  moveCount: 0,
  ...change,
});
const beginner = { level: 'beginner' as const, params: PRESETS.beginner, noGuess: false };
const played = (change: Partial<GameView> = {}) => ({
  view: view(change),
  changed: Int32Array.of(40),
  values: Uint8Array.of(2),
});

describe('the Minesweeper game on the page', () => {
  it('keeps its log text up to date move by move, and saves it with the clock; nothing to save before a move', () => {
    let now = 0;
    const game = gameOf(newStart(beginner, 'seed'), view(), () => now);
    expect(saveOf(game)).toBeUndefined();
    addMove(game, { kind: 'open', x: 4, y: 4, at: 0 }, played({ phase: 'playing', startedAt: 0 }));
    now = 1500;
    addMove(game, { kind: 'flag', x: 0, y: 0, at: 1200 }, played({ phase: 'playing', startedAt: 0 }));
    expect(game.log).toBe('o e5@0; f a1@1200');
    expect(game.view.phase).toBe('playing');
    expect(saveOf(game)).toEqual({
      level: 'beginner',
      params: PRESETS.beginner,
      seed: 'seed',
      moves: 'o e5@0; f a1@1200',
      noGuess: false,
      clock: 1500,
      finished: false,
      assisted: false,
    });
    game.finished = true;
    expect(saveOf(game)?.clock).toBe(1200); // a finished game's clock stops at its last move
  });

  it('takes the seed a no-guess search settled on', () => {
    const game = gameOf(newStart({ ...beginner, noGuess: true }, 'asked'), view());
    addMove(
      game,
      { kind: 'open', x: 4, y: 4, at: 0 },
      { ...played(), noGuess: { seed: 'found', found: true } },
    );
    expect(game.seed).toBe('found');
  });

  it('goes on from a save: its moves, its clock (never before its last move), and whether it had ended', () => {
    const save = {
      ...beginner,
      seed: 's',
      moves: 'o e5@100; f a1@900',
      clock: 500,
      finished: false,
      assisted: false,
    };
    const start = savedStart(save)!;
    expect(start.moves.map((move: Move) => move.at)).toEqual([100, 900]);
    let now = 0;
    const game = gameOf(start, view({ phase: 'playing' }), () => now);
    expect(game.clock.read()).toBe(900);
    now = 100;
    expect(game.clock.read()).toBe(1000);
    expect(gameOf(start, view({ phase: 'lost' })).finished).toBe(true);
    expect(savedStart({ ...save, moves: 'o zz@' })).toBeUndefined();
  });

  it('ranks a won game by its time, and a lost one not at all', () => {
    const game = gameOf(newStart(beginner, 'seed'), view({ phase: 'won' }));
    const date = '2026-01-02T03:04:05.000Z';
    expect(recordOf(game, { timeMs: 4321, bbbv: 17 }, date)).toEqual({
      level: 'beginner',
      won: true,
      entry: { timeMs: 4321, bbbv: 17, date, seed: 'seed' },
    });
    game.view = view({ phase: 'lost' });
    expect(recordOf(game, { timeMs: 1, bbbv: 17 }, date)).toEqual({ level: 'beginner', won: false });
  });

  it('sounds a flag for a flag, a question mark or a flag-mode tap, an opening otherwise, and nothing when nothing changed', () => {
    const open: Move = { kind: 'open', x: 0, y: 0, at: 0 };
    expect(moveSound(open, { changed: Int32Array.of(1, 2), values: Uint8Array.of(0, 1) })).toBe('open');
    expect(moveSound(open, { changed: Int32Array.of(1), values: Uint8Array.of(Tile.Flag) })).toBe('flag');
    expect(moveSound(open, { changed: Int32Array.of(1), values: Uint8Array.of(Tile.Covered) })).toBe('flag');
    expect(
      moveSound({ ...open, kind: 'flag' }, { changed: Int32Array.of(1), values: Uint8Array.of(3) }),
    ).toBe('flag');
    expect(moveSound(open, { changed: Int32Array.of(), values: Uint8Array.of() })).toBeUndefined();
    expect(
      moveSound({ kind: 'flagMode', at: 0 }, { changed: Int32Array.of(1), values: Uint8Array.of(0) }),
    ).toBeUndefined();
  });

  it('continues the save when the address names none, its seed, or its kind without a seed', () => {
    const save = { ...beginner, seed: 's', moves: 'o e5@1', clock: 1, finished: false, assisted: false };
    expect(isSameGame(undefined, save)).toBe(true);
    expect(isSameGame({ ...beginner, seed: 's' }, save)).toBe(true);
    expect(isSameGame({ ...beginner, seed: 'other' }, save)).toBe(false);
    expect(isSameGame(beginner, save)).toBe(true);
    expect(isSameGame({ ...beginner, noGuess: true }, save)).toBe(false);
  });

  it('keeps an assisted game apart: its own records key, kept by its save, never sent to the server', () => {
    const game = gameOf(newStart(beginner, 'helped'), view({ phase: 'playing' }));
    addMove(game, { kind: 'open', x: 4, y: 4, at: 0 }, played());
    expect(gameRecordsKey(game)).toBe('beginner');
    game.assisted = true;
    expect(gameRecordsKey(game)).toBe('beginner/assist');
    const save = saveOf(game)!;
    expect(save.assisted).toBe(true);
    expect(gameOf(savedStart(save)!, view({ phase: 'playing' })).assisted).toBe(true);
  });
});
