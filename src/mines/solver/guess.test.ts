import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { nextMoveSafety } from './guess.ts';
import { Knowledge } from './knowledge.ts';
import { neighbourTable } from './neighbours.ts';
import { allLayouts, smallPositions, smallView } from './testing.ts';

describe('guess lookahead', () => {
  test.prop([smallPositions(2, 0.2)], { numRuns: 300 })(
    'counts the numbers a covered cell can show as a brute-force listing does (1: a dead cell)',
    (p) => {
      const view = smallView(p);
      const layouts = allLayouts(view);
      if (layouts.length === 0) return;
      const nb = neighbourTable(view.width, view.height);
      const k = new Knowledge(view);
      for (let cell = 0; cell < view.cells.length; cell++) {
        if (view.cells[cell] >= 0) continue;
        const shown = new Set<number>();
        for (const layout of layouts) {
          if (layout[cell]) continue;
          let count = 0;
          for (let j = 1; j <= nb[cell * 9]; j++) count += layout[nb[cell * 9 + j]];
          shown.add(count);
        }
        expect(nextMoveSafety(k, cell).values).toBe(shown.size);
      }
    },
  );
});
