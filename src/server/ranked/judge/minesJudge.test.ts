/**
 * The Minesweeper judge against the bots of the fair-play report and an honest fast player, all on the engine
 * with the project's own solver choosing every move (scriptedMines.ts); only the clicks' timing differs.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../mines/index.ts';
import { MINES_RECORDS } from './humanRecords.ts';
import { judgeMines, type ShapeSummary, shapeHistory } from './minesJudge.ts';
import {
  humanTiming,
  jitteredTiming,
  type PlayedGame,
  playMinesOffline,
  steadyTiming,
} from './scriptedMines.ts';

const timeOf = (game: PlayedGame) => game.moves.at(-1)!.at - game.moves[0].at;
const judge = (
  level: 'beginner' | 'intermediate' | 'expert',
  game: PlayedGame,
  history: ShapeSummary[] = [],
) => judgeMines(level, game.state.params, game.state.seed, game.moves, timeOf(game), history);

/** The first seeds from `from` on which the solver wins (it must guess now and then, and may lose). */
function wins(
  level: 'beginner' | 'intermediate' | 'expert',
  count: number,
  play: (seed: string) => PlayedGame,
) {
  const games: PlayedGame[] = [];
  for (let i = 0; games.length < count; i++) {
    const game = play(`${level}-${i}`);
    if (game.state.phase === 'won') games.push(game);
  }
  return games;
}

describe('Minesweeper floors from human records', () => {
  it('holds the bot that clears Expert in a burst and waits to 17.5 s: faster than the world record', () => {
    const [game] = wins('expert', 1, (seed) => {
      const burst = playMinesOffline('expert', seed, steadyTiming(10));
      return playMinesOffline('expert', seed, steadyTiming(10), 17_500 - timeOf(burst));
    });
    expect(timeOf(game)).toBeGreaterThan(17_000);
    expect(judge('expert', game).reason).toMatch(
      /^cleared in 17\.\d\d s, faster than the world record of 26\.59 s on Expert$/,
    );
  });

  it('holds the same bot waiting past the record: its burst of 3BV then the wait', () => {
    const [game] = wins('expert', 1, (seed) => playMinesOffline('expert', seed, steadyTiming(10), 30_000));
    expect(timeOf(game)).toBeGreaterThan(MINES_RECORDS.expert.timeMs!);
    expect(judge('expert', game).reason).toMatch(
      /^solved \d+ of the board's \d+ 3BV in \d\.\d\d s \(\d+\.\d 3BV\/s, where the best players sustain about 9\), then took 30\.\d\d s more to the last click$/,
    );
  });

  it('holds a steady beat at a human pace', () => {
    const [game] = wins('expert', 1, (seed) => playMinesOffline('expert', seed, steadyTiming(230)));
    expect(judge('expert', game).reason).toMatch(/^its \d+ clicks came at a steady beat/);
  });

  it('holds a jittered beat that ignores the pointer and the hard cells, in one game or over five', () => {
    const games = wins('intermediate', 6, (seed) =>
      playMinesOffline('intermediate', seed, jitteredTiming(200, 0.6, seed)),
    );
    const history: ShapeSummary[] = [];
    const reasons = games.map((game) => {
      const judged = judge('intermediate', game, history);
      history.unshift(judged.shape);
      return judged.reason;
    });
    // Each game alone, where its plain moments are enough to tell; from the fifth on, the history tells.
    expect(
      reasons.filter((reason) => reason?.startsWith('its clicks took no longer for far cells')),
    ).toHaveLength(5);
    expect(reasons[5]).toMatch(/^(its|over the player's last \d games,) clicks took no longer for far cells/);
    const history6 = shapeHistory(
      games.map((game) => ({
        game: 'mines',
        status: 'held',
        extra: { ...judge('intermediate', game).shape },
      })),
    );
    expect(history6).toHaveLength(6);
  });

  it('ranks an honest fast player: a reaction, Fitts travel, a look before hard cells and guesses', () => {
    for (const level of ['beginner', 'intermediate', 'expert'] as const) {
      const history: ShapeSummary[] = [];
      for (const game of wins(level, 5, (seed) => playMinesOffline(level, seed, humanTiming(seed, 70)))) {
        const judged = judge(level, game, history);
        expect(judged.reason, `${level} ${game.state.seed}`).toBeNull();
        history.unshift(judged.shape);
      }
    }
  });

  it('holds a board under the 3BV limit, should one ever be dealt', () => {
    const [game] = wins('intermediate', 1, (seed) =>
      playMinesOffline('intermediate', seed, humanTiming(seed)),
    );
    const { params, seed } = game.state;
    const judged = judgeMines('expert', { ...params, ...PRESETS.intermediate }, seed, game.moves, 60_000, []);
    expect(judged.reason).toMatch(
      /^the board's 3BV is \d+, under 100, the least the world ranking accepts on Expert$/,
    );
  });
});
