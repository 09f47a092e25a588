import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { isMine } from '../index.ts';
import { generateNoGuess } from './noGuess.ts';
import { hiddenBoard, playGame } from './playout.ts';

const sizes = [
  { width: 9, height: 9, mines: 10, count: 40 },
  { width: 16, height: 16, mines: 40, count: 25 },
  { width: 30, height: 16, mines: 99, count: 25 },
  { width: 12, height: 10, mines: 30, count: 25 },
];

describe('generateNoGuess', () => {
  for (const { width, height, mines, count } of sizes) {
    it(`${width}x${height}/${mines}: the full solver wins every board from the first click without a guess`, () => {
      const rng = Rng.fromSeed(`ng-${width}-${mines}`);
      for (let i = 0; i < count; i++) {
        const first = { x: rng.nextInt(width), y: rng.nextInt(height) };
        const result = generateNoGuess({ width, height, mines }, first, rng);
        if (!result.ok) throw new Error(result.error.message);
        const board = result.value;
        let placed = 0;
        for (let c = 0; c < width * height; c++) if (isMine(board, c)) placed++;
        expect(placed).toBe(mines);
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const x = first.x + dx;
            const y = first.y + dy;
            if (x >= 0 && y >= 0 && x < width && y < height) expect(isMine(board, y * width + x)).toBe(false);
          }
        expect(playGame(hiddenBoard(board), first.y * width + first.x)).toEqual({
          won: true,
          guesses: 0,
          ceiling: 1,
        });
      }
    });
  }

  it('fails with a clear error when the settings are too dense', () => {
    const result = generateNoGuess({ width: 8, height: 8, mines: 50 }, { x: 0, y: 0 }, Rng.fromSeed(1), {
      maxAttempts: 3,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('tooDense');
      expect(result.error.message).toMatch(/no no-guess 8x8 board with 50 mines found in 3 attempts/);
    }
    const full = generateNoGuess({ width: 3, height: 3, mines: 1 }, { x: 1, y: 1 }, Rng.fromSeed(1));
    expect(!full.ok && full.error.kind).toBe('tooDense');
  });

  it('can be cancelled', () => {
    let calls = 0;
    const result = generateNoGuess({ width: 30, height: 16, mines: 170 }, { x: 5, y: 5 }, Rng.fromSeed(2), {
      shouldStop: () => ++calls > 3,
    });
    expect(!result.ok && result.error.kind).toBe('cancelled');
  });
});
