/**
 * Plain-data shapes of the AI's API, so a request and its answer can cross a Web Worker boundary unchanged.
 */
import type { Color, Placement } from '../index.ts';

/** A pair as plain data: [pivot colour, child colour]. */
export type PairData = readonly [Color, Color];

/** What a player knows when it must place its current pair. */
export interface AiRequest {
  /** The player's field as text (DESIGN.md section 3 format). */
  readonly field: string;
  /** Current pair, then the visible next pairs (usually 3 in all). */
  readonly queue: readonly PairData[];
  /** Solo: pairs still to be placed, the current one included (the game ends after them). */
  readonly pairsLeft?: number;
  /** Garbage puyos waiting to fall on this player. */
  readonly incomingGarbage?: number;
  /** Versus: the opponent's field and the garbage waiting to fall on them. */
  readonly opponent?: { readonly field: string; readonly incomingGarbage?: number };
}

export interface AiStats {
  /** Fields evaluated. */
  readonly nodes: number;
  /** Deepest search depth reached (pairs). */
  readonly depth: number;
  /** 'fire' when the move is meant to start (or lead straight to) a chain, else 'build'. */
  readonly plan: 'build' | 'fire';
  /** The chain the plan expects: fired now or the best potential chain being built. */
  readonly expectedChains: number;
  readonly expectedScore: number;
}

export interface AiDecision {
  readonly placement: Placement;
  readonly stats: AiStats;
}
