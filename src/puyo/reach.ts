/**
 * Which placements a pair can reach from its spawn point (pivot column 3, row 12, upright), given the stack.
 * A breadth-first search over pair positions with the moves of moves.ts: shifts, rotations with wall and floor
 * kicks, quick turns, and falling from row 13 back to row 12. Gravity is otherwise ignored (the player is assumed
 * quick enough to act before the pair falls), so the pivot stays in rows 12-13, where every path over the stack
 * runs. This generalises seed 004's rule (a column is reachable only if no column between it and the spawn column
 * is filled up to row 12): a 12-high column can still be crossed by climbing to row 13 with a floor kick or quick
 * turn next to a high stack (the well-known 13th-row trick).
 */
import type { Field } from './field.ts';
import { fits, type PiecePosition, RotateResult, tryQuickTurn, tryRotate, tryShift } from './moves.ts';
import { type Pair, PLACEMENTS, type Placement, placementId } from './placement.ts';
import { SPAWN_COLUMN, SPAWN_ROW } from './types.ts';

const stateId = (p: PiecePosition): number => (p.row - SPAWN_ROW) * 24 + p.col * 4 + p.rot;
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
  const mask = searchPlacements(field);
  cache.set(key, mask);
  return mask;
}

function searchPlacements(field: Field): number {
  if (!fits(field, SPAWN_COLUMN, SPAWN_ROW, 0)) return 0;
  const seen = new Uint8Array(48);
  const queue: PiecePosition[] = [{ col: SPAWN_COLUMN, row: SPAWN_ROW, rot: 0 }];
  seen[stateId(queue[0])] = 1;
  let mask = 0;
  const visit = (p: PiecePosition): void => {
    if (p.row < SPAWN_ROW || seen[stateId(p)]) return;
    seen[stateId(p)] = 1;
    queue.push(p);
  };
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    mask |= 1 << ID_OF[p.col * 4 + p.rot];
    for (const dx of [-1, 1]) {
      const next = { ...p };
      if (tryShift(field, next, dx)) visit(next);
    }
    for (const dir of [1, -1] as const) {
      const next = { ...p };
      const result = tryRotate(field, next, dir);
      if (result === RotateResult.Done || result === RotateResult.Kicked) visit(next);
      else if (result === RotateResult.BothSidesBlocked) {
        const flipped = { ...p };
        if (tryQuickTurn(field, flipped)) visit(flipped);
      }
    }
    if (p.row > SPAWN_ROW && fits(field, p.col, p.row - 1, p.rot)) visit({ ...p, row: p.row - 1 });
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
