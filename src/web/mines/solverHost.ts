/**
 * The solver's side of the page (in a worker of its own, so a hint or the probabilities never hold up a move): a
 * hint, every covered cell's mine probability, or a finished game's analysis, each from plain data the page sends.
 * Pure apart from the clock it reads to say how long the probabilities took; tested in Node.
 */
import { err, ok, type Result } from '../../core/result.ts';
import { newGame, type Params, parseMoveLog } from '../../mines/index.ts';
import { analyseGame, type GameAnalysis } from '../../mines/solver/analysis.ts';
import { computeProbabilities, type Hint, hint, Knowledge, viewFromTiles } from '../../mines/solver/index.ts';
import { MAX_UI_CELLS } from './boardLimits.ts';

/** The position as the page sees it: the board's size and mine total, and its tiles. */
export interface Position {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly tiles: Uint8Array;
}

export type SolverRequest =
  | { readonly type: 'hint'; readonly position: Position }
  | { readonly type: 'probabilities'; readonly position: Position }
  | { readonly type: 'analyse'; readonly params: Params; readonly seed: string; readonly moves: string };

export type SolverReply =
  | { readonly type: 'hint'; readonly hint: Hint }
  | {
      readonly type: 'probabilities';
      /** Mine probability per cell (0 on open cells). */
      readonly cells: Float64Array;
      /** False when a frontier was too big to count and its cells were estimated. */
      readonly exact: boolean;
      readonly ms: number;
    }
  | { readonly type: 'analysis'; readonly analysis: GameAnalysis }
  | { readonly type: 'refused'; readonly error: string };

/** Search nodes per frontier component before the view estimates instead: about 100 ms on this machine. */
export const VIEW_NODE_BUDGET = 200_000;

function positionProblem(position: unknown): string | undefined {
  if (typeof position !== 'object' || position === null) return 'no position';
  const { width, height, mines, tiles } = position as Partial<Position>;
  const whole = (n: unknown, max: number) =>
    Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= max;
  if (
    !whole(width, MAX_UI_CELLS) ||
    !whole(height, MAX_UI_CELLS) ||
    (width as number) * (height as number) > MAX_UI_CELLS
  )
    return 'a board size out of range';
  if (!(tiles instanceof Uint8Array) || tiles.length !== (width as number) * (height as number))
    return 'tiles that do not fit the board';
  return whole(mines, tiles.length) ? undefined : 'a mine total out of range';
}

export function handleSolverRequest(request: SolverRequest, now: () => number): Result<SolverReply> {
  if (request.type === 'analyse') {
    const moves = parseMoveLog(request.moves);
    if (!moves.ok) return err(moves.error);
    try {
      return ok({
        type: 'analysis',
        analysis: analyseGame(newGame(request.params, request.seed), moves.value),
      });
    } catch (error) {
      return err(error instanceof Error ? error.message : String(error));
    }
  }
  const problem = positionProblem(request.position);
  if (problem) return err(problem);
  const { width, height, mines, tiles } = request.position;
  const view = viewFromTiles(width, height, mines, tiles);
  if (request.type === 'hint') {
    const found = hint(view);
    return found.ok ? ok({ type: 'hint', hint: found.value }) : err(found.error);
  }
  const started = now();
  const probabilities = computeProbabilities(new Knowledge(view, false), VIEW_NODE_BUDGET);
  if (!probabilities) return err('no arrangement of mines fits these numbers');
  return ok({
    type: 'probabilities',
    cells: probabilities.cell,
    exact: probabilities.exact,
    ms: now() - started,
  });
}
