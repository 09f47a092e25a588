import { describe, expect, it } from 'vitest';
import { sudokuGame } from '../../sudoku/index.ts';
import { translator } from '../i18n/index.ts';
import { PuzzleEditor } from './editor.ts';
import {
  canPlay,
  choiceOf,
  type Game,
  gameOf,
  isSameGame,
  phaseOf,
  saveOf,
  solve,
  startPlaying,
  togglePause,
} from './puzzleGame.ts';
import type { SavedGame } from './saves.ts';

const state = sudokuGame.newGame({ level: 'easy' }, '7');
const [empty, other] = [...state.givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
const source = { kind: 'level', level: 'easy', n: 12 } as const;

function clocked(saved?: SavedGame) {
  const time = { now: 0 };
  const game = gameOf(source, structuredClone(state), saved, () => time.now) as Game;
  return { game, time };
}

describe('the Sudoku puzzle on the page', () => {
  it('stays hidden with its clock still until Start, then counts; a pause stops the clock and the moves', () => {
    const { game, time } = clocked();
    expect(phaseOf(game)).toBe('ready');
    time.now = 5000;
    expect(game.clock.read()).toBe(0);
    expect(canPlay(game)).toBe(false);
    startPlaying(game);
    time.now = 8000;
    expect(game.clock.read()).toBe(3000);
    expect(canPlay(game)).toBe(true);
    togglePause(game);
    expect(phaseOf(game)).toBe('paused');
    expect(canPlay(game)).toBe(false);
    time.now = 60_000;
    togglePause(game);
    time.now = 61_000;
    expect(game.clock.read()).toBe(4000);
  });

  it('is recorded when solved at the time on its clock, and saves that time', () => {
    const { game, time } = clocked();
    startPlaying(game);
    game.hints = 2;
    time.now = 90_000;
    const date = '2026-03-04T05:06:07.000Z';
    expect(solve(game, date)).toEqual({
      record: { level: 'easy', won: true, entry: { timeMs: 90_000, hints: 2, n: 12, date } },
      cleared: { timeMs: 90_000, hints: 2, n: 12, date, level: 'easy' },
    });
    time.now = 100_000;
    expect(saveOf(game)).toMatchObject({ clockMs: 90_000, finished: true, started: true, hints: 2 });
    togglePause(game); // a solved puzzle does not pause
    expect(game.paused).toBe(false);
    const own = gameOf({ kind: 'puzzle' }, structuredClone(state)) as Game;
    expect(solve(own, date).record.level).toBe('own');
  });

  it('comes back from its save with its moves, its undone moves and its clock running where it was left', () => {
    const first = clocked();
    startPlaying(first.game);
    const digit = Number(state.solution[empty]);
    first.game.session.play({ kind: 'enter', cell: empty, digit });
    expect(first.game.session.play({ kind: 'centre', cell: other, digit: 1 }).ok).toBe(true);
    first.game.session.undo();
    first.time.now = 42_000;
    const saved = saveOf(first.game);
    const again = clocked(saved);
    expect(again.game.session.moves).toEqual(first.game.session.moves);
    expect(again.game.session.undone).toEqual([{ kind: 'centre', cell: other, digit: 1 }]);
    again.time.now = 1000;
    expect(again.game.clock.read()).toBe(43_000);
    expect(
      gameOf(source, state, { ...saved, moves: [{ kind: 'enter', cell: 99, digit: 1 }] }),
    ).toBeUndefined();
  });

  it('names its address, and continues a save only when the address names it or none', () => {
    const { game } = clocked();
    expect(choiceOf(game)).toEqual(source);
    const own = gameOf({ kind: 'puzzle' }, state) as Game;
    expect(choiceOf(own)).toEqual({ kind: 'puzzle', puzzle: state.givens.replaceAll('.', '0') });
    const save = saveOf(game);
    expect(isSameGame(undefined, save)).toBe(true);
    expect(isSameGame(source, save)).toBe(true);
    expect(isSameGame({ ...source, n: 13 }, save)).toBe(false);
    expect(isSameGame({ kind: 'puzzle', puzzle: state.givens.replaceAll('.', '0') }, save)).toBe(true);
  });
});

describe('the puzzle editor', () => {
  const en = translator('en');

  it('keeps only the verdict on the grid as it is now, and says what it means', () => {
    const editor = new PuzzleEditor();
    const first = editor.write([0, 1], 5);
    expect(editor.puzzle.slice(0, 3)).toBe('55.');
    expect(editor.state.givens).toBe(editor.puzzle);
    const second = editor.write([1], 0);
    expect(editor.judged(first, { ok: true, level: 'easy', rating: 1.2, score: 1, givens: 2 })).toBe(false);
    expect(editor.verdict).toBeUndefined();
    expect(editor.status(en).state).toBe('ready');
    expect(editor.judged(second, { ok: true, level: 'hard', rating: 3.2, score: 7, givens: 1 })).toBe(true);
    expect(editor.status(en)).toMatchObject({ state: 'won' });
    expect(editor.status(en).text).toContain('7');
    editor.verdict = { ok: false, reason: { key: 'sudoku.address.long' }, givens: 1 };
    expect(editor.status(en).state).toBe('failed');
  });
});
