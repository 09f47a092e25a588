import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { expectResultShape, hostileJson, hostileString, mutated, withinBudget } from '../../test/hostile.ts';
import { GameSession, replay } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { makePuzzle, parsePuzzle } from './format.ts';
import { generate, puzzleSeed } from './generator.ts';
import { grade } from './grader.ts';
import { hint } from './hint.ts';
import type { SudokuMove } from './moves.ts';
import { checkState, currentDigits, hintFor, sudokuGame, validateParams } from './play.ts';

describe('Sudoku as a Game', () => {
  it('seed N of a level is the generator puzzle N of that level', () => {
    const state = sudokuGame.newGame({ level: 'medium' }, 3);
    const made = generate('medium', puzzleSeed('medium', 3));
    expect(currentDigits(state)).toEqual(made.puzzle);
    expect(state.level).toBe('medium');
  });

  it('plays to the solution, with conflicts listed on the way, and survives JSON', () => {
    const session = new GameSession(sudokuGame, { level: 'easy' }, 1);
    const { givens, solution } = session.state;
    const empty = [...givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
    // A digit that clashes with a given is listed as a conflict.
    const first = empty[0];
    const clashing = [...givens].findIndex(
      (ch, cell) => ch !== '.' && Math.floor(cell / 9) === Math.floor(first / 9),
    );
    const wrong = session.play({ kind: 'enter', cell: first, digit: Number(givens[clashing]) });
    expect(wrong.ok && wrong.value.conflicts).toEqual(expect.arrayContaining([first, clashing]));
    expect(checkState(session.state).status).toBe('empty');
    let last = wrong;
    for (const cell of empty) last = session.play({ kind: 'enter', cell, digit: Number(solution[cell]) });
    expect(last.ok && last.value).toEqual({ conflicts: [], solved: true });
    expect(checkState(session.state)).toEqual({ status: 'solved' });
    const saved = JSON.parse(JSON.stringify(session.record));
    const replayed = replay(sudokuGame, saved);
    expect(replayed.ok && replayed.value).toEqual(session.state);
    expect(session.undo()).toBe(true);
    expect(checkState(session.state).status).toBe('empty');
  });

  it('refuses moves on givens, outside the grid, bad digits and notes on a filled cell', () => {
    const state = sudokuGame.newGame({ level: 'easy' }, 2);
    const given = [...state.givens].findIndex((ch) => ch !== '.');
    const empty = state.givens.indexOf('.');
    const refuse = (move: SudokuMove) => {
      const result = sudokuGame.play(state, move);
      return result.ok ? '' : result.error;
    };
    expect(refuse({ kind: 'enter', cell: given, digit: 1 })).toMatch(/is a given/);
    expect(refuse({ kind: 'enter', cell: 81, digit: 1 })).toMatch(/outside the grid/);
    expect(refuse({ kind: 'enter', cell: empty, digit: 10 })).toMatch(/not 1-9/);
    expect(sudokuGame.play(state, { kind: 'note', cell: empty, digit: 4 }).ok).toBe(true);
    expect(state.centre[empty]).toBe(1 << 3);
    expect(sudokuGame.play(state, { kind: 'enter', cell: empty, digit: 4 }).ok).toBe(true);
    expect(refuse({ kind: 'note', cell: empty, digit: 5 })).toMatch(
      /holds a digit: erase before centre marks/,
    );
  });

  it('takes a puzzle text, and validates params', () => {
    const made = generate('easy', 'text');
    const text = [...made.puzzle].map((d) => (d ? String(d) : '.')).join('');
    expect(sudokuGame.newGame({ puzzle: text }, 0).givens).toBe(text);
    expect(validateParams({ puzzle: text }).ok).toBe(true);
    expect(validateParams({ puzzle: '.'.repeat(81) })).toEqual({
      ok: false,
      error: 'the puzzle has more than one solution',
    });
    // i1 can only be 9, which i2 already holds in its box: no solution, though no givens clash.
    expect(validateParams({ puzzle: `12345678.${'........9'}${'.'.repeat(63)}` })).toEqual({
      ok: false,
      error: 'the puzzle has no solution',
    });
    expect(validateParams({ puzzle: `${'.'.repeat(20)}5${'.'.repeat(17)}5${'.'.repeat(42)}` })).toEqual({
      ok: false,
      error: 'the givens clash: column 3 holds 5 at c3 and c5',
    });
    expect(() => sudokuGame.newGame({ puzzle: '.'.repeat(81) }, 0)).toThrow('more than one solution');
    expect(validateParams({ level: 'nightmare' as never }).ok).toBe(false);
  });
});

describe('hints', () => {
  it('points out a wrong entry before anything else', () => {
    const state = sudokuGame.newGame({ level: 'hard' }, 5);
    const empty = state.givens.indexOf('.');
    const wrongDigit = (Number(state.solution[empty]) % 9) + 1;
    sudokuGame.play(state, { kind: 'enter', cell: empty, digit: wrongDigit });
    const given = hintFor(state);
    expect(given.kind).toBe('wrong');
    expect(given.kind === 'wrong' && given.cells).toEqual([empty]);
  });

  it("following the hints alone solves an easy puzzle: each hint places the solution's digit", () => {
    const state = sudokuGame.newGame({ level: 'easy' }, 7);
    for (let guard = 0; guard < 81; guard++) {
      const next = hintFor(state);
      if (next.kind === 'solved') break;
      if (next.kind !== 'step') throw new Error(`hint of kind ${next.kind} on a grid without wrong entries`);
      expect(next.step.placements.length).toBeGreaterThan(0);
      for (const { cell, digit } of next.step.placements) {
        expect(digit).toBe(Number(state.solution[cell]));
        sudokuGame.play(state, { kind: 'enter', cell, digit });
      }
    }
    expect(checkState(state).status).toBe('solved');
  });

  it('at every level, each hint agrees with the solution while the grid is filled one cell at a time', () => {
    // Hints read only the placed digits (not the player's pencil marks), so a hint that only eliminates cannot be
    // followed by asking for the next hint: the test fills one more cell from the solution instead, and checks
    // every hint on the way.
    const rng = Rng.fromSeed('hints');
    for (const level of ['easy', 'hard', 'expert', 'extreme'] as const) {
      const state = sudokuGame.newGame({ level }, rng.nextInt(1000));
      for (let guard = 0; guard < 81; guard++) {
        const next = hintFor(state);
        if (next.kind === 'solved') break;
        if (next.kind !== 'step')
          throw new Error(`hint of kind ${next.kind} on a grid without wrong entries`);
        const { placements, eliminations } = next.step;
        expect(placements.length + eliminations.length).toBeGreaterThan(0);
        for (const { cell, digit } of eliminations) expect(Number(state.solution[cell])).not.toBe(digit);
        for (const { cell, digit } of placements) expect(Number(state.solution[cell])).toBe(digit);
        const cell =
          placements[0]?.cell ?? [...state.givens].findIndex((ch, c) => ch === '.' && state.entries[c] === 0);
        sudokuGame.play(state, { kind: 'enter', cell, digit: Number(state.solution[cell]) });
      }
      expect(checkState(state).status).toBe('solved');
    }
  });

  it('says solved on a solved grid', () => {
    const made = generate('easy', 'solved');
    expect(hint(made.solution, made.solution).kind).toBe('solved');
  });
});

describe('grader', () => {
  it('refuses puzzles without exactly one solution', () => {
    const empty = parsePuzzle('.'.repeat(81));
    expect(empty.ok && grade(empty.value)).toEqual({
      ok: false,
      error: "cannot grade: the puzzle's solution status is multiple",
    });
  });

  it('a puzzle one cell from solved is easy with the weight of one full house', () => {
    const made = generate('easy', 'almost');
    const almost = made.solution.slice();
    almost[40] = 0;
    const graded = grade(almost);
    expect(graded.ok && graded.value).toEqual({
      level: 'easy',
      score: 4,
      techniques: { 'Full House': 1 },
      steps: 1,
      rating: 1.0,
    });
  });
});

describe('Sudoku games from a stranger', () => {
  const state = sudokuGame.newGame({ level: 'easy' }, 1);
  const empty = state.givens.indexOf('.');
  const validMove = fc.oneof(
    fc.record({
      kind: fc.constantFrom('enter', 'erase', 'note', 'corner', 'centre'),
      cell: fc.integer({ min: 0, max: 80 }),
      digit: fc.integer({ min: 1, max: 9 }),
    }),
    fc.record({
      kind: fc.constantFrom('enter', 'erase', 'corner', 'centre', 'colour', 'fillCandidates'),
      cells: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 81 }),
      digit: fc.integer({ min: 1, max: 9 }),
      colour: fc.integer({ min: 0, max: 9 }),
    }),
  );
  const move = fc.oneof(
    validMove,
    validMove.chain((valid) =>
      fc
        .tuple(fc.constantFrom('kind', 'cell', 'cells', 'digit', 'colour'), hostileJson)
        .map(([key, bad]) => ({ ...valid, [key]: bad })),
    ),
    hostileJson,
  );

  test.prop([fc.array(move, { maxLength: 20 })])(
    'any move log replays or names the move refused with a short reason, quickly',
    (moves) => {
      const result = withinBudget(() =>
        replay(sudokuGame, { params: { puzzle: state.givens }, seed: 1, moves: moves as SudokuMove[] }),
      );
      expectResultShape(result.ok ? result : { ok: false, error: result.error.error }, 160);
    },
  );

  const puzzle = fc.oneof(
    fc.constant(makePuzzle(generate('easy', puzzleSeed('easy', 1)).puzzle)),
    hostileString(),
  );
  test.prop([
    fc.oneof(
      fc.record({ level: hostileJson }),
      fc.record({ puzzle: fc.oneof(mutated(puzzle), hostileJson) }),
      hostileJson,
    ),
  ])('any params give themselves back or a short reason, quickly', (params) => {
    expectResultShape(
      withinBudget(() => validateParams(params as never)),
      160,
    );
  });

  it('names bad values short, and refuses what used to throw', () => {
    expect(validateParams(null as never)).toEqual({
      ok: false,
      error: 'params must be a level or a puzzle, got null',
    });
    expect(validateParams({ level: 'x'.repeat(10_000) } as never)).toMatchObject({
      error: `unknown level "${'x'.repeat(40)}…" (easy, medium, hard, expert, extreme)`,
    });
    expect(validateParams({ puzzle: 5 } as never)).toEqual({
      ok: false,
      error: 'puzzle must be text, got 5',
    });
    const play = (value: unknown) =>
      sudokuGame.play(sudokuGame.newGame({ level: 'easy' }, 1), value as SudokuMove);
    expect(play(null)).toEqual({
      ok: false,
      error: 'a move must be an object with a kind, got null',
    });
    expect(play({ kind: 'jump', cell: empty })).toEqual({
      ok: false,
      error: 'move kind "jump" is not one of enter, erase, corner, centre, note, colour, fillCandidates',
    });
    expect(play({ kind: 'enter', cell: 'z'.repeat(1_000), digit: 1 })).toMatchObject({
      error: `cell "${'z'.repeat(40)}…" is outside the grid`,
    });
    expect(play({ kind: 'note', cell: empty, digit: Number('1e400') })).toEqual({
      ok: false,
      error: 'digit Infinity is not 1-9',
    });
  });
});
