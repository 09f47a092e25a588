/**
 * The one path every proved result takes to the storage: the game's judge reads it first (rankedGame.ts), and a
 * `ranked` result it gives a reason against is kept `held` with that reason, off the leaderboards until a person
 * looks. A result proved at once goes through `keeper`; one settled after its replay through `settleJudged`.
 */
import type { DealtGame, SettledStatus, Settlement, Storage, StoredResult } from '../storage.ts';
import { type Placed, placedFor } from './judge/category.ts';
import type { KeepResult, ProvedResult, RankedGame } from './rankedGame.ts';
import { type RankedGames, rankedGame } from './registry.ts';

/** The result as the game's judge leaves it: held with its reason, or as it was. */
export async function judged(
  game: RankedGame,
  dealt: DealtGame,
  result: ProvedResult,
  storage: Storage,
): Promise<ProvedResult> {
  if (result.status !== 'ranked') return result;
  const { reason, extra } = await game.judge({ game: dealt, result, storage });
  const judgedResult = { ...result, extra: { ...result.extra, ...extra } };
  return reason === null ? judgedResult : { ...judgedResult, status: 'held', reason };
}

/**
 * The result placed by who played it (judge/category.ts): a declared bot's on the boards of bots, a refused
 * player's refused. Every result is kept through here or `settleJudged`, so no bot reaches a human board.
 */
export async function placed<R extends Placed>(dealt: DealtGame, result: R, storage: Storage): Promise<R> {
  return placedFor(result, await storage.playerAccount(dealt.playerId));
}

/** Judges a proved result, places it by its player and keeps it; undefined when the game has a result already. */
export function keeper(games: RankedGames, storage: Storage): KeepResult {
  return async (dealt, proved, at) => {
    const game = rankedGame(games, dealt.game);
    if (game === undefined) throw new Error(`no ranked game is named ${JSON.stringify(dealt.game)}`);
    return storage.addResult({
      ...(await placed(dealt, await judged(game, dealt, proved, storage), storage)),
      gameId: dealt.id,
      game: dealt.game,
      playerId: dealt.playerId,
      daily: dealt.daily,
      createdAt: at,
    });
  };
}

/** Settles a pending result with its replay's settlement, judged as a result proved at once is. */
export async function settleJudged(
  game: RankedGame,
  pending: StoredResult,
  settlement: Settlement,
  storage: Storage,
): Promise<StoredResult | undefined> {
  const dealt = await storage.game(pending.gameId);
  if (dealt === undefined) throw new Error(`result ${pending.id}: its game ${pending.gameId} is gone`);
  // The board was placed when it was kept pending; the player's standing is read again now.
  const { board, timeMs, log } = pending;
  const judgedResult = await judged(game, dealt, { board, timeMs, log, ...settlement }, storage);
  const { status, reason, extra } = await placed(dealt, judgedResult, storage);
  return storage.settleResult(pending.id, { ...settlement, status: status as SettledStatus, reason, extra });
}
