import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { GameSession, replay } from '../core/game.ts';
import { candidateMasks, cellList, editableCells } from './applyMove.ts';
import { bit, cellName, digitsOf } from './grid.ts';
import type { SudokuMove } from './moves.ts';
import { currentDigits, type SudokuState, sudokuGame } from './play.ts';

const params = { level: 'easy' } as const;
const start = sudokuGame.newGame(params, 1);
const emptyCells = [...start.givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
const givenCells = [...start.givens].flatMap((ch, cell) => (ch === '.' ? [] : [cell]));
const clone = (state: SudokuState): SudokuState => structuredClone(state);

/** The slow, obvious model: a set of marks per cell, peers found from row and column numbers every time. */
interface Model {
  entry: number[];
  corner: Set<number>[];
  centre: Set<number>[];
  colour: number[];
}

const modelOf = (state: SudokuState): Model => ({
  entry: [...state.entries],
  corner: state.corner.map((mask) => new Set(digitsOf(mask))),
  centre: state.centre.map((mask) => new Set(digitsOf(mask))),
  colour: [...state.colours],
});

const given = (cell: number): number => (start.givens[cell] === '.' ? 0 : Number(start.givens[cell]));
const digitAt = (model: Model, cell: number): number => given(cell) || model.entry[cell];
const seeEachOther = (a: number, b: number): boolean => {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  const sameBox = Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3);
  return a !== b && (ra === rb || ca === cb || sameBox);
};

/** The model after a move, or null when the move is refused. */
function modelPlay(before: Model, move: SudokuMove): Model | null {
  const m: Model = {
    entry: [...before.entry],
    corner: before.corner.map((s) => new Set(s)),
    centre: before.centre.map((s) => new Set(s)),
    colour: [...before.colour],
  };
  if (move.kind === 'fillCandidates') {
    const open = [...Array(81).keys()].filter((cell) => digitAt(m, cell) === 0);
    const wanted = open.map((cell) => {
      const seen = [...Array(81).keys()].filter((o) => seeEachOther(cell, o)).map((o) => digitAt(m, o));
      return new Set([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.includes(d)));
    });
    const same = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((d) => b.has(d));
    if (open.every((cell, i) => same(m.centre[cell], wanted[i]))) return null;
    open.forEach((cell, i) => {
      m.centre[cell] = wanted[i];
    });
    return m;
  }
  const cells = [...new Set('cells' in move ? move.cells : [move.cell])];
  if (move.kind === 'colour') {
    if (cells.every((cell) => m.colour[cell] === move.colour)) {
      if (move.colour === 0) return null;
      for (const cell of cells) m.colour[cell] = 0;
    } else for (const cell of cells) m.colour[cell] = move.colour;
    return m;
  }
  if (cells.some((cell) => given(cell) !== 0)) return null;
  if (move.kind === 'enter') {
    if (cells.every((cell) => m.entry[cell] === move.digit)) return null;
    for (const cell of cells) {
      m.entry[cell] = move.digit;
      m.corner[cell].clear();
      m.centre[cell].clear();
      for (let other = 0; other < 81; other++) {
        if (!seeEachOther(cell, other)) continue;
        m.corner[other].delete(move.digit);
        m.centre[other].delete(move.digit);
      }
    }
    return m;
  }
  if (move.kind === 'erase') {
    if (cells.some((cell) => m.entry[cell] !== 0)) for (const cell of cells) m.entry[cell] = 0;
    else if (cells.some((cell) => m.corner[cell].size + m.centre[cell].size > 0))
      for (const cell of cells) {
        m.corner[cell].clear();
        m.centre[cell].clear();
      }
    else if (cells.some((cell) => m.colour[cell] !== 0)) for (const cell of cells) m.colour[cell] = 0;
    else return null;
    return m;
  }
  const marks = move.kind === 'corner' ? m.corner : m.centre;
  const open = cells.filter((cell) => m.entry[cell] === 0);
  if (open.length === 0) return null;
  const takeAway = open.every((cell) => marks[cell].has(move.digit));
  for (const cell of open) takeAway ? marks[cell].delete(move.digit) : marks[cell].add(move.digit);
  return m;
}

// Cells near each other, so digits, marks and their clean-up meet often; a few givens to be refused.
const cell = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...emptyCells.slice(0, 15)) },
  { weight: 1, arbitrary: fc.constantFrom(...givenCells.slice(0, 3)) },
);
const target = fc.oneof(
  cell.map((c) => ({ cell: c })),
  fc.array(cell, { minLength: 1, maxLength: 5 }).map((cells) => ({ cells })),
);
const digit = fc.integer({ min: 1, max: 4 });
const move: fc.Arbitrary<SudokuMove> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(target, digit).map(([t, d]) => ({ kind: 'enter' as const, digit: d, ...t })),
  },
  { weight: 2, arbitrary: target.map((t) => ({ kind: 'erase' as const, ...t })) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom('corner', 'centre', 'note'), target, digit)
      .map(([kind, t, d]) => ({ kind, digit: d, ...t }) as SudokuMove),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(target, fc.integer({ min: 0, max: 3 }))
      .map(([t, c]) => ({ kind: 'colour' as const, colour: c, ...t })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'fillCandidates' } as const) },
);

describe('Sudoku moves against a slow model', () => {
  test.prop([fc.array(move, { maxLength: 40 })])(
    'every move is taken or refused as the model says, and leaves the same entries, marks and colours',
    (moves) => {
      const state = clone(start);
      let model = modelOf(state);
      for (const m of moves) {
        const before = clone(state);
        const expected = modelPlay(model, m);
        const outcome = sudokuGame.play(state, m);
        expect(outcome.ok, JSON.stringify(m)).toBe(expected !== null);
        if (expected === null) expect(state).toEqual(before);
        else model = expected;
        expect(modelOf(state)).toEqual(model);
      }
    },
  );

  test.prop([fc.array(move, { maxLength: 30 })])(
    'undo (a replay of the log without its last move) gives back each earlier state, and redo the later ones',
    (moves) => {
      const session = new GameSession(sudokuGame, params, 1);
      const states = [clone(session.state)];
      for (const m of moves) if (session.play(m).ok) states.push(clone(session.state));
      for (let i = states.length - 2; i >= 0; i--) {
        expect(session.undo()).toBe(true);
        expect(session.state).toEqual(states[i]);
      }
      expect(session.undo()).toBe(false);
      for (let i = 1; i < states.length; i++) {
        expect(session.redo()).toBe(true);
        expect(session.state).toEqual(states[i]);
      }
    },
  );

  test.prop([fc.array(move, { maxLength: 40 })])(
    "after a placement no corner or centre mark in the placed cells' row, column or box holds the digit",
    (moves) => {
      const state = clone(start);
      for (const m of moves) {
        if (!sudokuGame.play(state, m).ok || m.kind !== 'enter') continue;
        const placed = 'cells' in m ? m.cells : [m.cell];
        for (const at of placed)
          for (let other = 0; other < 81; other++) {
            if (!seeEachOther(at, other)) continue;
            expect(state.corner[other] & bit(m.digit), `${cellName(other)} after ${cellName(at)}`).toBe(0);
            expect(state.centre[other] & bit(m.digit), `${cellName(other)} after ${cellName(at)}`).toBe(0);
          }
      }
    },
  );

  test.prop([fc.array(move, { maxLength: 40 })])('givens never change and never take a mark', (moves) => {
    const state = clone(start);
    for (const m of moves) sudokuGame.play(state, m);
    const digits = currentDigits(state);
    for (const at of givenCells) {
      expect(digits[at]).toBe(given(at));
      expect([state.entries[at], state.corner[at], state.centre[at]]).toEqual([0, 0, 0]);
    }
    expect(state.givens).toBe(start.givens);
  });
});

describe('Sudoku moves, by example', () => {
  const [a, b, c] = emptyCells;
  const play = (state: SudokuState, m: SudokuMove): string => {
    const outcome = sudokuGame.play(state, m);
    return outcome.ok ? 'ok' : outcome.error;
  };

  it('toggles a mark on a selection as SudokuPad does: added to all unless all have it', () => {
    const state = clone(start);
    expect(play(state, { kind: 'corner', cells: [a], digit: 5 })).toBe('ok');
    expect(play(state, { kind: 'corner', cells: [a, b], digit: 5 })).toBe('ok');
    expect([state.corner[a], state.corner[b]]).toEqual([bit(5), bit(5)]);
    expect(play(state, { kind: 'corner', cells: [b, a], digit: 5 })).toBe('ok');
    expect([state.corner[a], state.corner[b]]).toEqual([0, 0]);
    expect(state.centre[a]).toBe(0); // corner and centre are separate sets
  });

  it('reads an old note move as a centre mark', () => {
    const state = clone(start);
    expect(play(state, { kind: 'note', cell: a, digit: 7 })).toBe('ok');
    expect(state.centre[a]).toBe(bit(7));
    expect(state.corner[a]).toBe(0);
  });

  it('fills candidates into the centre marks, which stay editable, and refuses to fill twice', () => {
    const state = clone(start);
    expect(play(state, { kind: 'fillCandidates' })).toBe('ok');
    const masks = candidateMasks(state);
    for (const at of emptyCells) expect(state.centre[at]).toBe(masks[at]);
    expect(masks[a]).not.toBe(0);
    expect(play(state, { kind: 'fillCandidates' })).toBe(
      "the centre marks already hold every empty cell's candidates",
    );
    const first = digitsOf(masks[a])[0];
    expect(play(state, { kind: 'centre', cell: a, digit: first })).toBe('ok');
    expect(state.centre[a]).toBe(masks[a] & ~bit(first));
  });

  it('colours any cell, givens too, and toggles a colour off', () => {
    const state = clone(start);
    const g = givenCells[0];
    expect(play(state, { kind: 'colour', cells: [a, g], colour: 3 })).toBe('ok');
    expect([state.colours[a], state.colours[g]]).toEqual([3, 3]);
    expect(play(state, { kind: 'colour', cells: [a, g], colour: 3 })).toBe('ok');
    expect([state.colours[a], state.colours[g]]).toEqual([0, 0]);
    expect(play(state, { kind: 'colour', cell: a, colour: 0 })).toBe(`${cellName(a)} has no colour`);
    expect(play(state, { kind: 'colour', cell: a, colour: 10 })).toBe('colour 10 is not 0-9');
  });

  it('erases the top layer of a selection: digits, then marks, then colours', () => {
    const state = clone(start);
    play(state, { kind: 'colour', cells: [a, b], colour: 2 });
    play(state, { kind: 'centre', cells: [b], digit: 1 });
    play(state, { kind: 'enter', cells: [a], digit: 9 });
    expect(play(state, { kind: 'erase', cells: [a, b] })).toBe('ok');
    expect([state.entries[a], state.centre[b], state.colours[a]]).toEqual([0, bit(1), 2]);
    expect(play(state, { kind: 'erase', cells: [a, b] })).toBe('ok');
    expect([state.centre[b], state.colours[b]]).toEqual([0, 2]);
    expect(play(state, { kind: 'erase', cells: [a, b] })).toBe('ok');
    expect(state.colours[b]).toBe(0);
    expect(play(state, { kind: 'erase', cells: [a, b] })).toBe(
      `nothing to erase in ${cellName(a)} and ${cellName(b)}`,
    );
  });

  it('refuses with a reason naming what and where', () => {
    const state = clone(start);
    const [g1, g2] = givenCells;
    expect(play(state, { kind: 'enter', cells: [a, g1, g2], digit: 1 })).toBe(
      `${cellName(g1)} and ${cellName(g2)} are givens`,
    );
    expect(play(state, { kind: 'corner', cell: g1, digit: 1 })).toBe(`${cellName(g1)} is a given`);
    expect(play(state, { kind: 'enter', cells: [a, b], digit: 4 })).toBe('ok');
    expect(play(state, { kind: 'enter', cells: [a, b], digit: 4 })).toBe(
      `${cellName(a)} and ${cellName(b)} already hold 4`,
    );
    expect(play(state, { kind: 'centre', cells: [a, b], digit: 2 })).toBe(
      `${cellName(a)} and ${cellName(b)} hold digits: erase before centre marks`,
    );
    expect(play(state, { kind: 'enter', cells: [], digit: 1 })).toBe(
      'cells is empty: a move needs at least one cell',
    );
    expect(play(state, { kind: 'enter', cells: [c, 81], digit: 1 })).toBe(
      'cells[1] = 81 is outside the grid',
    );
    expect(play(state, { kind: 'erase', cells: 'a1' } as never)).toBe(
      'cells must be a list of cell numbers, got "a1"',
    );
    expect(play(state, { kind: 'erase', cells: Array(82).fill(c) })).toBe(
      "cells lists 82 cells, more than the grid's 81",
    );
  });

  it('names at most three cells in a message', () => {
    expect(cellList([0, 1, 2, 3, 4])).toBe('a1, b1, c1 and 2 more');
    expect(cellList([0, 10, 20])).toBe('a1, b2 and c3');
  });

  it('leaves the givens out of a selection for the page', () => {
    expect(editableCells(start, [givenCells[0], a, givenCells[1], b])).toEqual([a, b]);
  });

  it('a saved log of the new moves replays to the same state through JSON', () => {
    const session = new GameSession(sudokuGame, params, 1);
    session.play({ kind: 'fillCandidates' });
    session.play({ kind: 'corner', cells: [a, b, c], digit: 3 });
    session.play({ kind: 'colour', cells: [a, c], colour: 9 });
    session.play({ kind: 'enter', cells: [b], digit: Number(start.solution[b]) });
    const replayed = replay(sudokuGame, JSON.parse(JSON.stringify(session.record)));
    expect(replayed.ok && replayed.value).toEqual(session.state);
  });
});
