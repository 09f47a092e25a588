/**
 * The cells that pop on the next chain step, for drawing the pop before the field falls: groups of four or more
 * of one colour in rows 1-12 (4-connected), and the garbage next to them. A plain flood fill over `Field.get`;
 * the fast simulator (chain.ts) never needs the cells themselves.
 */
import type { Field } from './field.ts';
import { Cell, COLUMNS, isColor, VISIBLE_ROWS } from './types.ts';

export interface CellAt {
  readonly col: number;
  readonly row: number;
}

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

const inside = (col: number, row: number): boolean =>
  col >= 0 && col < COLUMNS && row >= 1 && row <= VISIBLE_ROWS;

export function poppingCells(field: Field): CellAt[] {
  const seen = new Set<number>();
  const popping = new Set<number>();
  const key = (col: number, row: number): number => row * COLUMNS + col;
  for (let row = 1; row <= VISIBLE_ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const colour = field.get(col, row);
      if (!isColor(colour) || seen.has(key(col, row))) continue;
      const group: CellAt[] = [{ col, row }];
      seen.add(key(col, row));
      for (let i = 0; i < group.length; i++) {
        for (const [dx, dy] of NEIGHBOURS) {
          const c = group[i].col + dx;
          const r = group[i].row + dy;
          if (!inside(c, r) || seen.has(key(c, r)) || field.get(c, r) !== colour) continue;
          seen.add(key(c, r));
          group.push({ col: c, row: r });
        }
      }
      if (group.length >= 4) for (const cell of group) popping.add(key(cell.col, cell.row));
    }
  }
  for (const k of [...popping]) {
    const col = k % COLUMNS;
    const row = (k - col) / COLUMNS;
    for (const [dx, dy] of NEIGHBOURS) {
      const c = col + dx;
      const r = row + dy;
      if (inside(c, r) && field.get(c, r) === Cell.Garbage) popping.add(key(c, r));
    }
  }
  return [...popping].sort((a, b) => a - b).map((k) => ({ col: k % COLUMNS, row: Math.floor(k / COLUMNS) }));
}
