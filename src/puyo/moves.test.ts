import { describe, expect, test } from 'vitest';
import { Field } from './field.ts';
import { newMatch, stepMatch } from './match.ts';
import { Input, type PiecePosition, RotateResult, tryQuickTurn, tryRotate, tryShift } from './moves.ts';
import { withHeights } from './testFields.ts';
import type { Color } from './types.ts';

describe('pair moves', () => {
  test('wall kick: rotating into the wall pushes the pair away from it', () => {
    const piece: PiecePosition = { col: 5, row: 12, rot: 0 };
    expect(tryRotate(new Field(), piece, 1)).toBe(RotateResult.Kicked);
    expect(piece).toEqual({ col: 4, row: 12, rot: 1 });
  });

  test('stack kick: rotating into a stack pushes the pair away from it', () => {
    const piece: PiecePosition = { col: 2, row: 10, rot: 0 };
    expect(tryRotate(withHeights([0, 11, 0, 0, 0, 0]), piece, -1)).toBe(RotateResult.Kicked);
    expect(piece).toEqual({ col: 3, row: 10, rot: 3 });
  });

  test('floor kick: rotating down onto the stack lifts the pair one row, never the pivot into row 14', () => {
    const piece: PiecePosition = { col: 0, row: 1, rot: 1 };
    expect(tryRotate(new Field(), piece, 1)).toBe(RotateResult.Kicked);
    expect(piece).toEqual({ col: 0, row: 2, rot: 2 });
    const high: PiecePosition = { col: 0, row: 13, rot: 1 };
    expect(tryRotate(withHeights([12, 0, 0, 0, 0, 0]), high, 1)).toBe(RotateResult.Failed);
    expect(tryRotate(withHeights([0, 0, 0, 0, 0, 0]), { col: 0, row: 1, rot: 1 }, 1, false)).toBe(
      RotateResult.Failed,
    );
  });

  test('both sides blocked: the rotation fails, a quick turn flips the pair (climbing if needed)', () => {
    const field = withHeights([0, 12, 9, 12, 0, 0]);
    const piece: PiecePosition = { col: 2, row: 12, rot: 0 };
    expect(tryRotate(field, piece, 1)).toBe(RotateResult.BothSidesBlocked);
    expect(piece).toEqual({ col: 2, row: 12, rot: 0 });
    expect(tryQuickTurn(field, piece)).toBe(true);
    expect(piece).toEqual({ col: 2, row: 12, rot: 2 });
    const tight = withHeights([0, 12, 11, 12, 0, 0]);
    const climbing: PiecePosition = { col: 2, row: 12, rot: 0 };
    expect(tryQuickTurn(tight, climbing)).toBe(true);
    expect(climbing).toEqual({ col: 2, row: 13, rot: 2 });
  });

  test('shifts stop at walls and stacks', () => {
    const piece: PiecePosition = { col: 2, row: 12, rot: 0 };
    expect(tryShift(withHeights([0, 12, 0, 0, 0, 0]), piece, -1)).toBe(false);
    expect(tryShift(new Field(), { col: 5, row: 5, rot: 0 }, 1)).toBe(false);
  });

  test('in a match, two presses in a well make a quick turn', () => {
    const match = newMatch(4);
    const player = match.players[0];
    for (let row = 1; row <= 12; row++) {
      player.field.set(1, row, ((row % 4) + 1) as Color);
      player.field.set(3, row, (((row + 1) % 4) + 1) as Color);
    }
    while (player.phase !== 'move') stepMatch(match, 0, 0);
    stepMatch(match, Input.RotateCw, 0);
    expect(player.piece).toMatchObject({ col: 2, rot: 0 });
    stepMatch(match, Input.RotateCw, 0);
    expect(player.piece).toMatchObject({ col: 2, rot: 2 });
  });
});
