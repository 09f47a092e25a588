/**
 * What the tests know that a player does not: the engine replays a seeded game, so after the first click the
 * test can read where the mines are and play perfectly (or badly, on purpose).
 */
import { isMine, type MinesState, type Move, newGame, type Params, play } from '../src/mines/index.ts';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface Oracle {
  readonly state: MinesState;
  /** Safe cells still covered after the first click. */
  readonly safeCovered: Cell[];
  readonly mines: Cell[];
  /** Mines around a cell. */
  minesAround(cell: Cell): Cell[];
}

/** The game after its first open at `first`, as the engine plays it for this seed. */
export function oracleAfterFirstClick(params: Params, seed: string, first: Cell): Oracle {
  const state = newGame(params, seed);
  const opened = play(state, { kind: 'open', x: first.x, y: first.y, at: 0 });
  if (!opened.ok) throw new Error(opened.error);
  const { width, height } = params;
  const safeCovered: Cell[] = [];
  const mines: Cell[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (isMine(state.board, index)) mines.push({ x, y });
      else if (state.tiles[index] > 8) safeCovered.push({ x, y });
    }
  }
  const minesAround = (cell: Cell) =>
    mines.filter((mine) => Math.abs(mine.x - cell.x) <= 1 && Math.abs(mine.y - cell.y) <= 1);
  return { state, safeCovered, mines, minesAround };
}

/** A winning log: the first click, then every safe cell still covered, one open each, 100 ms apart. */
export function winningMoves(params: Params, seed: string, first: Cell): Move[] {
  const oracle = oracleAfterFirstClick(params, seed, first);
  const moves: Move[] = [{ kind: 'open', ...first, at: 0 }];
  const probe = newGame(params, seed);
  play(probe, moves[0]);
  let at = 0;
  for (const cell of oracle.safeCovered) {
    if (probe.tiles[cell.y * params.width + cell.x] <= 8) continue; // opened by an earlier flood
    at += 100;
    const move: Move = { kind: 'open', ...cell, at };
    play(probe, move);
    moves.push(move);
  }
  return moves;
}
