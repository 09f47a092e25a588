import { describe, expect, it } from 'vitest';
import { sudokuGame } from '../../sudoku/index.ts';
import { recordGameAt, sudokuRecordOf } from './recordView.ts';

const puzzle = sudokuGame.newGame({ level: 'easy' }, '5').givens;
const empty = puzzle.indexOf('.');
const moves = [{ kind: 'enter', digit: 1, cell: empty }];
const record = (params: unknown, log: unknown) => ({
  params: JSON.stringify(params),
  log: JSON.stringify(log),
  timeMs: 61_000,
  extra: { hints: 2 },
});

describe('a ranked Sudoku record on the page', () => {
  it('is the dealt puzzle, its level and number, and the moves of its log', () => {
    const read = sudokuRecordOf(record({ level: 'easy', number: 5, puzzle }, moves));
    expect(read).toEqual({
      source: { kind: 'level', level: 'easy', n: 5 },
      givens: puzzle,
      moves,
      timeMs: 61_000,
      hints: 2,
    });
    const state = sudokuGame.newGame({ puzzle }, 0);
    const game = read && recordGameAt(read, state, 1);
    expect(game?.session.moves).toEqual(moves);
    expect(game?.finished).toBe(true); // nothing can be played on a record
    expect(read && recordGameAt(read, state, 0)?.session.moves).toEqual([]);
  });

  it('is nothing when its params or log do not read', () => {
    expect(sudokuRecordOf({ ...record({}, moves), params: 'not json' })).toBeUndefined();
    expect(
      sudokuRecordOf(record({ level: 'easy', number: 5, puzzle: 'x'.repeat(81) }, moves)),
    ).toBeUndefined();
    expect(sudokuRecordOf(record({ level: 'easy', number: 5, puzzle }, { kind: 'enter' }))).toBeUndefined();
    expect(sudokuRecordOf(record({ level: 'easy', number: 5, puzzle }, [3]))).toBeUndefined();
    // A puzzle with no level or number is still shown, as a puzzle of its own.
    expect(sudokuRecordOf(record({ puzzle }, []))?.source).toEqual({ kind: 'puzzle' });
  });

  it('is refused by the engine when a move of its log does not play', () => {
    const read = sudokuRecordOf(record({ puzzle }, [{ kind: 'enter', digit: 1, cell: puzzle.indexOf('1') }]));
    const state = sudokuGame.newGame({ puzzle }, 0);
    expect(read && recordGameAt(read, state, 1)).toBeUndefined();
  });
});
