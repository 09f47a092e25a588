import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { frontierConstraints } from './components.ts';
import { deduceLocally } from './deduce.ts';
import { forcedFiftyFifty } from './fiftyFifty.ts';
import { Knowledge } from './knowledge.ts';
import { neighbourTable } from './neighbours.ts';
import { solveStep } from './solver.ts';
import { allLayouts, smallPositions, smallView } from './testing.ts';
import { type MinesView, parseView } from './view.ts';

function pairOf(view: MinesView): [number, number] | null {
  const k = new Knowledge(view);
  deduceLocally(k);
  const constraints = frontierConstraints(k);
  return constraints && forcedFiftyFifty(k, constraints);
}

/** The number a safe cell shows in a layout. */
function shown(view: MinesView, layout: Uint8Array, cell: number): number {
  const nb = neighbourTable(view.width, view.height);
  let count = 0;
  for (let j = 1; j <= nb[cell * 9]; j++) count += layout[nb[cell * 9 + j]];
  return count;
}

describe('forcedFiftyFifty', () => {
  it('finds the corner coin flip walled in by mines, and the solver guesses it', () => {
    // Mines at a1, c1 and c2: a1/b1 share one mine and every cell that could tell them apart is a mine.
    const view = parseView('##F\n13F\n011', 3);
    if (!view.ok) throw new Error(view.error);
    expect(pairOf(view.value)).toEqual([0, 1]);
    expect([0, 1]).toContain(solveStep(new Knowledge(view.value)).guess);
  });

  it('does not call a pair forced while a cell next to only one of them can still show a number', () => {
    // Mines at a1 and c2: c1 is proved safe, and once opened its number counts b1 but not a1.
    const view = parseView('###\n12#\n011', 2);
    if (!view.ok) throw new Error(view.error);
    expect(pairOf(view.value)).toBeNull();
  });

  test.prop([smallPositions(2, 0.4)], { numRuns: 3000 })(
    'a pair it finds holds one mine in every layout, and swapping the two changes no number anywhere else',
    (p) => {
      const view = smallView(p);
      const pair = pairOf(view);
      if (!pair) return;
      const [a, b] = pair;
      const layouts = allLayouts(view);
      const asKey = (layout: Uint8Array) => layout.join('');
      const keys = new Set(layouts.map(asKey));
      for (const layout of layouts) {
        expect(layout[a] + layout[b]).toBe(1);
        const swapped = layout.slice();
        swapped[a] = layout[b];
        swapped[b] = layout[a];
        expect(keys.has(asKey(swapped))).toBe(true);
        for (let x = 0; x < layout.length; x++) {
          if (x === a || x === b || layout[x]) continue;
          expect(shown(view, swapped, x)).toBe(shown(view, layout, x));
        }
      }
    },
  );
});
