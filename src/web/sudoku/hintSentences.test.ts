import { describe, expect, it } from 'vitest';
import {
  boxOf,
  currentDigits,
  type Hint,
  hintFor,
  hint as hintOf,
  solve,
  sudokuGame,
} from '../../sudoku/index.ts';
import { chainOfKind } from '../../sudoku/techniques/aic.ts';
import { type Step, TECHNIQUE_IDS, TECHNIQUE_NAMES } from '../../sudoku/techniques/step.ts';
import { digitAt, pencilMarks } from '../../sudoku/techniques/testing/pencil.ts';
import { translator } from '../i18n/index.ts';
import { cellLabel } from './cellNames.ts';
import { hintWords, stepCells } from './hintSentences.ts';

const en = translator('en');
const ja = translator('ja');

describe("a hint's three steps in words", () => {
  const state = sudokuGame.newGame({ level: 'easy' }, '3');
  const hint = hintFor(state);

  it('names the technique and where to look, then the cells, then what the step places', () => {
    if (hint.kind !== 'step') throw new Error(`an easy puzzle's first hint is a step, got ${hint.kind}`);
    const [placed] = hint.step.placements;
    const first = hintWords(en, 'en', hint, 1);
    expect(first.text).toContain(hint.step.technique);
    expect(first.text).toMatch(/look at (box|row|column) \d/);
    expect(first.cells).toEqual([]);
    expect(hintWords(en, 'en', hint, 2).cells).toEqual(stepCells(hint.step));
    expect(hintWords(en, 'en', hint, 3).text).toContain(`${cellLabel(placed.cell)} must be ${placed.digit}.`);
    expect(Number(state.solution[placed.cell])).toBe(placed.digit);
  });

  it("names the engine's unit, not the placed cell's box, for a single hidden in its row or column", () => {
    const found = hiddenInLine();
    if (!found) throw new Error('no easy puzzle among the first 20 gives a hidden single in a row or column');
    const { hint: lineHint } = found;
    const [unit] = lineHint.where;
    const [placed] = lineHint.step.placements;
    const kindJa = unit.kind === 'row' ? '行目' : '列目';
    expect(hintWords(en, 'en', lineHint, 1).text).toBe(`Hidden Single: look at ${unit.kind} ${unit.number}.`);
    expect(hintWords(ja, 'ja', lineHint, 1).text).toBe(
      `ヒドゥンシングル：${unit.number} ${kindJa} を見てください。`,
    );
    expect(hintWords(en, 'en', lineHint, 1).text).not.toContain(`box ${boxOf(placed.cell) + 1}`);
  });

  it('says the same in Japanese without English words', () => {
    for (const stage of [1, 2, 3] as const) {
      const { text } = hintWords(ja, 'ja', hint, stage);
      expect(text.replace(/r\d+c\d+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('says every technique in Japanese without English words, at every stage (the patterns past expert too)', () => {
    for (const technique of TECHNIQUE_NAMES) {
      const spread: Hint = {
        kind: 'step',
        level: 'extreme',
        technique: TECHNIQUE_IDS[technique],
        where: [],
        step: {
          technique,
          cells: [0, 4, 36, 40],
          units: [],
          digits: [1, 2, 3],
          placements: [],
          eliminations: [{ cell: 80, digit: 3 }],
          explanation: 'English words for the terminal',
        },
        explanation: 'English words for the terminal',
      };
      for (const stage of [1, 2, 3] as const) {
        const { text } = hintWords(ja, 'ja', spread, stage);
        expect(text.replace(/r\d+c\d+/g, ''), `${technique} at stage ${stage}`).not.toMatch(/[A-Za-z]{2,}/);
      }
      expect(hintWords(ja, 'ja', spread, 1).text).not.toContain(technique);
    }
  });

  it('points at wrong entries first, and erases them at the third step', () => {
    const wrongState = structuredClone(state);
    const cell = [...state.givens].indexOf('.');
    const wrongDigit = (Number(state.solution[cell]) % 9) + 1;
    wrongState.entries[cell] = wrongDigit;
    expect(currentDigits(wrongState)[cell]).toBe(wrongDigit);
    const wrong: Hint = hintFor(wrongState);
    expect(wrong.kind).toBe('wrong');
    expect(hintWords(en, 'en', wrong, 2).cells).toEqual([cell]);
    expect(hintWords(en, 'en', wrong, 3).text).toBe(`Erased ${cellLabel(cell)}.`);
  });

  it('says when no technique finds the step, and names the cells when no unit holds them', () => {
    const guess: Hint = {
      kind: 'step',
      level: 'extreme',
      technique: 'bruteForce',
      where: [],
      step: {
        technique: 'Brute Force',
        cells: [0, 80],
        units: [],
        digits: [5],
        placements: [{ cell: 0, digit: 5 }],
        eliminations: [],
        explanation: 'a1 is 5 (from the solution)',
      },
      explanation: 'a1 is 5 (from the solution)',
    };
    expect(hintWords(en, 'en', guess, 1).text).toBe(
      'No technique finds the next step here; the solution says so. Brute Force: look at the cells r1c1, r9c9.',
    );
    expect(hintWords(ja, 'ja', guess, 1).text).toMatch(
      /^ここから先は.*総当たり：r1c1, r9c9 のマス を見てください。$/,
    );
    expect(hintWords(en, 'en', guess, 3).text).toBe('r1c1 must be 5.');
  });
});

describe('a chain or forcing chain hint in words', () => {
  const found = chainHint();
  if (!found) throw new Error('no extreme puzzle among the first 10 gives a chain or forcing chain hint');
  const { hint: chain } = found;
  const proof = chain.step.proof;
  if (!proof) throw new Error('a chain step without its proof');

  it('tells each branch from its supposition, then what the step places or removes', () => {
    const text = hintWords(en, 'en', chain, 3).text;
    const first = proof.branches[0].facts[0];
    expect(text).toContain(`If ${cellLabel(first.cell)} is ${first.on ? '' : 'not '}${first.digit}:`);
    expect(text.match(/If r\d+c\d+ is/g)?.length).toBe(proof.branches.length);
    for (const { cell } of [...chain.step.placements, ...chain.step.eliminations])
      expect(text).toContain(cellLabel(cell));
  });

  it('points first at the cells its branches start from', () => {
    const starts = [...new Set(proof.branches.map((branch) => branch.facts[0].cell))];
    const said = hintWords(en, 'en', chain, 1).text;
    for (const cell of starts) expect(said).toContain(cellLabel(cell));
    const others = chain.step.cells.filter((cell) => !starts.includes(cell));
    for (const cell of others) expect(said).not.toContain(`${cellLabel(cell)},`);
  });

  it('says it all in Japanese without English words, at every stage', () => {
    for (const stage of [1, 2, 3] as const) {
      const { text } = hintWords(ja, 'ja', chain, stage);
      expect(text.replace(/r\d+c\d+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(hintWords(ja, 'ja', chain, 3).text).toContain('と仮定すると');
  });
});

describe('a nested forcing chain whose conclusion is itself a nested contradiction', () => {
  // Its first hint removed 1 from r5c1 in both branches by a nested contradiction, and the proof lost the way
  // there: each branch was that removal alone, told as "If r5c1 is not 1: ." under the wrong cell.
  const puzzle = Uint8Array.from(
    '........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.',
    (ch) => (ch === '.' ? 0 : Number(ch)),
  );
  const { solution } = solve(puzzle);
  if (!solution) throw new Error('the puzzle has no solution');
  const nested = hintOf(puzzle, solution);
  if (nested.kind !== 'step' || !nested.step.proof)
    throw new Error(`not a proof hint: ${nested.explanation}`);
  const { proof } = nested.step;

  it('tells each branch from its supposition to the conclusion, with facts between', () => {
    expect(nested.step.technique).toBe('Nested Forcing Chain');
    const [removed] = nested.step.eliminations;
    for (const branch of proof.branches) {
      expect(branch.facts[0].why.kind).toBe('supposed');
      expect(branch.facts.length).toBeGreaterThan(1);
      expect(branch.facts.at(-1)).toMatchObject({ cell: removed.cell, digit: removed.digit, on: false });
    }
    expect(new Set(proof.branches.map((branch) => branch.facts[0].cell)).size).toBe(1);
  });

  it('has no empty branch in English, Japanese or the engine explanation', () => {
    const first = proof.branches[0].facts[0];
    const english = hintWords(en, 'en', nested, 3).text;
    expect(english).toContain(`Whichever digit ${cellLabel(first.cell)} holds`);
    for (const text of [english, hintWords(ja, 'ja', nested, 3).text, nested.explanation]) {
      expect(text).not.toContain(': .');
      expect(text).not.toContain('：。');
      expect(text).not.toContain(', then .');
    }
    expect(nested.explanation).toMatch(/^Whichever digit [a-i]\d holds, [a-i]\d is not \d\. If /);
  });
});

/** The first hint with a proof (a chain or forcing chain), following the hints of extreme puzzles. */
function chainHint(): { readonly hint: Extract<Hint, { kind: 'step' }> } | undefined {
  for (let n = 1; n <= 10; n++) {
    const state = sudokuGame.newGame({ level: 'extreme' }, String(n));
    sudokuGame.play(state, { kind: 'fillCandidates' });
    for (let guard = 0; guard < 300; guard++) {
      const next = hintFor(state);
      if (next.kind !== 'step') break;
      if (next.step.proof) return { hint: next };
      for (const { cell, digit } of next.step.placements)
        sudokuGame.play(state, { kind: 'enter', cell, digit });
      for (const { cell, digit } of next.step.eliminations)
        sudokuGame.play(state, { kind: 'centre', cell, digit });
    }
  }
  return undefined;
}

/** The first hidden single whose unit is a row or column, found by playing easy puzzles' hints one after another. */
function hiddenInLine(): { readonly hint: Extract<Hint, { kind: 'step' }> } | undefined {
  for (let n = 1; n <= 20; n++) {
    const state = sudokuGame.newGame({ level: 'easy' }, String(n));
    for (;;) {
      const next = hintFor(state);
      if (next.kind !== 'step' || next.step.placements.length === 0) break;
      if (next.step.technique === 'Hidden Single' && next.where.length === 1 && next.where[0].kind !== 'box')
        return { hint: next };
      for (const { cell, digit } of next.step.placements) state.entries[cell] = digit;
    }
  }
  return undefined;
}

describe('grouped nodes, almost locked sets and continuous loops in words', () => {
  const asHint = (step: Step | null): Hint => {
    if (!step) throw new Error('the position gives no chain');
    return {
      kind: 'step',
      level: 'extreme',
      technique: TECHNIQUE_IDS[step.technique],
      where: [],
      step,
      explanation: step.explanation,
    };
  };
  const grouped = asHint(chainOfKind('chain', 'grouped')(digitAt(5, 'a1 g1 h1 i2 i3 i8 a8 a5 e8')));
  const withAls = asHint(
    chainOfKind('loop', 'als')(pencilMarks({ e1: '13', b1: '12', c1: '123', h1: '15', a2: '167' })),
  );

  it('tells a group as one of its cells, or none of them, with the places it is the last of', () => {
    expect(hintWords(en, 'en', grouped, 3).text).toBe(
      'If r1c1 is not 5: one of r1c7, r1c8 is 5 (the last places for 5 in row 1) → none of r2c9, r3c9 is 5 → ' +
        'r8c9 is 5 (the last place for 5 in column 9). So r1c1 is 5 or r8c9 is 5. 5 cannot go in r8c1.',
    );
    expect(hintWords(ja, 'ja', grouped, 3).text).toContain(
      'r1c7, r1c8 のどれかが 5（1 行目 で 5 の入る残りの場所）',
    );
  });

  it('tells why an almost locked set holds a digit, and that a continuous loop holds both ways', () => {
    const text = hintWords(en, 'en', withAls, 3).text;
    expect(text).toContain(
      'one of r1c3, r1c5 is 1 (without 2, r1c3, r1c5 can only hold 1, 3: an almost locked set)',
    );
    expect(text).toContain('a continuous loop: each link holds both ways.');
    expect(hintWords(ja, 'ja', withAls, 3).text).toContain('ほぼロックされた集合');
  });

  it('points first at every cell of a group the chain starts from', () => {
    if (grouped.kind !== 'step' || !grouped.step.proof) throw new Error('not a chain hint');
    // The grouped chain told from its other end: "If none of r1c7, r1c8 is 5: r1c1 is 5 (...)".
    const [, group, ...rest] = grouped.step.proof.branches[0].facts;
    const fromGroup: Hint = {
      ...grouped,
      step: {
        ...grouped.step,
        proof: {
          ...grouped.step.proof,
          branches: [
            { facts: [{ ...group, on: false, why: { kind: 'supposed' } }, ...rest], contradiction: false },
          ],
        },
      },
    };
    const text = hintWords(en, 'en', fromGroup, 1).text;
    for (const cell of group.cells ?? []) expect(text).toContain(cellLabel(cell));
    expect(group.cells).toHaveLength(2);
  });

  it('says them in Japanese without English words, at every stage', () => {
    for (const hint of [grouped, withAls])
      for (const stage of [1, 2, 3] as const)
        expect(hintWords(ja, 'ja', hint, stage).text.replace(/r\d+c\d+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
