/**
 * A field a player draws may hold a puyo with nothing under it, which no game can reach: the first such puyo
 * (lowest row, then leftmost) in rows 2-13. Row 14's puyos rest on nothing by rule (the turning space).
 */
import type { Field } from './field.ts';
import { COLUMNS, HIDDEN_ROW } from './types.ts';

export function floatingPuyo(field: Field): { readonly col: number; readonly row: number } | undefined {
  for (let row = 2; row <= HIDDEN_ROW; row++)
    for (let col = 0; col < COLUMNS; col++)
      if (field.get(col, row) !== 0 && field.get(col, row - 1) === 0) return { col, row };
  return undefined;
}
