import { describe, expect, it } from 'vitest';
import { play } from './game.ts';
import { pressedCells, resolveKind } from './press.ts';
import { cellAt, cellMove, gameOn, playAll } from './testBoards.ts';
import { Tile } from './tiles.ts';

const BOARD = ['*....', '.....', '.....', '....*'].join('\n');
const view = (state: ReturnType<typeof gameOn>) => ({
  width: state.params.width,
  height: state.params.height,
  tileAt: (x: number, y: number) => state.tiles[y * state.params.width + x],
});
const names = (cells: number[], width: number) =>
  cells.map((cell) => `${String.fromCharCode(97 + (cell % width))}${Math.floor(cell / width) + 1}`);

describe('what a click means', () => {
  it('an open on a number chords, an open on a closed cell in flag mode flags, anything else stays', () => {
    expect(resolveKind('open', 3, false)).toBe('chord');
    expect(resolveKind('open', 0, false)).toBe('open');
    expect(resolveKind('open', Tile.Covered, false)).toBe('open');
    expect(resolveKind('open', Tile.Covered, true)).toBe('flag');
    expect(resolveKind('open', Tile.Flag, true)).toBe('flag');
    expect(resolveKind('open', 2, true)).toBe('chord');
    expect(resolveKind('flag', 2, false)).toBe('flag');
    expect(resolveKind('chord', Tile.Covered, false)).toBe('chord');
  });

  it('the engine plays an open on a number as that chord', () => {
    const state = gameOn(BOARD);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1')]);
    const before = state.clicks.chord;
    const outcome = play(state, cellMove('open', 'b2', 10));
    expect(outcome.ok).toBe(true);
    expect(state.clicks.chord).toBe(before + 1);
  });
});

describe('the cells a held press shows pushed in', () => {
  it('a chord: the covered cells around (flags and open cells stay up)', () => {
    const state = gameOn(BOARD);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1')]);
    const { x, y } = cellAt('b2');
    expect(names(pressedCells(view(state), x, y, 'chord', false), 5)).toEqual([
      'b1',
      'c1',
      'a2',
      'c2',
      'a3',
      'b3',
      'c3',
    ]);
    // Pressing one button on an open number shows the same: its release chords.
    expect(pressedCells(view(state), x, y, 'open', false)).toEqual(
      pressedCells(view(state), x, y, 'chord', false),
    );
  });

  it('an open: the covered cell itself, nothing in flag mode or on a flag; a chord on a covered cell includes it', () => {
    const state = gameOn(BOARD);
    const { x, y } = cellAt('c3');
    expect(names(pressedCells(view(state), x, y, 'open', false), 5)).toEqual(['c3']);
    expect(pressedCells(view(state), x, y, 'open', true)).toEqual([]);
    expect(names(pressedCells(view(state), 0, 0, 'chord', false), 5)).toEqual(['a1', 'b1', 'a2', 'b2']);
    playAll(state, [cellMove('flag', 'c3')]);
    expect(pressedCells(view(state), x, y, 'open', false)).toEqual([]);
  });
});
