import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { endgameGuess, listLayouts } from './endgame.ts';
import { Knowledge } from './knowledge.ts';
import { allLayouts, bruteProbabilities, smallPositions, smallView } from './testing.ts';
import { parseView } from './view.ts';

const position = smallPositions(2, 0.2);
/** Small enough to exercise the refusal: an empty 5x4 board with 10 mines has 184,756 layouts. */
const LAYOUT_LIMIT = 5_000;

describe('endgame', () => {
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
