import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { expectLinearCost } from '../../../test/hostile.ts';
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

describe('a save from a stranger', () => {
  /** Moves that all replay: digits 1 to 9 entered in turn into an empty cell. */
  const entries = (count: number, cell = empties[0]): SudokuMove[] =>
    Array.from({ length: count }, (_, i) => ({ kind: 'enter', cell, digit: 1 + (i % 9) }));

  it('restores its undone moves in time linear in the log (undoing them one by one was quadratic)', () => {
    // Undoing each by replaying the whole log costs 26 s of CPU for 2,000 undone moves; MAX_MOVES (20,000) of
    // them would hold the tab for most of an hour.
    expectLinearCost(
      (n) => String(n),
      (n) => new PuzzleSession(initial, entries(Number(n)), entries(Number(n), empties[1])),
      60,
    );
  });

  test.prop([fc.array(fc.nat(3), { maxLength: 12 }), fc.nat(12)])(
    'comes back exactly as the session that undid its moves one by one',
    (digits, undoCount) => {
      const played = new PuzzleSession(initial);
      // Entering the digit a cell already holds is refused; the log keeps the moves played.
      for (const [i, d] of digits.entries())
        played.play({ kind: 'enter', cell: empties[i % 3], digit: 1 + d });
      for (let i = 0; i < undoCount; i++) played.undo();
      const restored = new PuzzleSession(initial, played.moves, played.undone);
      expect(restored.state).toEqual(played.state);
      expect([restored.moves, restored.undone, restored.canUndo, restored.canRedo]).toEqual([
        played.moves,
        played.undone,
        played.canUndo,
        played.canRedo,
      ]);
      while (played.redo()) {
        expect(restored.redo()).toBe(true);
        expect(restored.state).toEqual(played.state);
      }
      expect(restored.redo()).toBe(false);
    },
  );

  it('refuses a save whose undone moves cannot be redone', () => {
    const given = [...initial.givens].findIndex((ch) => ch !== '.');
    expect(() => new PuzzleSession(initial, entries(3), [{ kind: 'enter', cell: given, digit: 1 }])).toThrow(
      /given/,
    );
  });
});
