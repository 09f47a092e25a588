/**
 * How the falling pair moves (Tsu rules), shared by the tick-driven match and the placement reachability search.
 * The pair is a pivot at (col, row) and a child next to it in direction `rot`: 0 up, 1 right, 2 down, 3 left.
 *
 * - Shift left/right: only into free cells.
 * - Rotate to a side: if that side is blocked (wall or puyo) the pair is pushed one column the other way (wall
 *   kick); if that is blocked too the rotation fails.
 * - Rotate downwards: if the cell below the pivot is blocked the pair is pushed up one row (floor kick), but the
 *   pivot never goes above row 13 (row 14 is only turning space for the child).
 * - Quick turn: when the pair is upright and both sides are blocked, a second rotation press flips it 180 degrees
 *   (climbing one row if the cell below is blocked).
 */
import type { Field } from './field.ts';
import { COLUMNS, HIDDEN_ROW, TURN_ROW } from './types.ts';

export const Rotation = { Up: 0, Right: 1, Down: 2, Left: 3 } as const;
export type Rotation = (typeof Rotation)[keyof typeof Rotation];

export const CHILD_DX = [0, 1, 0, -1] as const;
export const CHILD_DY = [1, 0, -1, 0] as const;

/** A pair's position; mutable on purpose (moves change it in place). */
export interface PiecePosition {
  col: number;
  row: number;
  rot: number;
}

function free(field: Field, col: number, row: number): boolean {
  if (col < 0 || col >= COLUMNS || row < 1 || row > TURN_ROW) return false;
  return (field.columnBits(col) & (1 << row)) === 0;
}

/** Whether both puyos of a pair with its pivot at (col, row) and rotation rot are on free cells. */
export function fits(field: Field, col: number, row: number, rot: number): boolean {
  return row <= HIDDEN_ROW && free(field, col, row) && free(field, col + CHILD_DX[rot], row + CHILD_DY[rot]);
}

export function tryShift(field: Field, piece: PiecePosition, dx: number): boolean {
  if (!fits(field, piece.col + dx, piece.row, piece.rot)) return false;
  piece.col += dx;
  return true;
}

/** One step down; false when the pair has landed. */
export function tryFall(field: Field, piece: PiecePosition): boolean {
  if (!fits(field, piece.col, piece.row - 1, piece.rot)) return false;
  piece.row--;
  return true;
}

export const RotateResult = { Done: 0, Kicked: 1, Failed: 2, BothSidesBlocked: 3 } as const;
export type RotateResult = (typeof RotateResult)[keyof typeof RotateResult];

/**
 * Rotates clockwise (dir 1) or counter-clockwise (dir -1) with wall and floor kicks (the match limits floor kicks
 * per pair with `floorKick`).
 */
export function tryRotate(field: Field, piece: PiecePosition, dir: 1 | -1, floorKick = true): RotateResult {
  const { col, row } = piece;
  const rot = (piece.rot + dir) & 3;
  if (fits(field, col, row, rot)) {
    piece.rot = rot;
    return RotateResult.Done;
  }
  if (rot === Rotation.Right || rot === Rotation.Left) {
    const kicked = col - CHILD_DX[rot];
    if (fits(field, kicked, row, rot)) {
      piece.col = kicked;
      piece.rot = rot;
      return RotateResult.Kicked;
    }
    return RotateResult.BothSidesBlocked;
  }
  if (rot === Rotation.Down && floorKick && fits(field, col, row + 1, rot)) {
    piece.row = row + 1;
    piece.rot = rot;
    return RotateResult.Kicked;
  }
  return RotateResult.Failed;
}

/** Flips an upright pair 180 degrees (used when both sides are blocked); false if even that is impossible. */
export function tryQuickTurn(field: Field, piece: PiecePosition, floorKick = true): boolean {
  if (piece.rot !== Rotation.Up && piece.rot !== Rotation.Down) return false;
  const rot = piece.rot ^ 2;
  for (const row of rot === Rotation.Down && floorKick ? [piece.row, piece.row + 1] : [piece.row]) {
    if (fits(field, piece.col, row, rot)) {
      piece.row = row;
      piece.rot = rot;
      return true;
    }
  }
  return false;
}

/** One tick's buttons for one player, as bit flags: shifts and rotations act on the tick they are set. */
export const Input = { Left: 1, Right: 2, RotateCw: 4, RotateCcw: 8, SoftDrop: 16 } as const;
export const INPUT_MASK = 31;
