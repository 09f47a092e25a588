/**
 * What the drawing needs beyond the engine's state, read from its events tick by tick: the field as it was before
 * a pop (the engine has already dropped what was above), which cells pop, the chain counter, "All clear", the
 * cells a lock or a garbage drop just filled (for the squash and the fall). Pure bookkeeping: no drawing here.
 */
import { type CellAt, CHILD_DX, CHILD_DY, Field, type MatchState, poppingCells } from '../../puyo/index.ts';
import { COLUMNS, HIDDEN_ROW } from '../../puyo/types.ts';

export interface SideEffects {
  popping?: {
    readonly field: Field;
    readonly cells: readonly CellAt[];
    readonly start: number;
    /** Rows each puyo left standing falls once the popped ones are gone, keyed `row * 6 + col` where it lands. */
    readonly falls: ReadonlyMap<number, number>;
  };
  popup?: { readonly chain: number; readonly start: number };
  allClearAt?: number;
  /** Cells filled by the last lock (squash) or garbage drop (fall), and when. */
  landed?: {
    readonly cells: readonly CellAt[];
    readonly start: number;
    readonly garbage: boolean;
    /** Rows a locked puyo still fell (the lower side of a lying pair over a gap), keyed `row * 6 + col`. */
    readonly falls: ReadonlyMap<number, number>;
  };
}

/** Where the puyos above a pop land: a column keeps its order, so the k-th one left lands on row k + 1. */
export function fallsAfterPop(before: Field, popped: readonly CellAt[]): Map<number, number> {
  const gone = new Set(popped.map((cell) => cell.row * COLUMNS + cell.col));
  const falls = new Map<number, number>();
  for (let col = 0; col < COLUMNS; col++) {
    let landing = 1;
    for (let row = 1; row <= HIDDEN_ROW; row++) {
      if (before.get(col, row) === 0 || gone.has(row * COLUMNS + col)) continue;
      if (row > landing) falls.set(landing * COLUMNS + col, row - landing);
      landing++;
    }
  }
  return falls;
}

function filledSince(before: Field, after: Field): CellAt[] {
  const cells: CellAt[] = [];
  for (let col = 0; col < COLUMNS; col++)
    for (let row = 1; row <= HIDDEN_ROW; row++)
      if (before.get(col, row) === 0 && after.get(col, row) !== 0) cells.push({ col, row });
  return cells;
}

export class MatchEffects {
  readonly sides: [SideEffects, SideEffects] = [{}, {}];
  private readonly before = [new Field(), new Field()];
  /** Each side's falling puyos before the tick: `row * 6 + col` of the cell, per column the lowest row held. */
  private readonly pieceRows: Map<number, number>[] = [new Map(), new Map()];

  /** Call before each tick: keeps the fields as they are. */
  remember(match: MatchState): void {
    for (let p = 0; p < 2; p++) {
      this.before[p].copyFrom(match.players[p].field);
      const rows = this.pieceRows[p];
      rows.clear();
      const piece = match.players[p].piece;
      if (!piece) continue;
      const childCol = piece.col + CHILD_DX[piece.rot];
      const childRow = piece.row + CHILD_DY[piece.rot];
      rows.set(piece.col, Math.min(piece.row, piece.col === childCol ? childRow : piece.row));
      if (childCol !== piece.col) rows.set(childCol, childRow);
    }
  }

  /** Call after each tick: reads its events. */
  observe(match: MatchState): void {
    for (const event of match.events) {
      const side = this.sides[event.player];
      const before = this.before[event.player];
      const after = match.players[event.player].field;
      if (event.type === 'pop') {
        const cells = poppingCells(before);
        side.popping = {
          field: before.clone(),
          cells,
          start: match.tick,
          falls: fallsAfterPop(before, cells),
        };
        side.popup = { chain: event.chain, start: match.tick };
      } else if (event.type === 'chainEnd' && event.allClear) side.allClearAt = match.tick;
      else if (event.type === 'lock') {
        const cells = filledSince(before, after);
        const falls = new Map<number, number>();
        const rows = this.pieceRows[event.player];
        for (const cell of cells) {
          // The lowest new cell of a column came from the piece's lowest puyo there; one above it, one row higher.
          const lowest = Math.min(...cells.filter((c) => c.col === cell.col).map((c) => c.row));
          const from = (rows.get(cell.col) ?? cell.row) + (cell.row - lowest);
          if (from > cell.row) falls.set(cell.row * COLUMNS + cell.col, from - cell.row);
        }
        side.landed = { cells, start: match.tick, garbage: false, falls };
      } else if (event.type === 'garbage')
        side.landed = {
          cells: filledSince(before, after),
          start: match.tick,
          garbage: true,
          falls: new Map(),
        };
    }
  }
}
