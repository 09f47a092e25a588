/**
 * A played game looked at afterwards, move by move, by what the player could see before each move (their flags not
 * trusted): an open the numbers proved safe is a sure move; an open of a cell that was not proved is a guess, forced
 * when nothing anywhere was proved safe and avoidable when something was (one such cell is named); opening a cell
 * proved to be a mine, or flagging one proved safe, is a blunder. The summary weighs the player's guesses against
 * the safest guesses at the same moments: the chance of surviving them all, each way.
 */
import { type MinesState, play } from '../game.ts';
import type { Move } from '../moves.ts';
import { resolveKind } from '../press.ts';
import { isClosedTile, isOpenTile, Tile } from '../tiles.ts';
import { Knowledge } from './knowledge.ts';
import { computeProbabilities, type Probabilities } from './probabilities.ts';
import { CERTAIN } from './solver.ts';
import { viewFromTiles } from './view.ts';

export type MoveLabel =
  /** The first open, safe by the board's first-click rule. */
  | { readonly kind: 'first' }
  /** Every cell it opens was proved safe, or the flag it sets was proved a mine. */
  | { readonly kind: 'sure' }
  /** Nothing on the board was proved safe: a guess had to be made. `safest`: no cell was safer. */
  | {
      readonly kind: 'forced';
      readonly safety: number;
      readonly bestSafety: number;
      readonly safest: boolean;
    }
  /** A guess while `sureCell` was proved safe. */
  | { readonly kind: 'avoidable'; readonly safety: number; readonly sureCell: number }
  /** `cell` was proved a mine and was opened (`opened-mine`), or proved safe and was flagged (`flagged-safe`). */
  | { readonly kind: 'blunder'; readonly cell: number; readonly what: 'opened-mine' | 'flagged-safe' }
  /** Anything else: a click that changed nothing, a flag taken off, a question mark, flag mode, a flag not proved. */
  | { readonly kind: 'other' };

export interface MoveAnalysis {
  /** Position of the move in the log (0-based). */
  readonly index: number;
  readonly move: Move;
  /** What the click did by the rules (an open on a number chords; an open in flag mode flags). */
  readonly played: Move['kind'];
  /** The cells the move itself opened or flagged (before any flood fill), row-major. */
  readonly cells: readonly number[];
  readonly label: MoveLabel;
  /** False when a frontier was too big to count exactly and its probabilities were estimated. */
  readonly exact: boolean;
}

export interface GameAnalysis {
  readonly moves: readonly MoveAnalysis[];
  readonly counts: Readonly<Record<MoveLabel['kind'], number>>;
  /** The chance of surviving every guess the player made, as made. */
  readonly guessesSurvival: number;
  /** The chance of surviving the same number of guesses had each been the safest cell at its moment. */
  readonly bestSurvival: number;
}

/**
 * Analyses a game by playing its move log on `state`, a game not started yet (`newGame(params, seed)`, as a replay
 * does). A move the engine refuses ends the analysis there.
 */
export function analyseGame(state: MinesState, moves: readonly Move[]): GameAnalysis {
  const { params } = state;
  const { width, height, mines } = params;
  const analysed: MoveAnalysis[] = [];
  let guessesSurvival = 1;
  let bestSurvival = 1;
  for (const [index, move] of moves.entries()) {
    if (state.phase === 'won' || state.phase === 'lost') break;
    const played =
      move.kind === 'flagMode' ? 'flagMode' : resolveKind(move.kind, cellTile(move), state.flagMode);
    const before = state.tiles.slice();
    const first = state.startedAt === null;
    if (!play(state, move).ok) break;
    if (move.kind === 'flagMode') {
      analysed.push({ index, move, played, cells: [], label: { kind: 'other' }, exact: true });
      continue;
    }
    const at = move.y * width + move.x;
    const cells = directCells(played, at, before, state.tiles, width, height);
    const k = new Knowledge(viewFromTiles(width, height, mines, before), false);
    const probabilities =
      cells.length > 0 && !(first && params.firstClick !== 'any') ? computeProbabilities(k) : null;
    const label =
      first && params.firstClick !== 'any' && cells.length > 0 ? { kind: 'first' as const } : judge();
    if (label.kind === 'forced' || label.kind === 'avoidable') {
      guessesSurvival *= label.safety;
      bestSurvival *= label.kind === 'forced' ? label.bestSafety : 1;
    }
    analysed.push({ index, move, played, cells, label, exact: probabilities?.exact ?? true });

    function judge(): MoveLabel {
      if (cells.length === 0 || !probabilities) return { kind: 'other' };
      const p = probabilities.cell;
      if (played === 'flag') {
        const cell = cells[0];
        if (p[cell] < CERTAIN) return { kind: 'blunder', cell, what: 'flagged-safe' };
        return p[cell] > 1 - CERTAIN ? { kind: 'sure' } : { kind: 'other' };
      }
      const mine = cells.find((c) => p[c] > 1 - CERTAIN);
      if (mine !== undefined) return { kind: 'blunder', cell: mine, what: 'opened-mine' };
      if (cells.every((c) => p[c] < CERTAIN)) return { kind: 'sure' };
      // A chord over unproved flags opens several unproved cells: it is as risky as its riskiest cell.
      const safety = Math.min(...cells.map((c) => 1 - p[c]));
      const sureCell = firstSureCell(before, p);
      if (sureCell >= 0) return { kind: 'avoidable', safety, sureCell };
      const bestSafety = safestCovered(before, probabilities);
      return { kind: 'forced', safety, bestSafety, safest: safety >= bestSafety - 1e-9 };
    }
  }
  const counts = { first: 0, sure: 0, forced: 0, avoidable: 0, blunder: 0, other: 0 };
  for (const m of analysed) counts[m.label.kind]++;
  return { moves: analysed, counts, guessesSurvival, bestSurvival };

  function cellTile(move: Move): number {
    return move.kind === 'flagMode' ? Tile.Covered : (state.tiles[move.y * width + move.x] ?? Tile.Covered);
  }
}

/** The cells a move itself acted on: the opened cell, a chord's closed neighbours it opened, or the flagged cell. */
function directCells(
  played: Move['kind'],
  at: number,
  before: Uint8Array,
  after: Uint8Array,
  width: number,
  height: number,
): number[] {
  if (played === 'flag') return before[at] === Tile.Covered && after[at] === Tile.Flag ? [at] : [];
  const opened = (cell: number): boolean => isClosedTile(before[cell]) && after[cell] !== before[cell];
  if (played === 'open') return opened(at) ? [at] : [];
  if (played !== 'chord') return [];
  const x = at % width;
  const y = (at - x) / width;
  const cells: number[] = [];
  for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
    for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
      const cell = ny * width + nx;
      if (cell !== at && opened(cell)) cells.push(cell);
    }
  return cells;
}

/** A closed cell proved safe, or else a flagged one (the flag is wrong), or -1. */
function firstSureCell(tiles: Uint8Array, p: Float64Array): number {
  let flagged = -1;
  for (let i = 0; i < tiles.length; i++) {
    if (isOpenTile(tiles[i]) || p[i] >= CERTAIN) continue;
    if (isClosedTile(tiles[i])) return i;
    if (flagged < 0) flagged = i;
  }
  return flagged;
}

/** The safety of the safest covered cell. */
function safestCovered(tiles: Uint8Array, probabilities: Probabilities): number {
  let best = 0;
  for (let i = 0; i < tiles.length; i++)
    if (!isOpenTile(tiles[i])) best = Math.max(best, 1 - probabilities.cell[i]);
  return best;
}
