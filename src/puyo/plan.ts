/**
 * Turns a placement into a list of per-tick inputs for the match: the shortest sequence of shifts, rotations and
 * quick turns from the spawn point (one action per tick, found by breadth-first search with the moves of
 * moves.ts), then soft drop held until the pair locks. Used by tests and by the AI's move execution.
 */
import type { Field } from './field.ts';
import {
  CHILD_DX,
  fits,
  Input,
  type PiecePosition,
  RotateResult,
  tryQuickTurn,
  tryRotate,
  tryShift,
} from './moves.ts';
import type { Placement } from './placement.ts';
import { HIDDEN_ROW, SPAWN_COLUMN, SPAWN_ROW } from './types.ts';

interface Node {
  readonly position: PiecePosition;
  readonly inputs: readonly number[];
}

const key = (p: PiecePosition): number => (p.row * 8 + p.col) * 4 + p.rot;

/**
 * Inputs that bring the pair from the spawn point (or from `from`, where a falling pair is now) to the placement
 * (and lock it), or null if unreachable.
 */
export function planInputs(
  field: Field,
  placement: Placement,
  softDropTicks = HIDDEN_ROW * 2,
  from: PiecePosition = { col: SPAWN_COLUMN, row: SPAWN_ROW, rot: 0 },
): number[] | null {
  const start: PiecePosition = { col: from.col, row: from.row, rot: from.rot };
  if (!fits(field, start.col, start.row, start.rot)) return null;
  const seen = new Set([key(start)]);
  const queue: Node[] = [{ position: start, inputs: [] }];
  const childCol = placement.col + CHILD_DX[placement.rot];
  for (let i = 0; i < queue.length; i++) {
    const { position, inputs } = queue[i];
    if (position.col === placement.col && position.rot === placement.rot && childCol >= 0) {
      return [...inputs, ...new Array<number>(softDropTicks).fill(Input.SoftDrop)];
    }
    const push = (next: PiecePosition, more: number[]): void => {
      if (seen.has(key(next))) return;
      seen.add(key(next));
      queue.push({ position: next, inputs: [...inputs, ...more] });
    };
    for (const [dx, input] of [
      [-1, Input.Left],
      [1, Input.Right],
    ] as const) {
      const next = { ...position };
      if (tryShift(field, next, dx)) push(next, [input]);
    }
    for (const [dir, input] of [
      [1, Input.RotateCw],
      [-1, Input.RotateCcw],
    ] as const) {
      const next = { ...position };
      const result = tryRotate(field, next, dir);
      if (result === RotateResult.Done || result === RotateResult.Kicked) push(next, [input]);
      else if (result === RotateResult.BothSidesBlocked && tryQuickTurn(field, next))
        push(next, [input, input]);
    }
  }
  return null;
}
