/**
 * The solver playing whole games on hidden boards: it sees only a view, opens what it proves safe, flags what it
 * proves a mine, and guesses when it must. Used by the win-rate benchmark and the no-guess generator's tests.
 */
import { adjacentMines, type Board, isMine } from '../index.ts';
import { endgameSearchIfFew } from './endgame.ts';
import { Knowledge } from './knowledge.ts';
import { neighbourTable } from './neighbours.ts';
import { type Probabilities, safestSafety } from './probabilities.ts';
import { solveStep } from './solver.ts';
import { COVERED, FLAGGED, type MinesView } from './view.ts';

/** The hidden board the solver plays on: mine flags and neighbour counts, row-major. */
export interface HiddenBoard {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  isMine(cell: number): boolean;
  /** Mines around a safe cell. */
  count(cell: number): number;
}

export interface GameResult {
  readonly won: boolean;
  /** Guesses made (the first click is not counted). */
  readonly guesses: number;
  /**
   * The most any player could expect to win this board from this first click: every player reaches the same
   * first forced guess (sure moves only add knowledge), and from there wins at most the exact best-play chance
   * (few layouts left) or the safety of the safest cell. 1 when no guess is needed.
   */
  readonly ceiling: number;
}

/** The engine's board as the playout sees it. */
export function hiddenBoard(board: Board): HiddenBoard {
  return {
    width: board.width,
    height: board.height,
    mines: board.mines,
    isMine: (cell) => isMine(board, cell),
    count: (cell) => adjacentMines(board, cell),
  };
}

/** Opens `cell` in `view` with the flood fill of zero cells; returns how many cells were opened. */
export function openCell(board: HiddenBoard, view: MinesView, cell: number): number {
  const nb = neighbourTable(board.width, board.height);
  if (view.cells[cell] !== COVERED) return 0;
  const stack = [cell];
  let opened = 0;
  view.cells[cell] = board.count(cell);
  opened++;
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (view.cells[c] !== 0) continue;
    for (let j = 1; j <= nb[c * 9]; j++) {
      const n = nb[c * 9 + j];
      if (view.cells[n] !== COVERED) continue;
      view.cells[n] = board.count(n);
      opened++;
      stack.push(n);
    }
  }
  return opened;
}

/** Plays one game from a first click that must be safe; the solver makes every later move. */
export function playGame(board: HiddenBoard, firstCell: number): GameResult {
  return play(board, firstCell, Number.POSITIVE_INFINITY).result;
}

/**
 * The view when the solver faces its `guessNumber`-th forced guess (1 for the first), or null if the game ends
 * before that.
 */
export function playUntilGuess(board: HiddenBoard, firstCell: number, guessNumber: number): MinesView | null {
  const { result, view } = play(board, firstCell, guessNumber - 1);
  return result.won || result.guesses < guessNumber - 1 || view === null ? null : view;
}

function play(
  board: HiddenBoard,
  firstCell: number,
  stopBeforeGuess: number,
): { result: GameResult; view: MinesView | null } {
  const size = board.width * board.height;
  const view: MinesView = {
    width: board.width,
    height: board.height,
    mines: board.mines,
    cells: new Int8Array(size).fill(COVERED),
  };
  let safeLeft = size - board.mines - openCell(board, view, firstCell);
  let guesses = 0;
  let ceiling = 1;
  while (safeLeft > 0) {
    const knowledge = new Knowledge(view, true);
    const step = solveStep(knowledge);
    for (const cell of step.mines) view.cells[cell] = FLAGGED;
    if (step.safe.length > 0) {
      for (const cell of step.safe) safeLeft -= openCell(board, view, cell);
      continue;
    }
    if (step.guess < 0) throw new Error('solver found no move in a position that has one');
    if (guesses === stopBeforeGuess) return { result: { won: false, guesses, ceiling }, view };
    if (guesses === 0) ceiling = bestPlayCeiling(knowledge, step.probabilities!);
    guesses++;
    if (board.isMine(step.guess)) return { result: { won: false, guesses, ceiling }, view: null };
    safeLeft -= openCell(board, view, step.guess);
  }
  return { result: { won: true, guesses, ceiling }, view: null };
}

/** An upper bound on the chance to win with best play from a position that has no sure move. */
export function bestPlayCeiling(k: Knowledge, probabilities: Probabilities): number {
  return endgameSearchIfFew(k, probabilities)?.win ?? safestSafety(k, probabilities);
}
