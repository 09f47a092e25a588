/**
 * The rules of a checked move on the player's layers (entries, corner and centre marks, colours). Everything is
 * checked before anything changes, so a refused move leaves the state as it was (src/core/game.ts's contract).
 *
 * A selection behaves as in SudokuPad: a mark or colour is taken away from every cell when every cell already has
 * it, and added to every cell otherwise; an erase clears the top layer the selection holds (digits, then marks,
 * then colours). A move that would change nothing is refused, so the log (and undo) never holds an empty step.
 */
import { err, ok, type Result } from '../core/result.ts';
import { ALL_DIGITS, bit, CELLS, cellName, PEERS } from './grid.ts';
import type { CheckedMove, MarkKind } from './moves.ts';

/** What the player has put on the grid, one entry per cell; givens live apart and never change. */
export interface PlayerLayers {
  /** 81 characters, `.` for empty: the puzzle as given. */
  readonly givens: string;
  /** Digits entered by the player, 0 for empty (givens are not repeated here). */
  readonly entries: number[];
  /** Corner marks, bit d-1 for digit d. */
  readonly corner: number[];
  /** Centre marks, bit d-1 for digit d. */
  readonly centre: number[];
  /** Palette index, 0 for none. */
  readonly colours: number[];
}

export const isGiven = (layers: PlayerLayers, cell: number): boolean => layers.givens[cell] !== '.';

/** The cells of a selection a digit, erase or mark may touch (every cell but the givens). */
export const editableCells = (layers: PlayerLayers, cells: readonly number[]): number[] =>
  cells.filter((cell) => !isGiven(layers, cell));

/** "a1", "a1 and b2", "a1, b2, c3 and 4 more": cells named short enough for any message. */
export function cellList(cells: readonly number[]): string {
  const names = cells.slice(0, 3).map(cellName);
  if (cells.length > 3) return `${names.join(', ')} and ${cells.length - 3} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

export function applyMove(layers: PlayerLayers, move: CheckedMove): Result<void> {
  if (move.kind === 'fillCandidates') return fillCandidates(layers);
  if (move.kind === 'colour') return colour(layers, move.cells, move.colour);
  const givens = move.cells.filter((cell) => isGiven(layers, cell));
  if (givens.length > 0) return err(`${cellList(givens)} ${givens.length > 1 ? 'are givens' : 'is a given'}`);
  if (move.kind === 'enter') return enter(layers, move.cells, move.digit);
  if (move.kind === 'erase') return erase(layers, move.cells);
  return toggleMark(layers, move.mark, move.cells, move.digit);
}

function enter(layers: PlayerLayers, cells: readonly number[], digit: number): Result<void> {
  if (cells.every((cell) => layers.entries[cell] === digit))
    return err(`${cellList(cells)} already ${cells.length > 1 ? 'hold' : 'holds'} ${digit}`);
  const clear = ~bit(digit);
  for (const cell of cells) {
    layers.entries[cell] = digit;
    layers.corner[cell] = 0;
    layers.centre[cell] = 0;
    for (const peer of PEERS[cell]) {
      layers.corner[peer] &= clear;
      layers.centre[peer] &= clear;
    }
  }
  return ok(undefined);
}

function erase(layers: PlayerLayers, cells: readonly number[]): Result<void> {
  const { entries, corner, centre, colours } = layers;
  if (cells.some((cell) => entries[cell] !== 0)) for (const cell of cells) entries[cell] = 0;
  else if (cells.some((cell) => corner[cell] !== 0 || centre[cell] !== 0)) {
    for (const cell of cells) {
      corner[cell] = 0;
      centre[cell] = 0;
    }
  } else if (cells.some((cell) => colours[cell] !== 0)) for (const cell of cells) colours[cell] = 0;
  else return err(`nothing to erase in ${cellList(cells)}`);
  return ok(undefined);
}

/** Marks go in the selection's empty cells; cells holding a digit keep none. */
function toggleMark(
  layers: PlayerLayers,
  kind: MarkKind,
  cells: readonly number[],
  digit: number,
): Result<void> {
  const marks = layers[kind];
  const open = cells.filter((cell) => layers.entries[cell] === 0);
  if (open.length === 0)
    return err(
      `${cellList(cells)} ${cells.length > 1 ? 'hold digits' : 'holds a digit'}: erase before ${kind} marks`,
    );
  const b = bit(digit);
  const remove = open.every((cell) => (marks[cell] & b) !== 0);
  for (const cell of open) marks[cell] = remove ? marks[cell] & ~b : marks[cell] | b;
  return ok(undefined);
}

function colour(layers: PlayerLayers, cells: readonly number[], index: number): Result<void> {
  const all = cells.every((cell) => layers.colours[cell] === index);
  if (index === 0 && all) return err(`${cellList(cells)} ${cells.length > 1 ? 'have' : 'has'} no colour`);
  const next = all ? 0 : index;
  for (const cell of cells) layers.colours[cell] = next;
  return ok(undefined);
}

/** Candidates from the placed digits (givens and entries), for every empty cell. */
export function candidateMasks(layers: PlayerLayers): number[] {
  const digit = (cell: number): number =>
    isGiven(layers, cell) ? Number(layers.givens[cell]) : layers.entries[cell];
  return Array.from({ length: CELLS }, (_, cell) => {
    if (digit(cell) !== 0) return 0;
    let mask = ALL_DIGITS;
    for (const peer of PEERS[cell]) if (digit(peer) !== 0) mask &= ~bit(digit(peer));
    return mask;
  });
}

function fillCandidates(layers: PlayerLayers): Result<void> {
  const masks = candidateMasks(layers);
  const open = masks.flatMap((_, cell) =>
    isGiven(layers, cell) || layers.entries[cell] !== 0 ? [] : [cell],
  );
  if (open.length === 0) return err('no empty cell to fill with candidates');
  if (open.every((cell) => layers.centre[cell] === masks[cell]))
    return err("the centre marks already hold every empty cell's candidates");
  for (const cell of open) layers.centre[cell] = masks[cell];
  return ok(undefined);
}
