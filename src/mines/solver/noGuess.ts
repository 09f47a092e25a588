/**
 * No-guess boards: boards that can be solved from the first click by sure moves alone (the mine total allowed as
 * a deduction), after Simon Tatham's generator. A random layout is played by the sure-move player; where it gets
 * stuck, mines are moved so that one open number on the edge of the known area is settled: either all its unknown
 * neighbours are emptied (mines moved into the unexplored interior) or all are filled (mines taken from it).
 * Play then resumes. Every repair can change numbers the player already used, so a board is accepted only after
 * a fresh player solves it from the first click; otherwise repairs continue from where that one stuck.
 * Boards are not uniform over all no-guess boards.
 */
import type { CellCoords } from '../../core/cellName.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { type Board, generateBoard, MINE_BIT } from '../index.ts';
import { UNKNOWN } from './knowledge.ts';
import { LogicPlayer } from './logicPlayer.ts';

export interface NoGuessOptions {
  /** Fresh layouts tried before giving up (default 50). */
  readonly maxAttempts?: number;
  /** Repairs allowed on one layout before it is dropped (default: a tenth of the cells, at least 50). */
  readonly maxRepairs?: number;
  /** Called between repairs; returning true cancels generation (a time budget is the caller's business). */
  readonly shouldStop?: () => boolean;
}

export interface NoGuessSize {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
}

export type NoGuessError =
  | { readonly kind: 'cancelled'; readonly message: string }
  | { readonly kind: 'tooDense'; readonly message: string };

/**
 * A no-guess board whose first click at `first` opens an area (its 3x3 block is mine-free). Fails with
 * `tooDense` when no board was found within the attempts, `cancelled` when `shouldStop` said so.
 */
export function generateNoGuess(
  size: NoGuessSize,
  first: CellCoords,
  rng: Rng,
  options: NoGuessOptions = {},
): Result<Board, NoGuessError> {
  const { width, height, mines } = size;
  const cells = width * height;
  const maxAttempts = options.maxAttempts ?? 50;
  const maxRepairs = options.maxRepairs ?? Math.max(50, Math.floor(cells / 10));
  const firstCell = first.y * width + first.x;
  if (mines > cells - keptFree(width, height, first))
    return err({
      kind: 'tooDense',
      message: `${mines} mines leave no room for an opening at the first click`,
    });
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const board = generateBoard({ width, height, mines, firstClick: 'opening' }, rng, first);
    let repairs = 0;
    let player = new LogicPlayer(width, height, mines, board.cells);
    player.open(firstCell);
    for (;;) {
      if (options.shouldStop?.())
        return err({ kind: 'cancelled', message: 'no-guess generation was cancelled' });
      const outcome = player.run();
      if (outcome === 'exploded') throw new Error('no-guess generator: a sure move hit a mine (solver bug)');
      if (outcome === 'solved') {
        const check = new LogicPlayer(width, height, mines, board.cells);
        check.open(firstCell);
        if (check.run() === 'solved') return ok(board);
        player = check;
      }
      if (++repairs > maxRepairs || !repair(player, board, rng)) break;
    }
  }
  return err({
    kind: 'tooDense',
    message: `no no-guess ${width}x${height} board with ${mines} mines found in ${maxAttempts} attempts: try fewer mines`,
  });
}

function keptFree(width: number, height: number, first: CellCoords): number {
  return (
    (Math.min(first.x + 1, width - 1) - Math.max(first.x - 1, 0) + 1) *
    (Math.min(first.y + 1, height - 1) - Math.max(first.y - 1, 0) + 1)
  );
}

/** Settles one random open number on the boundary by moving mines; false when no move is possible. */
function repair(player: LogicPlayer, board: Board, rng: Rng): boolean {
  const boundary = player.boundary();
  if (boundary.length === 0) return false;
  const k = player.k;
  const target = boundary[rng.nextInt(boundary.length)];
  const around = k.neighboursIn(target, UNKNOWN);
  const inAround = new Set(around);
  // Cells to trade with: unknown cells touching no open number (the unexplored interior) first.
  const interior: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < k.size; i++) {
    if (k.known[i] !== UNKNOWN || inAround.has(i)) continue;
    (touchesOpen(player, i) ? rest : interior).push(i);
  }
  const minesAround = around.filter((c) => board.cells[c] & MINE_BIT);
  const safeAround = around.filter((c) => !(board.cells[c] & MINE_BIT));
  for (const pool of [interior, [...interior, ...rest]]) {
    const poolSafe = pool.filter((c) => !(board.cells[c] & MINE_BIT));
    const poolMines = pool.filter((c) => board.cells[c] & MINE_BIT);
    const canEmpty = poolSafe.length >= minesAround.length;
    const canFill = poolMines.length >= safeAround.length;
    if (!canEmpty && !canFill) continue;
    const empty = canEmpty && (!canFill || minesAround.length <= safeAround.length);
    const from = empty ? minesAround : rng.shuffle(poolMines).slice(0, safeAround.length);
    const to = empty ? rng.shuffle(poolSafe).slice(0, minesAround.length) : safeAround;
    for (let i = 0; i < from.length; i++) moveMine(player, board, from[i], to[i]);
    return true;
  }
  return false;
}

function touchesOpen(player: LogicPlayer, cell: number): boolean {
  const nb = player.k.neighbours;
  for (let j = 1; j <= nb[cell * 9]; j++) if (player.view.cells[nb[cell * 9 + j]] >= 0) return true;
  return false;
}

/** Moves a mine and keeps every neighbour count of the board right. */
function moveMine(player: LogicPlayer, board: Board, from: number, to: number): void {
  const nb = player.k.neighbours;
  board.cells[from] &= ~MINE_BIT;
  for (let j = 1; j <= nb[from * 9]; j++) board.cells[nb[from * 9 + j]]--;
  board.cells[to] |= MINE_BIT;
  for (let j = 1; j <= nb[to * 9]; j++) board.cells[nb[to * 9 + j]]++;
  player.boardChanged(from);
  player.boardChanged(to);
}
