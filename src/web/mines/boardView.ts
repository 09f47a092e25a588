/**
 * The board on a canvas that is only as large as what is visible: a sticky canvas inside a scrolled "sizer" as
 * large as the whole board. Scrolling and zooming redraw the visible cells from the tile copy (one drawImage per
 * cell from a sprite strip); a move redraws only the cells it changed. A 1000 x 1000 board costs the same per
 * frame as a 30 x 16 one: what is drawn is bounded by the screen, not by the board.
 */
import { isOpenTile, Tile } from '../../mines/index.ts';
import { drawSprites, type Palette, PRESSED_SPRITE, readPalette } from './tileSprites.ts';

export const MIN_CELL = 6;
export const MAX_CELL = 64;

export interface CellPoint {
  readonly x: number;
  readonly y: number;
}

/** What an outline on a cell says: a hint's safe cell, mine or guess, a number it rests on, a wrong flag. */
export type CellMark = 'safe' | 'mine' | 'guess' | 'involved' | 'wrong';

/** Outline colours that read on the light and the dark board alike. */
const MARK_COLOURS: Readonly<Record<CellMark, string>> = {
  safe: '#18a349',
  mine: '#e0282e',
  guess: '#f0a000',
  involved: '#3b7ddd',
  wrong: '#e0282e',
};

/** A chance of a mine as the shaded board writes it: whole percents, "<1" and ">99" for the near-certain. */
export function percentLabel(p: number): string {
  if (p === 0 || p === 1) return String(p * 100);
  const percent = Math.round(p * 100);
  return percent < 1 ? '<1' : percent > 99 ? '>99' : String(percent);
}

export class BoardView {
  /** The focusable scroll area: the element that takes input. */
  readonly element: HTMLDivElement;
  private readonly sizer: HTMLDivElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private width = 0;
  private height = 0;
  private tiles: Uint8Array = new Uint8Array(0);
  /** Cell size in CSS pixels, and in device pixels (`deviceCell`), the unit of all drawing. */
  private cssCell = 28;
  private deviceCell = 28;
  private dpr = 1;
  private sprites: HTMLCanvasElement | undefined;
  private palette: Palette | undefined;
  private originX = 0;
  private originY = 0;
  private pending = 0;
  private pressed: readonly number[] = [];
  private cursor: CellPoint | null = null;
  private cursorVisible = false;
  private marks: ReadonlyMap<number, CellMark> = new Map();
  private shade: Float64Array | null = null;
  private readonly observers: { disconnect(): void }[] = [];

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'board-scroller';
    this.element.tabIndex = 0;
    this.element.setAttribute('role', 'application');
    this.element.setAttribute('aria-roledescription', 'board');
    this.sizer = document.createElement('div');
    this.sizer.className = 'board-sizer';
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board-canvas';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.sizer.append(this.canvas);
    this.element.append(this.sizer);
    this.ctx = this.canvas.getContext('2d', { alpha: false })!;
    this.element.addEventListener('scroll', () => this.schedule(), { passive: true });
    const resize = new ResizeObserver(() => this.layout());
    resize.observe(this.element);
    const theme = new MutationObserver(() => this.refreshTheme());
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    this.observers.push(resize, theme);
  }

  destroy(): void {
    for (const observer of this.observers) observer.disconnect();
    cancelAnimationFrame(this.pending);
  }

  get cellSize(): number {
    return this.cssCell;
  }

  get boardWidth(): number {
    return this.width;
  }

  get boardHeight(): number {
    return this.height;
  }

  /** A copy of the tiles as drawn (for the solver worker, which must not see later changes). */
  tilesCopy(): Uint8Array {
    return this.tiles.slice();
  }

  tileAt(x: number, y: number): number {
    return this.tiles[y * this.width + x];
  }

  /** A new board (or a replay snapshot): all tiles replaced. */
  setTiles(width: number, height: number, tiles: Uint8Array): void {
    const resized = width !== this.width || height !== this.height;
    this.width = width;
    this.height = height;
    this.tiles = tiles;
    if (resized) this.resize();
    else this.drawVisible();
  }

  setCellSize(cssCell: number, anchor?: { clientX: number; clientY: number }): void {
    const next = Math.max(MIN_CELL, Math.min(MAX_CELL, Math.round(cssCell)));
    if (next === this.cssCell) return;
    const rect = this.element.getBoundingClientRect();
    const ax = anchor ? anchor.clientX - rect.left : this.element.clientWidth / 2;
    const ay = anchor ? anchor.clientY - rect.top : this.element.clientHeight / 2;
    const boardX = (this.element.scrollLeft + ax) / this.cssCell;
    const boardY = (this.element.scrollTop + ay) / this.cssCell;
    this.cssCell = next;
    this.resize();
    this.element.scrollLeft = boardX * next - ax;
    this.element.scrollTop = boardY * next - ay;
    this.drawVisible();
  }

  /** The largest cell size that shows the whole board in `maxWidth` x `maxHeight` CSS pixels. */
  static fittingCell(width: number, height: number, maxWidth: number, maxHeight: number): number {
    return Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor(Math.min(maxWidth / width, maxHeight / height))));
  }

  /** Patches the tiles a move changed and redraws those that are on screen. */
  applyChanges(changed: Int32Array, values: Uint8Array): void {
    for (let i = 0; i < changed.length; i++) this.tiles[changed[i]] = values[i];
    if (changed.length > 2000) {
      this.drawVisible();
      return;
    }
    for (let i = 0; i < changed.length; i++) this.drawIndex(changed[i]);
  }

  /** Covered cells shown pressed down while a button is held (the cell, or the neighbours of a chord). */
  setPressed(cells: readonly number[]): void {
    const before = this.pressed;
    this.pressed = cells;
    for (const index of before) this.drawIndex(index);
    for (const index of cells) this.drawIndex(index);
  }

  /** Cells outlined by a hint (what it is about, and the numbers it rests on) or an analysis; empty to clear. */
  setMarks(marks: ReadonlyMap<number, CellMark>): void {
    const before = this.marks;
    this.marks = marks;
    for (const index of before.keys()) this.drawIndex(index);
    for (const index of marks.keys()) this.drawIndex(index);
  }

  /** Every covered cell shaded by its chance of a mine (with the percentage on cells big enough), or none. */
  setShade(shade: Float64Array | null): void {
    this.shade = shade && shade.length === this.tiles.length ? shade : null;
    this.drawVisible();
  }

  /** The keyboard cursor is drawn only while the keyboard is in use. */
  setCursorVisible(visible: boolean): void {
    if (visible === this.cursorVisible) return;
    this.cursorVisible = visible;
    if (this.cursor) this.drawIndex(this.cursor.y * this.width + this.cursor.x);
  }

  setCursor(cursor: CellPoint | null): void {
    const before = this.cursor;
    this.cursor = cursor;
    if (before) this.drawIndex(before.y * this.width + before.x);
    if (cursor) this.drawIndex(cursor.y * this.width + cursor.x);
  }

  /** The cell under a point on the screen, or null off the board. */
  cellAt(clientX: number, clientY: number): CellPoint | null {
    this.updateOrigin(); // the scroll may have moved since the last frame was drawn
    const rect = this.canvas.getBoundingClientRect();
    const px = (clientX - rect.left) * this.dpr + this.originX;
    const py = (clientY - rect.top) * this.dpr + this.originY;
    const x = Math.floor(px / this.deviceCell);
    const y = Math.floor(py / this.deviceCell);
    if (clientX < rect.left || clientY < rect.top || x < 0 || y < 0 || x >= this.width || y >= this.height)
      return null;
    return { x, y };
  }

  /** Scrolls just enough for a cell to be fully visible. */
  revealCell(cell: CellPoint): void {
    const size = this.deviceCell / this.dpr;
    const left = cell.x * size;
    const top = cell.y * size;
    const view = this.element;
    if (left < view.scrollLeft) view.scrollLeft = left;
    else if (left + size > view.scrollLeft + view.clientWidth)
      view.scrollLeft = left + size - view.clientWidth;
    if (top < view.scrollTop) view.scrollTop = top;
    else if (top + size > view.scrollTop + view.clientHeight) view.scrollTop = top + size - view.clientHeight;
  }

  private refreshTheme(): void {
    this.palette = undefined;
    this.sprites = undefined;
    this.drawVisible();
  }

  private resize(): void {
    this.dpr = window.devicePixelRatio || 1;
    this.deviceCell = Math.max(1, Math.round(this.cssCell * this.dpr));
    this.sprites = undefined;
    const cssCell = this.deviceCell / this.dpr;
    this.element.dataset.cellSize = String(cssCell);
    this.sizer.style.width = `${this.width * cssCell}px`;
    this.sizer.style.height = `${this.height * cssCell}px`;
    this.layout();
  }

  /** Sizes the canvas to the visible part of the board. */
  private layout(): void {
    const cssCell = this.deviceCell / this.dpr;
    const cssWidth = Math.min(this.element.clientWidth, this.width * cssCell);
    const cssHeight = Math.min(this.element.clientHeight, this.height * cssCell);
    this.canvas.style.width = `${cssWidth}px`;
    this.canvas.style.height = `${cssHeight}px`;
    const deviceWidth = Math.round(cssWidth * this.dpr);
    const deviceHeight = Math.round(cssHeight * this.dpr);
    if (this.canvas.width !== deviceWidth || this.canvas.height !== deviceHeight) {
      this.canvas.width = deviceWidth;
      this.canvas.height = deviceHeight;
    }
    this.drawVisible();
  }

  private schedule(): void {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.drawVisible();
    });
  }

  private ensureSprites(): HTMLCanvasElement {
    this.palette ??= readPalette(this.element);
    this.sprites ??= drawSprites(this.deviceCell, this.palette);
    return this.sprites;
  }

  private updateOrigin(): void {
    // The sticky canvas sits at the scroll offset, kept inside the board.
    const maxX = Math.max(0, this.width * this.deviceCell - this.canvas.width);
    const maxY = Math.max(0, this.height * this.deviceCell - this.canvas.height);
    this.originX = Math.min(maxX, Math.max(0, Math.round(this.element.scrollLeft * this.dpr)));
    this.originY = Math.min(maxY, Math.max(0, Math.round(this.element.scrollTop * this.dpr)));
  }

  /**
   * Says which sides have more board beyond the visible part (`data-more`: left, right, up, down), so the page
   * shades those edges: on a phone an Expert board at a size fingers can hit is wider than the screen.
   */
  private showScrollCues(): void {
    const { scrollLeft, scrollTop, clientWidth, clientHeight, scrollWidth, scrollHeight } = this.element;
    const more = [
      scrollLeft > 1 && 'left',
      scrollLeft + clientWidth < scrollWidth - 1 && 'right',
      scrollTop > 1 && 'up',
      scrollTop + clientHeight < scrollHeight - 1 && 'down',
    ].filter(Boolean);
    const text = more.join(' ');
    if (this.element.dataset.more !== text) this.element.dataset.more = text;
  }

  drawVisible(): void {
    this.showScrollCues();
    if (this.width === 0 || this.canvas.width === 0) return;
    this.updateOrigin();
    const s = this.deviceCell;
    const ctx = this.ctx;
    ctx.fillStyle = (this.palette ??= readPalette(this.element)).open;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const x0 = Math.floor(this.originX / s);
    const y0 = Math.floor(this.originY / s);
    const x1 = Math.min(this.width - 1, Math.floor((this.originX + this.canvas.width - 1) / s));
    const y1 = Math.min(this.height - 1, Math.floor((this.originY + this.canvas.height - 1) / s));
    const sprites = this.ensureSprites();
    for (let y = y0; y <= y1; y++) {
      const row = y * this.width;
      const dy = y * s - this.originY;
      for (let x = x0; x <= x1; x++) {
        ctx.drawImage(sprites, this.tiles[row + x] * s, 0, s, s, x * s - this.originX, dy, s, s);
      }
    }
    if (this.shade)
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++)
          this.drawShade(y * this.width + x, x * s - this.originX, y * s - this.originY);
    for (const index of this.marks.keys()) this.drawIndex(index);
    for (const index of this.pressed) this.drawIndex(index);
    if (this.cursor) this.drawIndex(this.cursor.y * this.width + this.cursor.x);
  }

  private drawShade(index: number, dx: number, dy: number): void {
    const tile = this.tiles[index];
    if (!this.shade || isOpenTile(tile) || tile === Tile.Exploded) return;
    const p = this.shade[index];
    const s = this.deviceCell;
    const ctx = this.ctx;
    ctx.fillStyle =
      p === 0 ? 'rgba(30, 160, 70, 0.45)' : `rgba(215, 40, 40, ${(0.12 + 0.63 * p).toFixed(3)})`;
    ctx.fillRect(dx + 1, dy + 1, s - 2, s - 2);
    if (s < 22 * this.dpr) return;
    ctx.fillStyle = this.palette!.text;
    ctx.font = `600 ${Math.round(s * 0.36)}px ${this.palette!.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(percentLabel(p), dx + s / 2, dy + s / 2);
  }

  private drawMark(mark: CellMark, dx: number, dy: number): void {
    const s = this.deviceCell;
    const line = Math.max(2, Math.round(s / 10));
    const ctx = this.ctx;
    ctx.strokeStyle = MARK_COLOURS[mark];
    ctx.lineWidth = line;
    ctx.setLineDash(mark === 'wrong' ? [line * 1.5, line] : []);
    ctx.strokeRect(dx + line / 2, dy + line / 2, s - line, s - line);
    ctx.setLineDash([]);
  }

  private drawIndex(index: number): void {
    if (index < 0 || index >= this.tiles.length) return;
    const s = this.deviceCell;
    const x = index % this.width;
    const y = (index - x) / this.width;
    const dx = x * s - this.originX;
    const dy = y * s - this.originY;
    if (dx + s <= 0 || dy + s <= 0 || dx >= this.canvas.width || dy >= this.canvas.height) return;
    const tile = this.tiles[index];
    const sprite = tile === Tile.Covered && this.pressed.includes(index) ? PRESSED_SPRITE : tile;
    this.ctx.drawImage(this.ensureSprites(), sprite * s, 0, s, s, dx, dy, s, s);
    this.drawShade(index, dx, dy);
    const mark = this.marks.get(index);
    if (mark) this.drawMark(mark, dx, dy);
    if (this.cursorVisible && this.cursor && this.cursor.x === x && this.cursor.y === y) {
      const line = Math.max(2, Math.round(s / 12));
      this.ctx.strokeStyle = this.palette!.cursor;
      this.ctx.lineWidth = line;
      this.ctx.strokeRect(dx + line / 2, dy + line / 2, s - line, s - line);
    }
  }
}
