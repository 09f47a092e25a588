/**
 * Where a falling pair would land if dropped straight down now (the ghost a player sees): the same drop as the
 * lock (Field.drop, the lower puyo of an upright pair first), so a puyo with no room is reported as lost.
 */
import type { Field } from './field.ts';
import { CHILD_DX, type PiecePosition, Rotation } from './moves.ts';
import type { Pair } from './placement.ts';
import type { Color } from './types.ts';

export interface LandingCell {
  readonly col: number;
  /** 1-based from the floor; 0 when the puyo has no room and would be lost. */
  readonly row: number;
  readonly color: Color;
}

/** The pivot's and the child's landing cells, in that order. */
export function landingCells(field: Field, piece: PiecePosition & { readonly pair: Pair }): LandingCell[] {
  const copy = field.clone();
  const childCol = piece.col + CHILD_DX[piece.rot];
  const { pivot, child } = piece.pair;
  if (piece.rot === Rotation.Down) {
    const childRow = copy.drop(childCol, child);
    const pivotRow = copy.drop(piece.col, pivot);
    return [
      { col: piece.col, row: pivotRow, color: pivot },
      { col: childCol, row: childRow, color: child },
    ];
  }
  const pivotRow = copy.drop(piece.col, pivot);
  const childRow = copy.drop(childCol, child);
  return [
    { col: piece.col, row: pivotRow, color: pivot },
    { col: childCol, row: childRow, color: child },
  ];
}
