import { describe, expect, it } from 'vitest';
import { type MinesState, newGame, play } from './game.ts';
import type { Move } from './moves.ts';
import { playStats } from './stats.ts';
import { gameOn } from './testBoards.ts';

function playAll(state: MinesState, moves: Move[]): void {
  for (const move of moves) {
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error);
  }
}

describe('play statistics', () => {
  it('follow the standard definitions on a scripted game', () => {
    // One opening covers the whole board (3BV 1). A flag on a safe cell holds part of it back.
    const state = gameOn('*...\n....\n....\n...*');
    playAll(state, [
      { kind: 'flag', x: 0, y: 3, at: 1000 }, // right, effective; the clock starts here
      { kind: 'open', x: 3, y: 0, at: 1500 }, // left, effective: opens all but the flagged cell
      { kind: 'open', x: 2, y: 0, at: 2000 }, // left on an open zero: wasted
      { kind: 'flag', x: 0, y: 3, at: 2500 }, // right, effective: unflag
      { kind: 'open', x: 0, y: 3, at: 3000 }, // left, effective: wins
    ]);
    expect(state.phase).toBe('won');
    expect(playStats(state, 99_999)).toEqual({
      leftClicks: 3,
      rightClicks: 2,
      chordClicks: 0,
      clicks: 5,
      effectiveClicks: 4,
      bbbv: 1,
      bbbvSolved: 1,
      timeMs: 2000,
      bbbvPerSecond: 0.5,
      ioe: 0.2,
      correctness: 0.8,
      throughput: 0.25,
      rqp: 4,
    });
  });

  it('count isolated cells one by one while the game runs', () => {
    // A mine in the middle: eight isolated numbers, 3BV 8.
    const state = gameOn('...\n.*.\n...');
    playAll(state, [
      { kind: 'open', x: 0, y: 0, at: 0 },
      { kind: 'open', x: 1, y: 0, at: 1000 },
      { kind: 'open', x: 1, y: 0, at: 1500 }, // a chord on a number with no flag: wasted
    ]);
    const stats = playStats(state, 4000);
    expect(stats).toMatchObject({ bbbv: 8, bbbvSolved: 2, chordClicks: 1, clicks: 3, effectiveClicks: 2 });
    expect(stats.timeMs).toBe(4000);
    expect(stats.bbbvPerSecond).toBe(0.5);
  });

  it('report zeros before the first click rather than dividing by zero', () => {
    const stats = playStats(newGame({ width: 9, height: 9, mines: 10, firstClick: 'opening' }, 1));
    expect(stats).toMatchObject({ clicks: 0, bbbv: 0, bbbvPerSecond: 0, ioe: 0, rqp: 0 });
  });
});
