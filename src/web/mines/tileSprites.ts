/**
 * Every tile drawn once per size and theme into a strip of sprites, so drawing a cell is one drawImage. Tiles
 * are the engine's values (0-8 open numbers, then Tile.*); one extra sprite shows a covered cell being pressed.
 */
import { Tile } from '../../mines/index.ts';

export const PRESSED_SPRITE = 16;
const SPRITES = 17;

export interface Palette {
  readonly open: string;
  readonly grid: string;
  readonly covered: string;
  readonly coveredLight: string;
  readonly coveredDark: string;
  readonly exploded: string;
  readonly numbers: readonly string[];
  readonly flag: string;
  readonly mine: string;
  readonly text: string;
  readonly cursor: string;
  readonly font: string;
}

export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const v = (name: string) => style.getPropertyValue(name).trim();
  return {
    open: v('--cell-open'),
    grid: v('--cell-grid'),
    covered: v('--cell-covered'),
    coveredLight: v('--cell-covered-light'),
    coveredDark: v('--cell-covered-dark'),
    exploded: v('--cell-exploded'),
    numbers: ['', v('--n1'), v('--n2'), v('--n3'), v('--n4'), v('--n5'), v('--n6'), v('--n7'), v('--n8')],
    flag: v('--flag'),
    mine: v('--mine'),
    text: v('--text'),
    cursor: v('--cell-cursor') || v('--focus'),
    font: style.fontFamily,
  };
}

export function drawSprites(size: number, palette: Palette): HTMLCanvasElement {
  const strip = document.createElement('canvas');
  strip.width = size * SPRITES;
  strip.height = size;
  const ctx = strip.getContext('2d')!;
  for (let sprite = 0; sprite < SPRITES; sprite++) {
    ctx.save();
    ctx.translate(sprite * size, 0);
    ctx.beginPath();
    ctx.rect(0, 0, size, size);
    ctx.clip();
    drawSprite(ctx, sprite, size, palette);
    ctx.restore();
  }
  return strip;
}

function drawSprite(ctx: CanvasRenderingContext2D, sprite: number, s: number, p: Palette): void {
  if (sprite <= 8) {
    open(ctx, s, p);
    if (sprite > 0) label(ctx, s, p, String(sprite), p.numbers[sprite]);
  } else if (sprite === Tile.Covered) {
    covered(ctx, s, p);
  } else if (sprite === Tile.Flag || sprite === Tile.CorrectFlag) {
    covered(ctx, s, p);
    flag(ctx, s, p);
  } else if (sprite === Tile.Question) {
    covered(ctx, s, p);
    label(ctx, s, p, '?', p.text);
  } else if (sprite === Tile.Mine || sprite === Tile.Exploded) {
    open(ctx, s, p, sprite === Tile.Exploded ? p.exploded : p.open);
    mine(ctx, s, p);
  } else if (sprite === Tile.WrongFlag) {
    // A flag where there was no mine: the flag, crossed out.
    covered(ctx, s, p);
    flag(ctx, s, p);
    cross(ctx, s, p);
  } else if (sprite === PRESSED_SPRITE) {
    open(ctx, s, p);
  }
}

function open(ctx: CanvasRenderingContext2D, s: number, p: Palette, fill = p.open): void {
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, s, s);
  const line = Math.max(1, Math.round(s / 28));
  ctx.fillStyle = p.grid;
  ctx.fillRect(s - line, 0, line, s);
  ctx.fillRect(0, s - line, s, line);
}

function covered(ctx: CanvasRenderingContext2D, s: number, p: Palette): void {
  const bevel = Math.max(1, Math.round(s / 10));
  ctx.fillStyle = p.covered;
  ctx.fillRect(0, 0, s, s);
  ctx.fillStyle = p.coveredLight;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(s, 0);
  ctx.lineTo(s - bevel, bevel);
  ctx.lineTo(bevel, bevel);
  ctx.lineTo(bevel, s - bevel);
  ctx.lineTo(0, s);
  ctx.fill();
  ctx.fillStyle = p.coveredDark;
  ctx.beginPath();
  ctx.moveTo(s, s);
  ctx.lineTo(0, s);
  ctx.lineTo(bevel, s - bevel);
  ctx.lineTo(s - bevel, s - bevel);
  ctx.lineTo(s - bevel, bevel);
  ctx.lineTo(s, 0);
  ctx.fill();
}

function label(ctx: CanvasRenderingContext2D, s: number, p: Palette, text: string, color: string): void {
  if (s < 7) {
    // Too small to read: a coloured dot still tells numbers apart.
    ctx.fillStyle = color;
    ctx.fillRect(s * 0.3, s * 0.3, s * 0.4, s * 0.4);
    return;
  }
  ctx.fillStyle = color;
  ctx.font = `700 ${Math.round(s * 0.62)}px ${p.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, s / 2, s / 2 + s * 0.04);
}

function flag(ctx: CanvasRenderingContext2D, s: number, p: Palette): void {
  const pole = Math.max(1, s * 0.07);
  ctx.fillStyle = p.mine;
  ctx.fillRect(s * 0.52, s * 0.2, pole, s * 0.52);
  ctx.fillRect(s * 0.3, s * 0.7, s * 0.44, Math.max(1, s * 0.08));
  ctx.fillStyle = p.flag;
  ctx.beginPath();
  ctx.moveTo(s * 0.52 + pole, s * 0.18);
  ctx.lineTo(s * 0.24, s * 0.33);
  ctx.lineTo(s * 0.52 + pole, s * 0.48);
  ctx.closePath();
  ctx.fill();
}

function mine(ctx: CanvasRenderingContext2D, s: number, p: Palette): void {
  const c = s / 2;
  const r = s * 0.22;
  ctx.strokeStyle = p.mine;
  ctx.lineWidth = Math.max(1, s * 0.07);
  ctx.beginPath();
  for (let i = 0; i < 4; i++) {
    const angle = (i * Math.PI) / 4;
    ctx.moveTo(c + Math.cos(angle) * r * 1.45, c + Math.sin(angle) * r * 1.45);
    ctx.lineTo(c - Math.cos(angle) * r * 1.45, c - Math.sin(angle) * r * 1.45);
  }
  ctx.stroke();
  ctx.fillStyle = p.mine;
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.beginPath();
  ctx.arc(c - r * 0.35, c - r * 0.35, r * 0.25, 0, Math.PI * 2);
  ctx.fill();
}

function cross(ctx: CanvasRenderingContext2D, s: number, p: Palette): void {
  ctx.strokeStyle = p.flag;
  ctx.lineWidth = Math.max(1.5, s * 0.09);
  ctx.beginPath();
  ctx.moveTo(s * 0.2, s * 0.2);
  ctx.lineTo(s * 0.8, s * 0.8);
  ctx.moveTo(s * 0.8, s * 0.2);
  ctx.lineTo(s * 0.2, s * 0.8);
  ctx.stroke();
}
