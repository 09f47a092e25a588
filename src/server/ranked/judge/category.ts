/**
 * Where a result belongs by who played it, after the judge: a declared bot's results go to boards of their own
 * (the board's name with `+bot` last), never on a human board; a player whose records a person refused has every
 * later result refused too, with the reason a person reads. Pure: the caller reads the player's account.
 */
import type { PlayerAccount, ResultStatus } from '../../storage.ts';

export const BOT_BOARD_SUFFIX = '+bot';

/** The reason a refused player's later results are given. */
export const REFUSED_PLAYER_REASON = "the player's records were refused on review";

export interface Placed {
  readonly board: string;
  readonly status: ResultStatus;
  readonly reason: string | null;
}

/** The result placed by its player: a bot's board, a refused player's refusal (a pending one stays pending). */
export function placedFor<R extends Placed>(
  result: R,
  player: Pick<PlayerAccount, 'bot' | 'refused'> | undefined,
): R {
  if (player === undefined) return result;
  const board =
    player.bot && !result.board.endsWith(BOT_BOARD_SUFFIX) ? result.board + BOT_BOARD_SUFFIX : result.board;
  const refused = player.refused !== null && result.status !== 'pending' && result.status !== 'lost';
  return {
    ...result,
    board,
    ...(refused && { status: 'refused' as const, reason: result.reason ?? REFUSED_PLAYER_REASON }),
  };
}
