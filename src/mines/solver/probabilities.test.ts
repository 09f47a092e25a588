import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { Knowledge } from './knowledge.ts';
import { computeProbabilities } from './probabilities.ts';
import { bruteProbabilities, randomPosition, smallPositions, smallView } from './testing.ts';
import { parseView } from './view.ts';

const position = smallPositions(1, 0);

describe('computeProbabilities', () => {
  test.prop([position], { numRuns: 800 })('equals a brute-force count over every layout', (p) => {
    const view = smallView(p);
    const expected = bruteProbabilities(view)!;
    const actual = computeProbabilities(new Knowledge(view))!;
    for (let i = 0; i < expected.length; i++) expect(actual.cell[i]).toBeCloseTo(expected[i], 9);
  });

  it('counts layouts exactly: a 1 in a corner with two mines among five covered cells', () => {
    const view = parseView('1#\n##\n##', 2);
    expect(view.ok).toBe(true);
    if (!view.ok) return;
    const result = computeProbabilities(new Knowledge(view.value))!;
    // Layouts: one mine among b1, a2, b2 (3 ways) and one among a3, b3 (2 ways): 6 layouts.
    expect(Math.exp(result.lnLayouts)).toBeCloseTo(6, 9);
    expect(result.cell[1]).toBeCloseTo(1 / 3, 12);
    expect(result.cell[4]).toBeCloseTo(1 / 2, 12);
  });

  it('returns null for a contradiction', () => {
    const view = parseView('2#\n##', 1);
    if (!view.ok) throw new Error(view.error);
    expect(computeProbabilities(new Knowledge(view.value))).toBeNull();
  });

  it('does not overflow on a 100x100 board with 2,000 mines', () => {
    const { view } = randomPosition(Rng.fromSeed(7), 100, 100, 2000, 0.02);
    const result = computeProbabilities(new Knowledge(view))!;
    let sum = 0;
    for (const p of result.cell) {
      expect(Number.isFinite(p)).toBe(true);
      sum += p;
    }
    expect(sum).toBeCloseTo(2000, 6);
  });
  it('estimates components too big to count instead of failing, and says so', () => {
    const { view } = randomPosition(Rng.fromSeed(11), 30, 16, 99, 0.5);
    const exact = computeProbabilities(new Knowledge(view))!;
    const rough = computeProbabilities(new Knowledge(view), 1)!;
    expect(exact.exact).toBe(true);
    expect(rough.exact).toBe(false);
    for (let i = 0; i < rough.cell.length; i++) {
      expect(rough.cell[i]).toBeGreaterThanOrEqual(0);
      expect(rough.cell[i]).toBeLessThanOrEqual(1);
      if (view.cells[i] >= 0) expect(rough.cell[i]).toBe(0);
    }
  });
});
