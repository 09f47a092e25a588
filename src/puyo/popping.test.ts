import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { everythingMoved, lastStep, popStep } from './chain.ts';
import { Field } from './field.ts';
import { poppingCells } from './popping.ts';
import { arbColumns, field } from './testFields.ts';

function build({ stacks }: { stacks: number[][] }): Field {
  const f = new Field();
  stacks.forEach((stack, col) => {
    for (const cell of stack.slice(0, 13)) f.drop(col, cell as 1);
  });
  return f;
}

describe('the cells about to pop', () => {
  test.prop([arbColumns(4)], { numRuns: 300 })('are exactly what the next chain step removes', (columns) => {
    const before = build(columns);
    const cells = poppingCells(before);
    const after = before.clone();
    const score = popStep(after, 1, null, everythingMoved());
    expect(cells.length > 0).toBe(score > 0);
    if (score === 0) return;
    expect(cells.length).toBe(lastStep.puyos + lastStep.garbage);
    const removed = before.clone();
    for (const { col, row } of cells) removed.set(col, row, 0);
    removed.settle();
    expect(removed.boards).toEqual(after.boards);
  });

  test('garbage touching a popping group goes with it, other garbage and short groups stay', () => {
    const cells = poppingCells(
      field(['R.....', 'R.....', 'R.....', 'R.....', 'RO....', 'OBBB..'].join('\n')),
    );
    expect(cells).toContainEqual({ col: 1, row: 2 });
    expect(cells).toContainEqual({ col: 0, row: 1 });
    expect(cells).toHaveLength(7); // five reds and the two garbage puyos touching them
    expect(cells).not.toContainEqual({ col: 1, row: 1 });
  });
});
