import { describe, expect, it } from 'vitest';
import { currentDigits, type SudokuMove, sudokuGame } from '../../sudoku/index.ts';
import { PuzzleSession } from './session.ts';

const initial = sudokuGame.newGame({ level: 'easy' }, '7');
const empties = [...initial.givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
const answer = (cell: number) => Number(initial.solution[cell]);

describe('a puzzle in play', () => {
  it('plays, undoes and redoes, and never touches the puzzle it started from', () => {
    const session = new PuzzleSession(initial);
    const [a, b] = empties;
    expect(session.play({ kind: 'enter', cell: a, digit: answer(a) }).ok).toBe(true);
    expect(session.play({ kind: 'enter', cell: b, digit: answer(b) }).ok).toBe(true);
    expect(session.undo()).toBe(true);
    expect(currentDigits(session.state)[b]).toBe(0);
    expect(session.undone).toEqual([{ kind: 'enter', cell: b, digit: answer(b) }]);
    expect(session.redo()).toBe(true);
    expect(currentDigits(session.state)[b]).toBe(answer(b));
    expect(session.undone).toEqual([]);
    expect(initial.entries.every((digit) => digit === 0)).toBe(true);
  });

  it('comes back from a save with its moves and the moves it had undone', () => {
    const moves: SudokuMove[] = empties
      .slice(0, 3)
      .map((cell) => ({ kind: 'enter', cell, digit: answer(cell) }));
    const played = new PuzzleSession(initial, moves);
    played.undo();
    played.undo();
    const restored = new PuzzleSession(initial, played.moves, played.undone);
    expect(restored.moves).toEqual(moves.slice(0, 1));
    expect(restored.undone).toEqual(played.undone);
    expect(restored.redo() && restored.redo()).toBe(true);
    expect(restored.moves).toEqual(moves);
    expect(restored.canRedo).toBe(false);
  });

  it('refuses a log the engine cannot replay', () => {
    const given = [...initial.givens].findIndex((ch) => ch !== '.');
    expect(() => new PuzzleSession(initial, [{ kind: 'enter', cell: given, digit: 1 }])).toThrow(/given/);
  });

  it('plays on after a refused move as if it had not been tried', () => {
    const session = new PuzzleSession(initial);
    const given = [...initial.givens].findIndex((ch) => ch !== '.');
    expect(session.play({ kind: 'erase', cell: given }).ok).toBe(false);
    expect(session.canUndo).toBe(false);
  });
});
