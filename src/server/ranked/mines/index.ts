/**
 * Ranked Minesweeper's slots: the board is dealt secret and played on the server move by move (tables.ts), so a
 * stranger sees only its size, a result is kept when the last move is played, and a won game is judged by its
 * pace (finished.ts).
 */
import { randomBytes } from 'node:crypto';
import { err } from '../../../core/result.ts';
import { LEVELS, type Params, PRESETS } from '../../../mines/index.ts';
import { MINES_RECORDS } from '../judge/humanRecords.ts';
import { OPEN_GAME_LIMIT_MS, type RankedGame } from '../rankedGame.ts';
import { judgeMinesWin } from './finished.ts';
import { MinesTables } from './tables.ts';

export const minesRanked: RankedGame = {
  levels: LEVELS,
  drawSeed: () => randomBytes(12).toString('base64url'),
  deal(level) {
    // Boards under the world ranking's 3BV limit are drawn again when the mines are placed (the first click):
    // the player never gets a board too easy to rank, rather than learning at the end that it does not count.
    const params = { ...PRESETS[level as keyof typeof PRESETS], minBbbv: MINES_RECORDS[level]?.minBbbv };
    return { params, view: { width: params.width, height: params.height, mines: params.mines } };
  },
  shown(game) {
    const { width, height, mines } = JSON.parse(game.params) as Params;
    return { width, height, mines };
  },
  rankings: () => [{ by: 'time' }, { by: 'wins' }],
  openLimit: () => ({ limitMs: OPEN_GAME_LIMIT_MS, leftAs: 'abandoned' }),
  play: (storage) => new MinesTables(storage),
  prove: () => err({ status: 409, error: 'game: Minesweeper results are kept when the last move is played' }),
  judge: judgeMinesWin,
};
