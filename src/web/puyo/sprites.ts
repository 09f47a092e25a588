/** How one puyo, a garbage puyo and a tray icon are drawn (in cell units scaled by the caller). */
import type { IconName } from './garbageIcons.ts';

/** Colours by cell value (1 red .. 5 purple, 6 garbage). */
export const PUYO_COLOURS = ['', '#e8383d', '#2fa84f', '#2f6fe0', '#f2c200', '#9b3fd1', '#c9c9cf'];
const RIMS = ['', '#9e1b20', '#17692f', '#1a418f', '#a07d00', '#5e1f85', '#8a8a92'];

/**
 * A puyo centred at (x, y) of diameter `size`; `squash` below 1 flattens it (a landing), `alpha` fades it (a pop,
 * the ghost).
 */
export function drawPuyo(
  ctx: CanvasRenderingContext2D,
  cell: number,
  x: number,
  y: number,
  size: number,
  squash = 1,
  alpha = 1,
): void {
  const rx = (size / 2) * 0.94 * (2 - squash);
  const ry = (size / 2) * 0.94 * squash;
  const cy = y + (size / 2) * (1 - squash) * 0.94;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = PUYO_COLOURS[cell];
  ctx.strokeStyle = RIMS[cell];
  ctx.lineWidth = size * 0.06;
  ctx.beginPath();
  ctx.ellipse(x, cy, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (cell === 6) {
    // Garbage: a grey face with a frown of dots, so it reads as ojama and not as a sixth colour.
    ctx.fillStyle = '#6c6c74';
    for (const dx of [-0.18, 0.18]) {
      ctx.beginPath();
      ctx.arc(x + dx * size, cy - 0.05 * size, size * 0.07, 0, Math.PI * 2);
      ctx.fill();
    }
  } else {
    ctx.fillStyle = '#ffffff';
    for (const dx of [-0.17, 0.17]) {
      ctx.beginPath();
      ctx.ellipse(x + dx * size, cy - 0.04 * size, size * 0.11, size * 0.14 * squash, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#1b1b1f';
    for (const dx of [-0.14, 0.2]) {
      ctx.beginPath();
      ctx.arc(x + dx * size, cy - 0.02 * size, size * 0.05, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
}

/** A link between two touching puyos of one colour, as Tsu joins them. */
export function drawLink(
  ctx: CanvasRenderingContext2D,
  cell: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  size: number,
): void {
  ctx.strokeStyle = PUYO_COLOURS[cell];
  ctx.lineWidth = size * 0.5;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

const ICON_STYLE: Record<
  IconName,
  { colour: string; scale: number; shape: 'ball' | 'rock' | 'star' | 'moon' | 'crown' | 'comet' }
> = {
  small: { colour: '#c9c9cf', scale: 0.5, shape: 'ball' },
  large: { colour: '#c9c9cf', scale: 0.85, shape: 'ball' },
  rock: { colour: '#8f7a66', scale: 0.85, shape: 'rock' },
  star: { colour: '#f2c200', scale: 0.9, shape: 'star' },
  moon: { colour: '#f5e7a1', scale: 0.9, shape: 'moon' },
  crown: { colour: '#f0a500', scale: 0.9, shape: 'crown' },
  comet: { colour: '#7fd3ff', scale: 0.95, shape: 'comet' },
};

/** A tray icon centred at (x, y) in a box of `size`. */
export function drawIcon(
  ctx: CanvasRenderingContext2D,
  name: IconName,
  x: number,
  y: number,
  size: number,
): void {
  const { colour, scale, shape } = ICON_STYLE[name];
  const r = (size / 2) * scale;
  ctx.fillStyle = colour;
  ctx.strokeStyle = '#3a3a40';
  ctx.lineWidth = size * 0.05;
  ctx.beginPath();
  if (shape === 'ball') ctx.arc(x, y + (size / 2 - r) * 0.8, r, 0, Math.PI * 2);
  else if (shape === 'rock') ctx.roundRect(x - r, y - r * 0.8, 2 * r, 1.6 * r, r * 0.3);
  else if (shape === 'star' || shape === 'comet') {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const d = i % 2 === 0 ? r : r * 0.45;
      ctx.lineTo(x + d * Math.cos(a), y + d * Math.sin(a));
    }
    ctx.closePath();
  } else if (shape === 'moon') {
    ctx.arc(x, y, r, Math.PI * 0.3, Math.PI * 1.7);
    ctx.arc(x + r * 0.45, y, r * 0.75, Math.PI * 1.6, Math.PI * 0.4, true);
    ctx.closePath();
  } else {
    ctx.moveTo(x - r, y + r * 0.6);
    ctx.lineTo(x - r, y - r * 0.5);
    ctx.lineTo(x - r * 0.5, y);
    ctx.lineTo(x, y - r * 0.7);
    ctx.lineTo(x + r * 0.5, y);
    ctx.lineTo(x + r, y - r * 0.5);
    ctx.lineTo(x + r, y + r * 0.6);
    ctx.closePath();
  }
  ctx.fill();
  ctx.stroke();
  if (shape === 'comet') {
    ctx.strokeStyle = colour;
    ctx.lineWidth = size * 0.12;
    ctx.beginPath();
    ctx.moveTo(x - r * 0.6, y + r * 0.6);
    ctx.lineTo(x - r * 1.1, y + r * 1.1);
    ctx.stroke();
  }
}
