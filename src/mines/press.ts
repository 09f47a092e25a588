/**
 * What a click on a cell means, read from the tiles the player sees: the engine plays a move by these rules, and
 * a front end shows a held press with them, so the two never disagree.
 */
import type { CellMoveKind } from './moves.ts';
import { isOpenTile, Tile } from './tiles.ts';

/**
 * The move a click makes on a tile: an open on a number chords (the classic rule), an open on a closed cell in
 * flag mode flags; anything else is what was clicked.
 */
export function resolveKind(kind: CellMoveKind, tile: number, flagMode: boolean): CellMoveKind {
  if (kind === 'open' && isOpenTile(tile) && tile > 0) return 'chord';
  if (kind === 'open' && flagMode && !isOpenTile(tile)) return 'flag';
  return kind;
}

/** The tiles a press needs: what the player sees, row by row. */
export interface TileView {
  readonly width: number;
  readonly height: number;
  tileAt(x: number, y: number): number;
}

/**
 * The cells (as `y * width + x`) a held button shows pushed in before its release: for a chord (or an open on an
 * open cell) the covered cells around it, for an open the covered cell itself (none in flag mode, where it flags).
 */
export function pressedCells(
  view: TileView,
  x: number,
  y: number,
  kind: 'open' | 'chord',
  flagMode: boolean,
): number[] {
  const { width, height } = view;
  const tile = view.tileAt(x, y);
  const cells: number[] = [];
  if (kind === 'chord' || isOpenTile(tile)) {
    for (let ny = y - 1; ny <= y + 1; ny++)
      for (let nx = x - 1; nx <= x + 1; nx++)
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && view.tileAt(nx, ny) === Tile.Covered)
          cells.push(ny * width + nx);
  } else if (tile === Tile.Covered && !flagMode) {
    cells.push(y * width + x);
  }
  return cells;
}
