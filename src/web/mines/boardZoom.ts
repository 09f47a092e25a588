/**
 * The board's cell size: presets open fitting the screen at a comfortable size, big boards at a readable size
 * (they scroll), and the zoom buttons step it or fit the whole board.
 */
import type { Params } from '../../mines/index.ts';
import { BoardView } from './boardView.ts';
import type { MinesLayout } from './layout.ts';

/** The smallest cell a new game opens at on a touch screen: about a fingertip. */
export const TOUCH_CELL = 28;

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

  /**
   * The size a new game opens at: the board fitted to the screen, but never below what a finger can hit on a touch
   * screen (28 px: an Expert board then scrolls on a phone, its hidden edges shaded) or 20 px with a mouse.
   */
  openingSize(params: Params): number {
    const smallest = matchMedia('(pointer: coarse)').matches ? TOUCH_CELL : 20;
    return Math.max(smallest, Math.min(36, this.fittingCell(params)));
  }

  private fittingCell(params: Params): number {
    const frame = this.ui.boardSlot.parentElement!;
    const width = Math.max(200, frame.clientWidth - 32);
    const height = Math.max(240, window.innerHeight - 260);
    return BoardView.fittingCell(params.width, params.height, width, height);
  }
}
