/**
 * The board's cell size: presets open fitting the screen at a comfortable size, big boards at a readable size
 * (they scroll), and the zoom buttons step it or fit the whole board.
 */
import type { Params } from '../../mines/index.ts';
import { BoardView } from './boardView.ts';
import type { MinesLayout } from './layout.ts';

export class BoardZoom {
  constructor(
    private readonly ui: MinesLayout,
    board: BoardView,
    /** The board on the page, if any. */
    params: () => Params | undefined,
  ) {
    ui.zoomIn.addEventListener('click', () => board.setCellSize(board.cellSize * 1.25));
    ui.zoomOut.addEventListener('click', () => board.setCellSize(board.cellSize / 1.25));
    ui.zoomFit.addEventListener('click', () => {
      const shown = params();
      if (shown) board.setCellSize(this.fittingCell(shown));
    });
  }

  /** The size a new game opens at. */
  openingSize(params: Params): number {
    return Math.max(20, Math.min(36, this.fittingCell(params)));
  }

  private fittingCell(params: Params): number {
    const frame = this.ui.boardSlot.parentElement!;
    const width = Math.max(200, frame.clientWidth - 32);
    const height = Math.max(240, window.innerHeight - 260);
    return BoardView.fittingCell(params.width, params.height, width, height);
  }
}
