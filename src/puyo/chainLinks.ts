/**
 * A chain link by link, for showing it: the field before each link, the cells that pop, the link's details and
 * score (as `arcade puyo chain` prints them), and the field after the last. The field is settled first.
 */
import { type ChainStep, everythingMoved, lastStep, popStep } from './chain.ts';
import type { Field } from './field.ts';
import { type CellAt, poppingCells } from './popping.ts';

export interface ChainLink {
  /** The field as the link pops (everything above earlier links has fallen). */
  readonly before: Field;
  readonly popped: readonly CellAt[];
  readonly step: ChainStep;
}

export interface ChainLinks {
  readonly links: readonly ChainLink[];
  readonly after: Field;
  readonly score: number;
  readonly allClear: boolean;
}

export function chainLinks(start: Field): ChainLinks {
  const field = start.clone();
  field.settle();
  const moved = everythingMoved();
  const links: ChainLink[] = [];
  let score = 0;
  for (;;) {
    const before = field.clone();
    const groups: number[] = [];
    const points = popStep(field, links.length + 1, groups, moved);
    if (points === 0) break;
    score += points;
    links.push({
      before,
      popped: poppingCells(before),
      step: {
        chain: links.length + 1,
        puyos: lastStep.puyos,
        colors: lastStep.colors,
        groups: groups.sort((a, b) => a - b),
        score: points,
      },
    });
  }
  return { links, after: field, score, allClear: links.length > 0 && field.isEmpty() };
}
