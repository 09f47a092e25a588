/** The Sudoku page's pure pieces: the selection, what input asks of the engine, hint steps, the next puzzles. */
import { describe, expect, it } from 'vitest';
import { currentDigits, type Hint, sudokuGame } from '../../sudoku/index.ts';
import { markMoves, nextStep, placingMoves } from './hintSteps.ts';
import { cycleMoves, digitMoves, eraseMoves, setDigitMoves } from './inputMoves.ts';
import { nextNumber, PuzzleSupply, RANDOM_NUMBERS } from './puzzleSupply.ts';
import { Selection } from './selection.ts';
import { PuzzleSession } from './session.ts';

const state = sudokuGame.newGame({ level: 'easy' }, '7');
const given = [...state.givens].findIndex((ch) => ch !== '.');
const [empty, other] = [...state.givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));

describe('the selection on the grid', () => {
  it('moves its cursor round the edges, choosing the cell it lands on or adding it', () => {
    const selection = new Selection(40);
    expect(selection.move(1, 0, false)).toBe(41);
    expect([...selection.cells]).toEqual([41]);
    selection.set([0], 0);
    expect(selection.move(-1, -1, false)).toBe(80); // a1 up and left wraps to i9
    expect(selection.move(0, 1, true)).toBe(8);
    expect([...selection.cells]).toEqual([80, 8]);
    expect(selection.cursor).toBe(8);
  });

  it('toggles a cell in and out, but never the last one', () => {
    const selection = new Selection(10);
    selection.toggle(11);
    expect([...selection.cells].sort()).toEqual([10, 11]);
    selection.toggle(10);
    expect([...selection.cells]).toEqual([11]);
    selection.toggle(11);
    expect([...selection.cells]).toEqual([11]);
    expect(selection.isSole(11)).toBe(true);
    selection.extend(12);
    expect(selection.isSole(11)).toBe(false);
  });

  it('chooses the cell under the cursor when nothing is chosen', () => {
    const selection = new Selection(5);
    selection.set([], 7);
    selection.ensure();
    expect([...selection.cells]).toEqual([7]);
  });
});

describe('what input asks of the engine', () => {
  it('enters a digit in the cells that are no givens, and takes it away when the engine refuses it as already there', () => {
    const session = new PuzzleSession(state);
    const moves = digitMoves(session.state, [given, empty], 5, 'digit');
    expect(moves).toEqual([
      { kind: 'enter', cells: [empty], digit: 5 },
      { kind: 'erase', cells: [empty] },
    ]);
    const playFirst = () => moves.find((move) => session.play(move).ok);
    expect(playFirst()?.kind).toBe('enter');
    expect(currentDigits(session.state)[empty]).toBe(5);
    expect(playFirst()?.kind).toBe('erase'); // 5 again: the engine refuses to enter it, so it goes
    expect(currentDigits(session.state)[empty]).toBe(0);
  });

  it('marks in corner or centre mode, colours givens too, and asks nothing of givens alone', () => {
    expect(digitMoves(state, [empty], 3, 'centre')).toEqual([{ kind: 'centre', cells: [empty], digit: 3 }]);
    expect(digitMoves(state, [given, empty], 2, 'colour')).toEqual([
      { kind: 'colour', cells: [given, empty], colour: 2 },
    ]);
    expect(digitMoves(state, [given], 3, 'digit')).toEqual([]);
  });

  it('erases entries and marks first, else colours; a given only loses its colour', () => {
    expect(eraseMoves(state, [given, empty])).toEqual([
      { kind: 'erase', cells: [empty] },
      { kind: 'colour', cells: [given, empty], colour: 0 },
    ]);
    expect(eraseMoves(state, [given])).toEqual([{ kind: 'colour', cells: [given], colour: 0 }]);
    expect(eraseMoves(state, [])).toEqual([]);
  });

  it('counts a tapped cell up from empty through 9 back to empty, and leaves givens alone', () => {
    const session = new PuzzleSession(state);
    expect(cycleMoves(session.state, empty)).toEqual([{ kind: 'enter', cell: empty, digit: 1 }]);
    session.play({ kind: 'enter', cell: empty, digit: 9 });
    expect(cycleMoves(session.state, empty)).toEqual([{ kind: 'erase', cell: empty }]);
    expect(cycleMoves(session.state, given)).toEqual([]);
    expect(setDigitMoves(session.state, other, 4)).toEqual([{ kind: 'enter', cell: other, digit: 4 }]);
  });
});

describe("a hint's steps", () => {
  const hint: Hint = {
    kind: 'step',
    level: 'easy',
    technique: 'nakedSingle' as never,
    where: [],
    step: {
      placements: [{ cell: empty, digit: Number(state.solution[empty]) }],
      eliminations: [
        { cell: other, digit: 1 },
        { cell: other, digit: 2 },
      ],
    } as never,
    explanation: '',
  };

  it('goes on to the next step while the grid is unchanged, and asks anew after a move or the last step', () => {
    const progress = { hint, stage: 1 as const, moves: 4 };
    expect(nextStep(progress, 4)).toEqual({ hint, stage: 2, moves: 4 });
    expect(nextStep({ ...progress, stage: 3 }, 4)).toBeUndefined();
    expect(nextStep(progress, 5)).toBeUndefined();
    expect(nextStep(undefined, 4)).toBeUndefined();
  });

  it('places its digits, then takes its eliminations from the marks that hold them, one move per kind and digit', () => {
    const session = new PuzzleSession(state);
    session.play({ kind: 'corner', cell: other, digit: 1 });
    session.play({ kind: 'centre', cell: other, digit: 2 });
    expect(placingMoves(hint)).toEqual([
      { kind: 'enter', cell: empty, digit: Number(state.solution[empty]) },
    ]);
    expect(markMoves(session.state, hint)).toEqual([
      { kind: 'corner', cells: [other], digit: 1 },
      { kind: 'centre', cells: [other], digit: 2 },
    ]);
    expect(placingMoves({ kind: 'wrong', cells: [empty], explanation: '' })).toEqual([
      { kind: 'erase', cells: [empty] },
    ]);
    expect(placingMoves({ kind: 'solved', explanation: '' })).toEqual([]);
  });
});

describe('the next puzzles', () => {
  it("numbers each level's next random puzzle ahead, and draws a new number once it is taken", () => {
    const draws = [0, 0.5, 0.99999];
    const supply = new PuzzleSupply(() => draws.shift() ?? 0);
    expect(supply.upcomingNumber('easy')).toBe(1);
    expect(supply.upcomingNumber('easy')).toBe(1);
    expect(supply.take('easy')).toBe(1);
    expect(supply.upcomingNumber('easy')).toBe(RANDOM_NUMBERS / 2 + 1);
    expect(supply.upcomingNumber('hard')).toBe(RANDOM_NUMBERS);
  });

  it("asks the worker for the level's random puzzle first, then Next, then the other levels'", () => {
    const supply = new PuzzleSupply(() => 0);
    const ahead = supply.ahead('medium', { kind: 'level', level: 'hard', n: 41 });
    expect(ahead.slice(0, 2)).toEqual([
      { level: 'medium', n: 1 },
      { level: 'hard', n: 42 },
    ]);
    expect(ahead.slice(2).map((puzzle) => puzzle.level)).not.toContain('medium');
    expect(supply.ahead('easy', { kind: 'puzzle' })[0]).toEqual({ level: 'easy', n: 1 });
    expect(nextNumber(999_999_999)).toBe(1);
  });
});
