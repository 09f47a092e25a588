/**
 * Simple colouring: for one digit, the cells joined by strong links take alternating colours; exactly one colour is
 * true. A cell seeing both colours loses the digit (trap); two cells of one colour seeing each other make that
 * colour false (wrap).
 */
import type { Board } from '../board.ts';
import { CELLS, sees } from '../grid.ts';
import { strongLinks } from './links.ts';
import {
  type Candidate,
  describeEliminations,
  elimination,
  eliminationsOf,
  names,
  type Step,
} from './step.ts';

export function simpleColors(board: Board): Step | null {
  for (let digit = 1; digit <= 9; digit++) {
    const links = strongLinks(board, digit);
    const adjacent = new Map<number, number[]>();
    for (const { a, b } of links) {
      adjacent.set(a, [...(adjacent.get(a) ?? []), b]);
      adjacent.set(b, [...(adjacent.get(b) ?? []), a]);
    }
    const colour = new Map<number, 0 | 1>();
    for (const start of adjacent.keys()) {
      if (colour.has(start)) continue;
      const groups: [number[], number[]] = [[], []];
      colour.set(start, 0);
      const queue = [start];
      while (queue.length > 0) {
        const cell = queue.shift() as number;
        const c = colour.get(cell) as 0 | 1;
        groups[c].push(cell);
        for (const next of adjacent.get(cell) ?? []) {
          if (colour.has(next)) continue;
          colour.set(next, (1 - c) as 0 | 1);
          queue.push(next);
        }
      }
      if (groups[0].length + groups[1].length < 4) continue;
      const step = wrap(board, digit, groups) ?? trap(board, digit, groups);
      if (step) return step;
    }
  }
  return null;
}

function wrap(board: Board, digit: number, groups: [number[], number[]]): Step | null {
  for (const side of [0, 1] as const) {
    const cells = groups[side];
    const clash = cells.some((a, i) => cells.some((b, j) => j > i && sees(a, b)));
    if (!clash) continue;
    const eliminations = eliminationsOf(board.cands, digit, cells);
    return elimination(
      'Simple Colors',
      [...groups[0], ...groups[1]],
      [digit],
      eliminations,
      `Colouring the strong links of ${digit}: two cells of one colour (${names(cells)}) see each other, so that whole colour is false: remove ${describeEliminations(eliminations)}.`,
    );
  }
  return null;
}

function trap(board: Board, digit: number, groups: [number[], number[]]): Step | null {
  const b = 1 << (digit - 1);
  const eliminations: Candidate[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (!(board.cands[cell] & b) || groups[0].includes(cell) || groups[1].includes(cell)) continue;
    if (groups[0].some((x) => sees(x, cell)) && groups[1].some((x) => sees(x, cell)))
      eliminations.push({ cell, digit });
  }
  if (eliminations.length === 0) return null;
  return elimination(
    'Simple Colors',
    [...groups[0], ...groups[1]],
    [digit],
    eliminations,
    `Colouring the strong links of ${digit}: either ${names(groups[0])} or ${names(groups[1])} holds it, and some cells see both colours: remove ${describeEliminations(eliminations)}.`,
  );
}
