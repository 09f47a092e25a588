import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { hint, probabilityOverlay } from './hint.ts';
import { bruteProbabilities, randomPosition } from './testing.ts';
import { FLAGGED, type MinesView, parseView } from './view.ts';

const view = (text: string, mines: number): MinesView => {
  const parsed = parseView(text, mines);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

const position = fc.record({
  seed: fc.integer(),
  width: fc.integer({ min: 2, max: 5 }),
  height: fc.integer({ min: 2, max: 4 }),
  density: fc.double({ min: 0.05, max: 0.5, noNaN: true }),
  openShare: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
  flagShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
});

describe('hint', () => {
  test.prop([position], { numRuns: 1000 })(
    'is sound: safe cells are safe and mines are mines in every layout, even with wrong flags',
    ({ seed, width, height, density, openShare, flagShare }) => {
      const rng = Rng.fromSeed(seed);
      const mines = Math.max(1, Math.round(width * height * density));
      const { view } = randomPosition(rng, width, height, mines, openShare);
      // Random flags, right or wrong: hints must not rely on them.
      for (let i = 0; i < view.cells.length; i++)
        if (view.cells[i] < 0 && rng.nextFloat() < flagShare) view.cells[i] = FLAGGED;
      const exact = bruteProbabilities(view)!;
      const result = hint(view);
      if (!result.ok) {
        expect(view.cells.some((v) => v < 0)).toBe(true);
        return;
      }
      const h = result.value;
      expect(h.cells.length).toBeGreaterThan(0);
      const provedSafeFlags = [...view.cells.keys()].filter(
        (i) => view.cells[i] === FLAGGED && exact[i] === 0,
      );
      expect(h.wrongFlags).toEqual(provedSafeFlags);
      for (const c of h.cells) {
        expect(view.cells[c]).toBeLessThan(0);
        if (h.kind === 'safe') expect(exact[c]).toBe(0);
        if (h.kind === 'mine') expect(exact[c]).toBe(1);
        if (h.kind === 'guess') expect(h.probability).toBeCloseTo(exact[c], 9);
      }
      if (h.kind === 'guess') {
        let best = 1;
        for (let i = 0; i < exact.length; i++) if (view.cells[i] < 0) best = Math.min(best, exact[i]);
        expect(best).toBeGreaterThan(0);
      }
    },
  );

  it('explains a safe cell by a number whose mine is already among cells another number settles', () => {
    // b1 shows 1 over c1, a2, b2, c2; a1 shows 1 over a2, b2 only: so c1 and c2 are safe.
    const result = hint(view('11#\n###\n###', 2));
    expect(result.ok && result.value).toMatchObject({ kind: 'safe', cells: [2, 5], probability: 0 });
    if (!result.ok) return;
    expect(result.value.reason).toBe(
      'c1 and c2 are safe: b1 shows 1 and its mine is already among a2 and b2 (a1 shows 1)',
    );
    expect([...result.value.involved].sort()).toEqual([0, 1, 3, 4]);
  });

  it('names a mine the player has not flagged, and builds on it once flagged', () => {
    const first = hint(view('#1#\n11#', 1));
    expect(first.ok && first.value).toMatchObject({ kind: 'mine', cells: [0], probability: 1 });
    if (!first.ok) return;
    expect(first.value.reason).toBe('a1 is a mine: a2 shows 1 and only a1 remains covered around it');
    const flagged = hint(view('F1#\n11#', 1));
    expect(flagged.ok && flagged.value).toMatchObject({ kind: 'safe', cells: [2, 5] });
    if (flagged.ok)
      expect(flagged.value.reason).toBe('c1 and c2 are safe: b1 shows 1 and already touches its mine at a1');
  });

  it('does not trust a wrong flag, and names it', () => {
    // b2 shows 0: every neighbour is safe, flagged or not.
    const result = hint(view('F###\n#0##\n####', 1));
    expect(result.ok && result.value.kind).toBe('safe');
    if (result.ok) expect(result.value.cells).toContain(0);
    if (result.ok) expect(result.value.wrongFlags).toEqual([0]);
  });

  it('words the mine count that fills every covered cell', () => {
    const fill = hint(view('###\n###', 6));
    expect(fill.ok && fill.value).toMatchObject({
      kind: 'mine',
      why: { rule: 'mines-fill-rest', minesLeft: 6 },
    });
    if (fill.ok)
      expect(fill.value.reason).toBe(
        'a1, b1, c1, a2, b2 and c2 are mines: the 6 mines left fill every remaining covered cell',
      );
  });

  it('gives the safest guess with its probability when nothing is sure', () => {
    const result = hint(view('###\n###\n###', 4));
    expect(result.ok && result.value).toMatchObject({ kind: 'guess', probability: 4 / 9 });
    if (result.ok) expect(result.value.reason).toMatch(/44\.4% chance of a mine/);
  });

  it('reports a contradiction', () => {
    expect(hint(view('3#\n##', 1)).ok).toBe(false);
  });

  it('gives an overlay of probabilities that sums to the mine total', () => {
    const overlay = probabilityOverlay(view('1##\n###\n###', 3))!;
    expect(overlay.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 9);
    expect(overlay[0]).toBe(0);
  });
});
