/**
 * Where the server keeps verified game results. The HTTP layer only sees this interface, so a test or another
 * database can stand in for the SQLite file without touching the routes (after boardgame.io's db/base).
 */

/** A finished Minesweeper game the server has replayed and checked. */
export interface MinesResult {
  /** `beginner`, `intermediate`, `expert`, or `custom`. */
  readonly level: string;
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly seed: string;
  readonly won: boolean;
  readonly timeMs: number;
  readonly bbbv: number;
  readonly clicks: number;
  readonly player: string;
}

export interface StoredMinesResult extends MinesResult {
  readonly id: number;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
}

export interface MinesRecords {
  readonly level: string;
  readonly played: number;
  readonly wins: number;
  /** Fastest wins first. */
  readonly best: readonly StoredMinesResult[];
}

export interface Storage {
  addMinesResult(result: MinesResult, createdAt: Date): StoredMinesResult;
  minesRecords(level: string, limit: number): MinesRecords;
  close(): void;
}
