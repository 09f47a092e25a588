/**
 * What a Sudoku player can do, as plain data for the move log: a digit, an erase, a corner or centre pencil mark,
 * a colour, each on one cell or on a selection, and "fill candidates". `readMove` checks a move from anywhere (a
 * save, a worker message) and puts it in one shape, so the rules in applyMove.ts never see a stranger's value.
 */
import { isRecord, isWholeIn } from '../core/plainData.ts';
import { shown } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import { CELLS } from './grid.ts';
import { CELL_COLOURS } from './palette.ts';

export const MARK_KINDS = ['corner', 'centre'] as const;
/** Corner marks (where a digit may go in a unit) and centre marks (what a cell may hold) are separate sets. */
export type MarkKind = (typeof MARK_KINDS)[number];

/** Colour 0 is none; 1..COLOURS index the palette. */
export const COLOURS = CELL_COLOURS.length;

/** One cell, or a selection of several (each cell listed once, any order). */
export type MoveTarget = { readonly cell: number } | { readonly cells: readonly number[] };

export type SudokuMove =
  | ({ readonly kind: 'enter'; readonly digit: number } & MoveTarget)
  | ({ readonly kind: 'erase' } & MoveTarget)
  | ({ readonly kind: MarkKind; readonly digit: number } & MoveTarget)
  /** The first games' single pencil-mark set: read as a centre mark. */
  | ({ readonly kind: 'note'; readonly digit: number } & MoveTarget)
  | ({ readonly kind: 'colour'; readonly colour: number } & MoveTarget)
  | { readonly kind: 'fillCandidates' };

export type SudokuMoveKind = SudokuMove['kind'];

const MOVE_KINDS: readonly SudokuMoveKind[] = [
  'enter',
  'erase',
  'corner',
  'centre',
  'note',
  'colour',
  'fillCandidates',
];

/** A move after checking: cells ascending without repeats, a legacy note turned into a centre mark. */
export type CheckedMove =
  | { readonly kind: 'enter'; readonly cells: readonly number[]; readonly digit: number }
  | { readonly kind: 'erase'; readonly cells: readonly number[] }
  | {
      readonly kind: 'mark';
      readonly mark: MarkKind;
      readonly cells: readonly number[];
      readonly digit: number;
    }
  | { readonly kind: 'colour'; readonly cells: readonly number[]; readonly colour: number }
  | { readonly kind: 'fillCandidates' };

export function readMove(value: unknown): Result<CheckedMove> {
  if (!isRecord(value)) return err(`a move must be an object with a kind, got ${shown(value)}`);
  const kind = value.kind as SudokuMoveKind;
  if (!MOVE_KINDS.includes(kind))
    return err(`move kind ${shown(value.kind)} is not one of ${MOVE_KINDS.join(', ')}`);
  if (kind === 'fillCandidates') return ok({ kind });
  const cells = readCells(value);
  if (!cells.ok) return cells;
  if (kind === 'erase') return ok({ kind, cells: cells.value });
  if (kind === 'colour') {
    if (!isWholeIn(value.colour, 0, COLOURS)) return err(`colour ${shown(value.colour)} is not 0-${COLOURS}`);
    return ok({ kind, cells: cells.value, colour: value.colour });
  }
  if (!isWholeIn(value.digit, 1, 9)) return err(`digit ${shown(value.digit)} is not 1-9`);
  if (kind === 'enter') return ok({ kind, cells: cells.value, digit: value.digit });
  const mark: MarkKind = kind === 'note' ? 'centre' : kind;
  return ok({ kind: 'mark', mark, cells: cells.value, digit: value.digit });
}

function readCells(value: Record<string, unknown>): Result<number[]> {
  if (!('cells' in value)) {
    return isWholeIn(value.cell, 0, CELLS - 1)
      ? ok([value.cell])
      : err(`cell ${shown(value.cell)} is outside the grid`);
  }
  const { cells } = value;
  if (!Array.isArray(cells)) return err(`cells must be a list of cell numbers, got ${shown(cells)}`);
  if (cells.length === 0) return err('cells is empty: a move needs at least one cell');
  if (cells.length > CELLS) return err(`cells lists ${cells.length} cells, more than the grid's ${CELLS}`);
  const seen = new Set<number>();
  for (let i = 0; i < cells.length; i++) {
    const cell: unknown = cells[i];
    if (!isWholeIn(cell, 0, CELLS - 1)) return err(`cells[${i}] = ${shown(cell)} is outside the grid`);
    seen.add(cell);
  }
  return ok([...seen].sort((a, b) => a - b));
}
