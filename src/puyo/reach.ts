/**
 * Which placements a pair can reach from its spawn point (pivot column 3, row 12, upright), given the stack.
 * A breadth-first search over pair positions with the moves of moves.ts: shifts, rotations with wall and floor
 * kicks, quick turns, and falling from row 13 back to row 12. Gravity is otherwise ignored (the player is assumed
 * quick enough to act before the pair falls), so the pivot stays in rows 12-13, where every path over the stack
 * runs. This generalises the classic rule (a column is reachable only if no column between it and the spawn column
 * is filled up to row 12): a 12-high column can still be crossed by climbing to row 13 with a floor kick or quick
 * turn next to a high stack (the well-known 13th-row trick).
 */
import type { Field } from './field.ts';
import {
  fits,
  type PiecePosition,
  RotateResult,
  tryFall,
  tryQuickTurn,
  tryRotate,
  tryShift,
} from './moves.ts';
import { type Pair, PLACEMENTS, type Placement, placementId } from './placement.ts';
import { SPAWN_COLUMN, SPAWN_ROW } from './types.ts';

const stateId = (p: PiecePosition): number => (p.row - SPAWN_ROW) * 24 + p.col * 4 + p.rot;
const seen = new Uint8Array(48);
const queue = new Int32Array(48);
const ROTATIONS = [1, -1] as const;
const ID_OF = [0, 1, 2, 3, 4, 5].flatMap((col) => [0, 1, 2, 3].map((rot) => placementId(col, rot)));

const cache = new Map<number, number>();
const CACHE_LIMIT = 1 << 16;

/**
 * A bit per PLACEMENTS index: set when that placement can be reached. 0 when the spawn cell is filled. The field
 * must be settled: the answer depends only on the column heights and row 14, and is cached by them.
 */
export function reachablePlacements(field: Field): number {
  let key = 0;
  for (let col = 0; col < 6; col++)
    key = key * 32 + field.height(col) * 2 + ((field.columnBits(col) >>> 14) & 1);
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const mask = searchReachablePlacements(field);
  cache.set(key, mask);
  return mask;
}

/** The search itself, uncached. */
export function searchReachablePlacements(field: Field): number {
  if (!fits(field, SPAWN_COLUMN, SPAWN_ROW, 0)) return 0;
  seen.fill(0);
  let head = 0;
  let tail = 0;
  const visit = (p: PiecePosition): void => {
    if (p.row < SPAWN_ROW) return;
    const id = stateId(p);
    if (seen[id]) return;
    seen[id] = 1;
    queue[tail++] = id;
  };
  visit({ col: SPAWN_COLUMN, row: SPAWN_ROW, rot: 0 });
  let mask = 0;
  const next: PiecePosition = { col: 0, row: 0, rot: 0 };
  const from = (id: number): PiecePosition => {
    next.row = SPAWN_ROW + Math.floor(id / 24);
    next.col = (id % 24) >> 2;
    next.rot = id & 3;
    return next;
  };
  while (head < tail) {
    const id = queue[head++];
    const { col, rot } = from(id);
    mask |= 1 << ID_OF[col * 4 + rot];
    if (tryShift(field, from(id), -1)) visit(next);
    if (tryShift(field, from(id), 1)) visit(next);
    for (const dir of ROTATIONS) {
      const result = tryRotate(field, from(id), dir);
      if (result === RotateResult.Done || result === RotateResult.Kicked) visit(next);
      else if (result === RotateResult.BothSidesBlocked && tryQuickTurn(field, from(id))) visit(next);
    }
    if (from(id).row > SPAWN_ROW && tryFall(field, next)) visit(next);
  }
  return mask;
}

/** The distinct placements of `pair` reachable on `field` (mirror images merged for a same-coloured pair). */
export function reachablePlacementsFor(field: Field, pair: Pair): Placement[] {
  const mask = reachablePlacements(field);
  const reachable = (col: number, rot: number): boolean => {
    const id = placementId(col, rot);
    return id >= 0 && (mask & (1 << id)) !== 0;
  };
  if (pair.pivot !== pair.child) return PLACEMENTS.filter((_, id) => mask & (1 << id));
  return PLACEMENTS.filter(
    (p) =>
      (p.rot === 0 && (reachable(p.col, 0) || reachable(p.col, 2))) ||
      (p.rot === 1 && (reachable(p.col, 1) || reachable(p.col + 1, 3))),
  );
}
