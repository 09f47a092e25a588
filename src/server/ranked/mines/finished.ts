/**
 * A finished ranked Minesweeper game as its result, and the judge of a won one: a win a judging rule catches
 * (judge/minesJudge.ts: floors from human records, the shape of the game, the player's history) is held.
 */
import { elapsed, type MinesState, type Params, parseMoveLog, playStats } from '../../../mines/index.ts';
import { judgeMines, shapeHistory } from '../judge/minesJudge.ts';
import type { JudgeCase, Judgement, ProvedResult } from '../rankedGame.ts';

/** A player's last records read for the shape of their play. */
const HISTORY_READ = 20;

/** A finished game as a result: won is ranked (until judged), lost is lost. */
export function provedMinesResult(level: string, state: MinesState, log: string): ProvedResult {
  const stats = playStats(state);
  const timeMs = Math.round(elapsed(state, state.lastAt));
  return {
    board: level,
    status: state.phase === 'won' ? 'ranked' : 'lost',
    reason: null,
    timeMs,
    score: 0,
    sortKey: timeMs,
    extra: { bbbv: stats.bbbv, clicks: stats.clicks },
    log,
  };
}

/**
 * The judgement of a won game, with the shapes of the player's last games (where one game says too little); the
 * game's own shape is kept in its extra for the games after it and the reviewer.
 */
export async function judgeMinesWin({ game, result, storage }: JudgeCase): Promise<Judgement> {
  const moves = parseMoveLog(result.log);
  if (!moves.ok) return { reason: null };
  const history = shapeHistory((await storage.playerPage(game.playerId, HISTORY_READ))?.last ?? []);
  const params = JSON.parse(game.params) as Params;
  const { reason, shape } = judgeMines(game.level, params, game.seed, moves.value, result.timeMs, history);
  return { reason, extra: { ...shape } };
}
