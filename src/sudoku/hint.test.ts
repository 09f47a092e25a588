import { describe, expect, it } from 'vitest';
import { boardFromDigits } from './board.ts';
import { applyStep } from './grader.ts';
import { bit, cellName, UNITS } from './grid.ts';
import { hint } from './hint.ts';
import { hintText } from './hintText.ts';
import { currentDigits, hintFor, type SudokuState, sudokuGame } from './play.ts';
import { findStep } from './techniques/index.ts';
import { TECHNIQUE_IDS } from './techniques/step.ts';

const solutionOf = (state: SudokuState) => Uint8Array.from(state.solution, Number);

/** Every step hint met while a puzzle is filled from its solution, one cell at a time. */
function stepHintsAlong(state: SudokuState) {
  const hints = [];
  for (let guard = 0; guard < 81; guard++) {
    const next = hintFor(state);
    if (next.kind !== 'step') break;
    hints.push({ ...next, before: currentDigits(state) });
    const cell =
      next.step.placements[0]?.cell ??
      [...state.givens].findIndex((ch, c) => ch === '.' && state.entries[c] === 0);
    sudokuGame.play(state, { kind: 'enter', cell, digit: Number(state.solution[cell]) });
  }
  return hints;
}

describe('structured hints', () => {
  it('name the technique by id and look in units that hold the pattern, at every level', () => {
    let seen = 0;
    for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
      for (const step of stepHintsAlong(sudokuGame.newGame({ level }, 11))) {
        seen++;
        expect(step.technique).toBe(TECHNIQUE_IDS[step.step.technique]);
        for (const where of step.where) {
          expect(UNITS[where.unit].some((cell) => step.step.cells.includes(cell))).toBe(true);
          expect(where.number).toBe((where.unit % 9) + 1);
          expect(where.kind).toBe(['row', 'column', 'box'][Math.floor(where.unit / 9)]);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it("a hidden single's unit is the one where its digit fits in a single cell", () => {
    const singles = stepHintsAlong(sudokuGame.newGame({ level: 'medium' }, 4)).filter(
      (h) => h.technique === 'hiddenSingle',
    );
    expect(singles.length).toBeGreaterThan(0);
    for (const single of singles) {
      const [{ cell, digit }] = single.step.placements;
      expect(single.where).toHaveLength(1);
      const unit = UNITS[single.where[0].unit];
      expect(unit).toContain(cell);
      // On the position the hint was asked on, only `cell` of that unit may hold the digit.
      const { cands } = boardFromDigits(single.before);
      expect(unit.filter((c) => cands[c] & bit(digit))).toEqual([cell]);
      expect(single.explanation).toContain(`${single.where[0].kind} ${single.where[0].number}`);
    }
  });

  it('a naked single, which has no units of its own, looks in the box of its cell', () => {
    const solution = solutionOf(sudokuGame.newGame({ level: 'easy' }, 3));
    const digits = solution.slice();
    // a1, b1, a2, b2 empty: no unit has one empty cell, and a1 sees every digit but its own.
    for (const cell of [0, 1, 9, 10]) digits[cell] = 0;
    const single = hint(digits, solution);
    if (single.kind !== 'step') throw new Error(`expected a step, got ${single.kind}`);
    expect(single.technique).toBe('nakedSingle');
    expect(single.step.placements).toEqual([{ cell: 0, digit: solution[0] }]);
    expect(single.where).toEqual([{ unit: 18, kind: 'box', number: 1 }]);
    expect(hintText(single, 1)).toBe('Look for a Naked Single in box 1.');
  });

  it('the centre marks narrow the candidates while each holds its solution digit, and are ignored once wrong', () => {
    const state = sudokuGame.newGame({ level: 'hard' }, 8);
    // Fill the cells the hints place until a hint only eliminates.
    let next = hintFor(state);
    for (let guard = 0; guard < 81 && next.kind === 'step' && next.step.placements.length > 0; guard++) {
      for (const { cell, digit } of next.step.placements)
        sudokuGame.play(state, { kind: 'enter', cell, digit });
      next = hintFor(state);
    }
    if (next.kind !== 'step') throw new Error(`expected an elimination hint, got ${next.kind}`);
    const elimination = next;
    sudokuGame.play(state, { kind: 'fillCandidates' });
    expect(hintFor(state)).toEqual(elimination); // full candidates: the same hint
    for (const { cell, digit } of elimination.step.eliminations)
      sudokuGame.play(state, { kind: 'centre', cell, digit });
    const after = hintFor(state);
    expect(after).not.toEqual(elimination);
    // A wrong mark (the solution digit taken out of one cell's marks) makes the hint ignore every mark.
    const cell = [...state.givens].findIndex(
      (ch, c) => ch === '.' && state.entries[c] === 0 && state.centre[c] !== 0,
    );
    sudokuGame.play(state, { kind: 'centre', cell, digit: Number(state.solution[cell]) });
    expect(state.centre[cell] & bit(Number(state.solution[cell]))).toBe(0);
    expect(hintFor(state)).toEqual(hint(currentDigits(state), solutionOf(state)));
    expect(hintFor(state)).toEqual(elimination);
  });
});

describe('hints past expert', () => {
  it('where every technique up to expert is stuck, the hint is a pattern past expert when one applies, not a guess', () => {
    const techniques: string[] = [];
    for (let n = 1; n <= 12; n++) {
      const state = sudokuGame.newGame({ level: 'extreme' }, n);
      const solution = solutionOf(state);
      // Where the techniques up to expert stop: follow them until none applies.
      const board = boardFromDigits(Uint8Array.from(state.givens, (ch) => (ch === '.' ? 0 : Number(ch))));
      for (let found = findStep(board, 'expert'); found; found = findStep(board, 'expert'))
        applyStep(board, found.step);
      const next = hint(board.values, solution, [...board.cands]);
      if (next.kind !== 'step') throw new Error(`puzzle ${n}: expected a step, got ${next.kind}`);
      techniques.push(next.step.technique);
      expect(next.level).toBe('extreme');
      expect(next.technique).toBe(TECHNIQUE_IDS[next.step.technique]);
      for (const { cell, digit } of next.step.eliminations) expect(solution[cell]).not.toBe(digit);
      for (const { cell, digit } of next.step.placements) expect(solution[cell]).toBe(digit);
    }
    const logical = techniques.filter((name) => name !== 'Brute Force');
    expect(logical.length).toBeGreaterThan(techniques.length / 2);
  });
});

describe('hint words (English, for the terminal)', () => {
  it('say the technique and units, then the cells and digits, then the explanation', () => {
    const state = sudokuGame.newGame({ level: 'easy' }, 2);
    const next = hintFor(state);
    if (next.kind !== 'step') throw new Error('a fresh puzzle has a step');
    const units = next.where.map((w) => `${w.kind} ${w.number}`);
    expect(hintText(next, 1)).toMatch(
      new RegExp(`^Look for an? ${next.step.technique} in ${units.join(' and ')}\\.$`),
    );
    expect(hintText(next, 2)).toContain(next.step.cells.map(cellName).join(', '));
    expect(hintText(next, 3)).toBe(next.explanation);
  });

  it('name a wrong entry only at the second stage, and say a solved grid is solved', () => {
    const state = sudokuGame.newGame({ level: 'easy' }, 2);
    const cell = state.givens.indexOf('.');
    sudokuGame.play(state, { kind: 'enter', cell, digit: (Number(state.solution[cell]) % 9) + 1 });
    const wrong = hintFor(state);
    expect(hintText(wrong, 1)).toBe('An entry does not fit the solution.');
    expect(hintText(wrong, 2)).toBe(`Look at ${cellName(cell)}.`);
    expect(hintText(wrong, 3)).toMatch(/erase it first/);
    const solved = hint(solutionOf(state), solutionOf(state));
    expect(hintText(solved, 1)).toBe('The grid is solved.');
  });

  it('an article fits the technique name', () => {
    const state = sudokuGame.newGame({ level: 'easy' }, 2);
    const next = hintFor(state);
    if (next.kind !== 'step') throw new Error('a fresh puzzle has a step');
    const as = (technique: string) =>
      hintText({ ...next, step: { ...next.step, technique: technique as never } }, 1)
        .split(' ')
        .slice(2, 4)
        .join(' ');
    expect(as('X-Wing')).toBe('an X-Wing');
    expect(as('Empty Rectangle')).toBe('an Empty');
    expect(as('2-String Kite')).toBe('a 2-String');
    expect(as('Hidden Single')).toBe('a Hidden');
    expect(as('Unique Rectangle Type 2')).toBe('a Unique');
    expect(as('ALS-XZ')).toBe('an ALS-XZ');
    expect(as('Sue de Coq')).toBe('a Sue');
  });
});
