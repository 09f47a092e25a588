import { describe, expect, it } from 'vitest';
import { grade, sudokuGame } from '../../sudoku/index.ts';
import { answerMessage, judge } from './engineHost.ts';

describe("the Sudoku worker's answers", () => {
  it('makes puzzle n of a level as the engine does, made ahead or not', () => {
    const expected = sudokuGame.newGame({ level: 'hard' }, '77');
    const fresh = answerMessage({ id: 1, body: { type: 'make', level: 'hard', n: 77 } });
    expect(fresh).toEqual({ id: 1, body: { type: 'made', state: expected } });
    expect(answerMessage({ id: 2, body: { type: 'prepare', level: 'hard', n: 78 } })).toEqual({
      id: 2,
      body: { type: 'prepared' },
    });
    const ahead = answerMessage({ id: 3, body: { type: 'make', level: 'hard', n: 78 } });
    expect(ahead?.body).toEqual({ type: 'made', state: sudokuGame.newGame({ level: 'hard' }, '78') });
  });

  it('judges an editor puzzle: its level when unique, else the reason', () => {
    const { givens } = sudokuGame.newGame({ level: 'medium' }, '4');
    const verdict = judge(givens);
    expect(verdict.ok).toBe(true);
    const graded = grade(Uint8Array.from(givens, (ch) => (ch === '.' ? 0 : Number(ch))));
    expect(verdict.ok && graded.ok && verdict.rating).toBe(graded.ok && graded.value.rating);
    expect(verdict.givens).toBe([...givens].filter((ch) => ch !== '.').length);
    expect(judge('.'.repeat(81))).toEqual({
      ok: false,
      reason: { key: 'sudoku.refused.multiple' },
      givens: 0,
    });
    expect(judge(`55${'.'.repeat(79)}`)).toMatchObject({
      ok: false,
      reason: { key: 'sudoku.refused.clash' },
    });
  });

  it('refuses what is not a request, and answers a failing one as refused', () => {
    expect(answerMessage('hello')).toBeUndefined();
    expect(answerMessage({ id: 4, body: { type: 'take', puzzle: 'abc' } })?.body).toMatchObject({
      type: 'unplayable',
    });
    expect(answerMessage({ id: 5, body: { type: 'make', level: 'nope', n: 1 } })?.body).toMatchObject({
      type: 'refused',
    });
  });
});
