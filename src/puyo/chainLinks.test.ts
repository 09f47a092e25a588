import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ChainOutcome, resolveChain } from './chain.ts';
import { chainLinks } from './chainLinks.ts';
import { Field } from './field.ts';
import { arbColumns } from './testFields.ts';

function build({ stacks }: { stacks: number[][] }): Field {
  const f = new Field();
  stacks.forEach((stack, col) => {
    for (const cell of stack.slice(0, 13)) f.drop(col, cell as 1);
  });
  return f;
}

describe('a chain link by link', () => {
  test.prop([arbColumns(3)], { numRuns: 300 })('has the steps, score and end of resolveChain', (columns) => {
    const start = build(columns);
    const resolved = start.clone();
    const outcome = resolveChain(resolved, new ChainOutcome(), true);
    const shown = chainLinks(start);
    expect(shown.links.map((link) => link.step)).toEqual(outcome.steps);
    expect(shown.score).toBe(outcome.score);
    expect(shown.allClear).toBe(outcome.allClear);
    expect(shown.after.boards).toEqual(resolved.boards);
    for (const link of shown.links) expect(link.popped.length).toBeGreaterThanOrEqual(4);
  });
});
