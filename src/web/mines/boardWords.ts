/** The board in words for screen readers: a cell's state, and the board's label with the cursor on it. */
import { cellName } from '../../core/cellName.ts';
import { type Params, Tile } from '../../mines/index.ts';
import type { Translate } from '../i18n/index.ts';
import type { CellPoint } from './boardView.ts';

export function cellWords(t: Translate, tile: number): string {
  if (tile === 0) return t('mines.cell.empty');
  if (tile <= 8) return t('mines.cell.open', { n: tile });
  if (tile === Tile.Flag || tile === Tile.CorrectFlag) return t('mines.cell.flag');
  if (tile === Tile.Mine || tile === Tile.Exploded) return t('mines.cell.mine');
  return t('mines.cell.covered');
}

export function boardWords(t: Translate, params: Params, cursor: CellPoint, tile: number): string {
  const { width, height, mines } = params;
  const cell = cellName(cursor.x, cursor.y);
  return t('mines.board', { width, height, mines, cell, state: cellWords(t, tile) });
}

/** A counter as the classic LCD shows it: three digits, a minus sign taking one. */
export const lcd = (n: number): string =>
  n < 0 ? `-${String(-n).padStart(2, '0')}` : String(n).padStart(3, '0');
