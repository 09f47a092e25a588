import { describe, expect, it } from 'vitest';
import { replay } from '../../core/game.ts';
import { type Move, minesweeper, PRESETS } from '../../mines/index.ts';
import { hiddenBoard, playGame } from '../../mines/solver/index.ts';
import { EngineHost } from './engineHost.ts';
import { candidateSeed, searchNoGuess, solvableWithoutGuess } from './noGuessSearch.ts';

const expert = PRESETS.expert;
const centre: Move & { x: number; y: number } = { kind: 'open', x: 15, y: 8, at: 0 };
const beginnerCentre: Move & { x: number; y: number } = { kind: 'open', x: 4, y: 4, at: 0 };

describe('no-guess games by seed search', () => {
  it('keeps the first seed whose board the solver wins from the first click without guessing', () => {
    let searched = 0;
    for (const base of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const found = searchNoGuess(expert, base, [], centre, () => false);
      expect(found.found).toBe(true);
      expect(solvableWithoutGuess(found.state, centre)).toBe(true);
      // Every earlier candidate needed a guess.
      const attempt = found.seed === base ? 0 : Number(found.seed.slice(base.length + 1));
      for (let i = 0; i < attempt; i++) {
        const earlier = replay(minesweeper, {
          params: expert,
          seed: candidateSeed(base, i),
          moves: [centre],
        });
        expect(earlier.ok && solvableWithoutGuess(earlier.value, centre)).toBe(false);
      }
      if (attempt > 0) searched++;
    }
    expect(searched).toBeGreaterThan(0); // the search really searched for some of these seeds
  });

  it('calls a board solvable without a guess exactly when the solver, playing it out, wins with no guess', () => {
    let solvable = 0;
    for (let i = 0; i < 150; i++) {
      const game = replay(minesweeper, { params: PRESETS.beginner, seed: `w${i}`, moves: [beginnerCentre] });
      if (!game.ok) throw new Error(game.error.error);
      const played = playGame(hiddenBoard(game.value.board), 4 * 9 + 4);
      const expected = played.won && played.guesses === 0;
      expect(solvableWithoutGuess(game.value, beginnerCentre)).toBe(expected);
      if (expected) solvable++;
    }
    // Both answers occur: most beginner boards need no guess from the centre, some do.
    expect(solvable).toBeGreaterThan(75);
    expect(solvable).toBeLessThan(150);
  });

  it('settles for the board it has when time runs out', () => {
    // Find a base seed whose own board needs a guess, then give the search no time at all.
    let base = 0;
    while (searchNoGuess(expert, `t${base}`, [], centre, () => false).seed === `t${base}`) base++;
    const found = searchNoGuess(expert, `t${base}`, [], centre, () => true);
    expect(found).toMatchObject({ seed: `t${base}`, found: false });
  });

  it('in the worker host: the page copy and the log replay with the seed the first click found', () => {
    const host = new EngineHost();
    host.handle({ type: 'start', params: expert, seed: 'host', moves: [], noGuess: true });
    const flag: Move = { kind: 'flag', x: 0, y: 0, at: 0 };
    host.handle({ type: 'play', move: flag });
    const reply = host.handle({ type: 'play', move: { ...centre, at: 10 } }).reply;
    if (reply.type !== 'played' || !reply.noGuess) throw new Error('expected a no-guess search');
    expect(reply.noGuess.found).toBe(true);
    const truth = replay(minesweeper, {
      params: expert,
      seed: reply.noGuess.seed,
      moves: [flag, { ...centre, at: 10 }],
    });
    if (!truth.ok) throw new Error(truth.error.error);
    expect(solvableWithoutGuess(truth.value, centre)).toBe(true);
    const page = new Uint8Array(expert.width * expert.height).fill(9);
    reply.changed.forEach((cell, i) => {
      page[cell] = reply.values[i];
    });
    expect(Array.from(page)).toEqual(Array.from(truth.value.tiles));
    const replayed = host.handle({ type: 'replayTo', moveCount: 2 }).reply;
    expect(replayed.type === 'snapshot' && Array.from(replayed.tiles)).toEqual(Array.from(truth.value.tiles));
  });
});
