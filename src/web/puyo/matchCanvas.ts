/**
 * Draws a match on one canvas: both fields (12 rows and the 13th peeking), the pairs interpolated between ticks,
 * the ghost, links between touching puyos, pops, chain counters, "All clear", the garbage trays, next and
 * next-next in the middle, margin time, and covers over both fields while paused. Everything is measured in
 * cells (C) and scaled to the canvas, which is sized to its box at the device's pixel ratio.
 */

import type { Field } from '../../puyo/field.ts';
import {
  CHILD_DX,
  CHILD_DY,
  fits,
  landingCells,
  MARGIN_TICKS,
  type MatchState,
  type Placement,
  targetPointsAt,
  upcomingPair,
} from '../../puyo/index.ts';
import type { SideEffects } from './effects.ts';
import { trayIcons } from './garbageIcons.ts';
import { matchTime } from './matchTime.ts';
import { drawIcon, drawLink, drawPuyo, PUYO_COLOURS } from './sprites.ts';

export const SCENE_WIDTH = 16;
export const SCENE_HEIGHT = 14;
/** Solo practice shows the human's side alone: its field and the middle's half with its next pairs. */
export const SOLO_SCENE_WIDTH = 9.75;
const FIELD_X = [0.25, 9.75];
const FIELD_TOP = 1;
const FIELD_ROWS = 12.5;
const MIDDLE = 8;

export interface SceneWords {
  chain(n: number): string;
  readonly allClear: string;
  readonly margin: string;
  readonly next: string;
}

export interface SceneOptions {
  /** 0..1 of the way to the next tick. */
  readonly fraction: number;
  readonly ghost: boolean;
  /** Where the coach would put the human's pair. */
  readonly coach?: Placement;
  readonly covered: boolean;
  /** Solo practice: the first player's side only, no margin time. */
  readonly solo?: boolean;
  readonly reducedMotion: boolean;
  readonly dark: boolean;
  readonly words: SceneWords;
}

const cellX = (p: number, col: number) => FIELD_X[p] + col + 0.5;
const cellY = (row: number) => FIELD_TOP + FIELD_ROWS - row + 0.5;

export class MatchCanvas {
  readonly element = document.createElement('canvas');
  private readonly ctx: CanvasRenderingContext2D;
  private scale = 1;
  private width = SCENE_WIDTH;

  constructor() {
    this.ctx = this.element.getContext('2d')!;
    this.element.className = 'puyo-canvas';
  }

  /** Draws both sides, or the human's alone (SOLO_SCENE_WIDTH wide); the page sizes the box to match. */
  showSides(sides: 1 | 2): void {
    this.width = sides === 2 ? SCENE_WIDTH : SOLO_SCENE_WIDTH;
    this.resize();
  }

  /** Fits the canvas's pixels to its box (call on resize). */
  resize(): void {
    const box = this.element.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    this.element.width = Math.max(1, Math.round(box.width * ratio));
    this.element.height = Math.max(1, Math.round(box.height * ratio));
    this.scale = this.element.width / this.width;
  }

  draw(match: MatchState, effects: readonly SideEffects[], options: SceneOptions): void {
    const { ctx } = this;
    ctx.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    ctx.clearRect(0, 0, this.width, SCENE_HEIGHT);
    for (let p = 0; p < (options.solo ? 1 : 2); p++) this.drawSide(match, p, effects[p], options);
    this.drawMiddle(match, options);
  }

  private drawSide(match: MatchState, p: number, effects: SideEffects, options: SceneOptions): void {
    const { ctx } = this;
    const player = match.players[p];
    const x0 = FIELD_X[p];
    ctx.fillStyle = options.dark ? '#0d1020' : '#1c2340';
    ctx.fillRect(x0, FIELD_TOP, 6, FIELD_ROWS);
    this.drawTray(p, player.garbage.pending + player.garbage.incoming);
    if (options.covered) {
      ctx.fillStyle = options.dark ? '#2a2f3a' : '#3b4663';
      ctx.fillRect(x0, FIELD_TOP, 6, FIELD_ROWS);
      return;
    }
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, FIELD_TOP, 6, FIELD_ROWS);
    ctx.clip();
    // The cross on the cell that loses the game when filled.
    ctx.strokeStyle = 'rgba(255, 90, 90, 0.45)';
    ctx.lineWidth = 0.08;
    const dx = cellX(p, 2);
    const dy = cellY(12);
    ctx.beginPath();
    ctx.moveTo(dx - 0.3, dy - 0.3);
    ctx.lineTo(dx + 0.3, dy + 0.3);
    ctx.moveTo(dx + 0.3, dy - 0.3);
    ctx.lineTo(dx - 0.3, dy + 0.3);
    ctx.stroke();
    const popTicks = match.params.timing.popTicks;
    const popping =
      effects.popping && match.tick - effects.popping.start < popTicks ? effects.popping : undefined;
    this.drawField(p, popping?.field ?? player.field, match, effects, options, popping);
    const piece = player.phase === 'move' ? player.piece : null;
    if (piece) {
      if (options.ghost && p === 0) {
        for (const cell of landingCells(player.field, piece))
          if (cell.row > 0 && cell.row <= 13)
            drawPuyo(ctx, cell.color, cellX(p, cell.col), cellY(cell.row), 0.55, 1, 0.45);
      }
      if (options.coach && p === 0)
        this.drawCoach(p, player.field, { ...options.coach, row: piece.row, pair: piece.pair });
      const timing = match.params.timing;
      const canFall = fits(player.field, piece.col, piece.row - 1, piece.rot);
      const drop =
        canFall && !options.reducedMotion
          ? Math.min(0.99, (player.fallTimer + options.fraction) / timing.fallTicks)
          : 0;
      const row = piece.row - drop;
      drawPuyo(ctx, piece.pair.pivot, cellX(p, piece.col), cellY(row), 1);
      drawPuyo(
        ctx,
        piece.pair.child,
        cellX(p, piece.col + CHILD_DX[piece.rot]),
        cellY(row + CHILD_DY[piece.rot]),
        1,
      );
    }
    ctx.restore();
    this.drawWords(p, match, effects, options);
  }

  private drawField(
    p: number,
    field: Field,
    match: MatchState,
    effects: SideEffects,
    options: SceneOptions,
    popping: SideEffects['popping'],
    falling?: { readonly falls: ReadonlyMap<number, number>; readonly rowsDone: number },
  ): void {
    const { ctx } = this;
    const popped = new Set(popping?.cells.map((c) => c.row * 6 + c.col));
    const age = popping ? match.tick - popping.start + options.fraction : 0;
    const landed = effects.landed;
    const landedAge = landed ? match.tick - landed.start + options.fraction : Infinity;
    const rowTicks = match.params.timing.dropTicksPerRow;
    /** Rows a locked puyo has still to fall (a lying pair's lower side), and ticks since it landed. */
    const lockFall = (key: number): number => (landed && !landed.garbage ? (landed.falls.get(key) ?? 0) : 0);
    const sinceLanding = (key: number): number => landedAge - lockFall(key) * rowTicks;
    const fresh = new Set(
      landed ? landed.cells.map((c) => c.row * 6 + c.col).filter((k) => sinceLanding(k) < 12) : [],
    );
    const still = (col: number, row: number): number => {
      if (options.reducedMotion) return 0;
      const key = row * 6 + col;
      const afterPop = falling ? (falling.falls.get(key) ?? 0) - falling.rowsDone : 0;
      return Math.max(0, afterPop, lockFall(key) - landedAge / rowTicks);
    };
    for (let row = 1; row <= 12; row++) {
      for (let col = 0; col < 6; col++) {
        const cell = field.get(col, row);
        // Popping puyos blink on their own, unlinked; falling ones link again once they land.
        if (cell === 0 || cell === 6 || still(col, row) > 0 || popped.has(row * 6 + col)) continue;
        const joins = (c: number, r: number) =>
          field.get(c, r) === cell && still(c, r) === 0 && !popped.has(r * 6 + c);
        if (col < 5 && joins(col + 1, row))
          drawLink(ctx, cell, cellX(p, col), cellY(row), cellX(p, col + 1), cellY(row), 1);
        if (row < 12 && joins(col, row + 1))
          drawLink(ctx, cell, cellX(p, col), cellY(row), cellX(p, col), cellY(row + 1), 1);
      }
    }
    for (let row = 1; row <= 13; row++) {
      for (let col = 0; col < 6; col++) {
        const cell = field.get(col, row);
        if (cell === 0) continue;
        const key = row * 6 + col;
        let alpha = row === 13 ? 0.75 : 1;
        let size = 1;
        let y = cellY(row + still(col, row));
        let squash = 1;
        if (popped.has(key)) {
          // Blink, then shrink away (reduced motion: a steady fade).
          if (options.reducedMotion) alpha = 0.4;
          else if (age < 30) alpha = Math.floor(age / 4) % 2 === 0 ? 1 : 0.35;
          else size = Math.max(0, 1 - (age - 30) / 20);
        } else if (fresh.has(key) && !options.reducedMotion) {
          if (landed!.garbage) y -= Math.max(0, 1 - landedAge / 12) * 3;
          else if (still(col, row) === 0)
            squash = 1 - 0.18 * Math.sin((Math.PI * Math.max(0, sinceLanding(key))) / 12);
        }
        if (size > 0) drawPuyo(ctx, cell, cellX(p, col), y, size, squash, alpha);
      }
    }
  }

  /** The coach's placement: dashed rings where its two puyos would land, in their colours. */
  private drawCoach(p: number, field: Field, piece: Parameters<typeof landingCells>[1]): void {
    const { ctx } = this;
    ctx.save();
    ctx.setLineDash([0.12, 0.08]);
    ctx.lineWidth = 0.1;
    for (const cell of landingCells(field, piece)) {
      if (cell.row === 0 || cell.row > 13) continue;
      ctx.strokeStyle = PUYO_COLOURS[cell.color];
      ctx.beginPath();
      ctx.arc(cellX(p, cell.col), cellY(cell.row), 0.4, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  }

  private drawWords(p: number, match: MatchState, effects: SideEffects, options: SceneOptions): void {
    const { ctx } = this;
    const centre = FIELD_X[p] + 3;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const popup = effects.popup;
    if (popup && match.tick - popup.start < 80) {
      const age = match.tick - popup.start + options.fraction;
      const rise = options.reducedMotion ? 0 : Math.min(1, age / 20) * 0.8;
      const grow = options.reducedMotion ? 1 : 1 + Math.max(0, 0.4 - age / 25);
      // Above where the link popped, as Tsu shows it, kept inside the field.
      const cells = effects.popping?.start === popup.start ? effects.popping.cells : [];
      const top = cells.length > 0 ? Math.max(...cells.map((c) => c.row)) : 6;
      const y = Math.min(FIELD_TOP + FIELD_ROWS - 1, Math.max(FIELD_TOP + 1.5, cellY(top) - 1 - rise));
      this.outlined(options.words.chain(popup.chain), centre, y, 0.7 * grow, '#ffe14d');
    }
    if (effects.allClearAt !== undefined && match.tick - effects.allClearAt < 120)
      this.outlined(options.words.allClear, centre, 5, 0.85, '#7ff0ff');
  }

  private outlined(text: string, x: number, y: number, size: number, colour: string): void {
    const { ctx } = this;
    ctx.font = `bold ${size}px system-ui, "Noto Sans CJK JP", sans-serif`;
    ctx.lineWidth = size * 0.18;
    ctx.strokeStyle = '#1b1b1f';
    ctx.strokeText(text, x, y, 5.6);
    ctx.fillStyle = colour;
    ctx.fillText(text, x, y, 5.6);
  }

  private drawTray(p: number, count: number): void {
    const icons = trayIcons(count);
    for (let i = 0; i < icons.length; i++)
      drawIcon(this.ctx, icons[i], FIELD_X[p] + 0.5 + i, FIELD_TOP - 0.5, 0.9);
  }

  private drawMiddle(match: MatchState, options: SceneOptions): void {
    const { ctx } = this;
    const text = options.dark ? '#eceae4' : '#1d1c1a';
    for (let p = 0; p < (options.solo ? 1 : 2); p++) {
      const toward = p === 0 ? -1 : 1;
      const x = MIDDLE + toward * 0.9;
      const next = upcomingPair(match, p, 0);
      const after = upcomingPair(match, p, 1);
      if (options.covered) continue;
      drawPuyo(ctx, next.child, x, 1.9, 0.95);
      drawPuyo(ctx, next.pivot, x, 2.9, 0.95);
      const x2 = MIDDLE + toward * 0.4;
      drawPuyo(ctx, after.child, x2, 4.1, 0.7);
      drawPuyo(ctx, after.pivot, x2, 4.8, 0.7);
    }
    ctx.fillStyle = text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold 0.42px system-ui, "Noto Sans CJK JP", sans-serif`;
    ctx.fillText(options.words.next, MIDDLE, 1.1, 3);
    if (match.tick >= MARGIN_TICKS && !options.solo) {
      ctx.fillStyle = '#d9480f';
      ctx.fillText(options.words.margin, MIDDLE, 9.5, 3.2);
      ctx.font = `bold 0.6px system-ui, sans-serif`;
      ctx.fillText(String(targetPointsAt(match.tick, match.params.targetPoints)), MIDDLE, 10.2, 3);
    }
    ctx.fillStyle = text;
    ctx.font = `0.5px ui-monospace, monospace`;
    ctx.fillText(matchTime(match.tick), MIDDLE, 12.8, 3);
  }
}
