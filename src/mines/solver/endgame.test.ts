import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { endgameGuess, endgameSearch, listLayouts } from './endgame.ts';
import { Knowledge } from './knowledge.ts';
import { neighbourTable } from './neighbours.ts';
import { allLayouts, bruteProbabilities, smallPositions, smallView } from './testing.ts';
import { type MinesView, parseView } from './view.ts';

const position = smallPositions(2, 0.2);
/** Small enough to exercise the refusal: an empty 5x4 board with 10 mines has 184,756 layouts. */
const LAYOUT_LIMIT = 5_000;

/**
 * The chance to win with best play from a set of layouts, by plain recursion without memo or pruning: each move
 * opens a covered cell that is not a mine in every layout and splits the layouts by the number it shows.
 */
function slowWinChance(view: MinesView, layouts: readonly Uint8Array[]): number {
  if (layouts.length <= 1) return 1;
  const nb = neighbourTable(view.width, view.height);
  let best = 0;
  for (let c = 0; c < layouts[0].length; c++) {
    if (view.cells[c] >= 0) continue;
    const groups = new Map<number, Uint8Array[]>();
    for (const layout of layouts) {
      if (layout[c]) continue;
      let shown = 0;
      for (let j = 1; j <= nb[c * 9]; j++) shown += layout[nb[c * 9 + j]];
      groups.set(shown, [...(groups.get(shown) ?? []), layout]);
    }
    const safeInAll =
      groups.size > 0 && [...groups.values()].reduce((n, g) => n + g.length, 0) === layouts.length;
    if (groups.size === 0 || (safeInAll && groups.size === 1)) continue; // a sure mine, or tells nothing
    const opened = { ...view, cells: view.cells.slice() };
    opened.cells[c] = 0; // only "open" matters below, not the number
    let value = 0;
    for (const g of groups.values()) value += g.length * slowWinChance(opened, g);
    best = Math.max(best, value / layouts.length);
  }
  return best;
}

describe('endgame', () => {
  test.prop([smallPositions(2, 0.3)], { numRuns: 120 })(
    'its chance to win with best play equals a plain search, and its cell achieves it',
    (p) => {
      const view = smallView(p);
      const layouts = allLayouts(view);
      if (layouts.length === 0 || layouts.length > 30) return;
      const found = endgameSearch(new Knowledge(view), 30);
      if (!found) throw new Error('no search result for a small position');
      const expected = slowWinChance(view, layouts);
      expect(found.win).toBeCloseTo(expected, 9);
      if (found.cell < 0) return;
      const survivors = layouts.filter((l) => !l[found.cell]);
      const nb = neighbourTable(view.width, view.height);
      const groups = new Map<number, Uint8Array[]>();
      for (const l of survivors) {
        let shown = 0;
        for (let j = 1; j <= nb[found.cell * 9]; j++) shown += l[nb[found.cell * 9 + j]];
        groups.set(shown, [...(groups.get(shown) ?? []), l]);
      }
      const opened = { ...view, cells: view.cells.slice() };
      opened.cells[found.cell] = 0;
      let value = 0;
      for (const g of groups.values()) value += g.length * slowWinChance(opened, g);
      expect(value / layouts.length).toBeCloseTo(expected, 9);
    },
  );

  test.prop([position], { numRuns: 500 })(
    'lists exactly the layouts a brute-force search finds (or refuses past its limit), never guessing a sure mine',
    (p) => {
      const view = smallView(p);
      const expected = allLayouts(view);
      const listed = listLayouts(new Knowledge(view), LAYOUT_LIMIT);
      if (expected.length > LAYOUT_LIMIT) {
        expect(listed).toBeNull();
        return;
      }
      if (!listed) throw new Error(`no layouts listed, brute force found ${expected.length}`);
      expect(listed.layouts.length).toBe(expected.length);
      const asText = (cells: number[], layout: Uint8Array) =>
        cells.map((c, i) => (layout[i] ? c : '')).join(',');
      const fromBrute = new Set(
        expected.map((l) =>
          asText(
            listed.cells,
            Uint8Array.from(listed.cells, (c) => l[c]),
          ),
        ),
      );
      for (const layout of listed.layouts) expect(fromBrute.has(asText(listed.cells, layout))).toBe(true);
      const guess = endgameGuess(new Knowledge(view));
      if (guess >= 0) expect(bruteProbabilities(view)![guess]).toBeLessThan(1);
    },
  );

  it('guesses one side of a true 50/50 and finds nothing to guess when one layout is left', () => {
    const coin = parseView('##\n11', 1);
    if (!coin.ok) throw new Error(coin.error);
    expect([0, 1]).toContain(endgameGuess(new Knowledge(coin.value)));
    const settled = parseView('####\n1111', 2);
    if (!settled.ok) throw new Error(settled.error);
    expect(listLayouts(new Knowledge(settled.value), 10)!.layouts).toHaveLength(1);
    expect(endgameGuess(new Knowledge(settled.value))).toBe(-1);
  });
});
