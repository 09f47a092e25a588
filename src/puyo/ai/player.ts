/** The interface every AI implements, on engine objects (the plain-data API in index.ts wraps it). */
import {
  type Field,
  type Pair,
  PLACEMENTS,
  type Placement,
  placementId,
  reachablePlacements,
} from '../index.ts';
import type { AiDecision } from './types.ts';

export interface AiState {
  /** The player's settled field (not modified by the AI). */
  readonly field: Field;
  /** Current pair first, then the visible next pairs. */
  readonly queue: readonly Pair[];
  /** Solo: pairs still to be placed, the current one included. */
  readonly pairsLeft?: number;
  /** Garbage puyos waiting to fall on this player. */
  readonly incomingGarbage?: number;
  /** Versus: the opponent's settled field and the garbage waiting for them. */
  readonly opponent?: { readonly field: Field; readonly incomingGarbage: number };
}

export interface PuyoAi {
  readonly name: string;
  decide(state: AiState): AiDecision;
}

/** All 22 placements reachable (the mask reachablePlacements returns on an open field). */
export const ALL_PLACEMENTS = (1 << 22) - 1;

/** The spawn area is open when no column reaches row 12; then every placement is reachable. */
export function spawnAreaOpen(field: Field): boolean {
  for (let col = 0; col < 6; col++) if (field.height(col) >= 12) return false;
  return true;
}

/** Bit mask of the reachable placement ids (the BFS runs only when a column reaches row 12). */
export function reachableMask(field: Field): number {
  return spawnAreaOpen(field) ? ALL_PLACEMENTS : reachablePlacements(field);
}

/** Whether `placement` of `pair` can be reached, given the mask; a same-coloured pair may use its mirror image. */
export function canReach(mask: number, pair: Pair, placement: Placement): boolean {
  const id = placementId(placement.col, placement.rot);
  if (id < 0) return false;
  if (mask & (1 << id)) return true;
  if (pair.pivot !== pair.child) return false;
  const p = PLACEMENTS[id];
  const mirror = p.rot === 0 ? placementId(p.col, 2) : p.rot === 1 ? placementId(p.col + 1, 3) : -1;
  return mirror >= 0 && (mask & (1 << mirror)) !== 0;
}
