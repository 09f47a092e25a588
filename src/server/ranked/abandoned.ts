/**
 * Ranked games never finished: a game dealt longer ago than its limit is closed as abandoned, lost, so a player
 * cannot keep a game open as long as they like and no game stays open forever. A Puyo match is lost as a
 * forfeited one is (the match cannot last longer than its tick cap); Minesweeper, Sudoku and Puyo practice get a
 * day (each game's openLimit). The sweep runs when the server starts and then periodically (listen.ts); several processes on one database
 * may sweep at once: a game takes one result, so the second close is refused.
 */
import { MAX_RECORD_TIME_MS } from '../limits.ts';
import type { DealtGame, Storage } from '../storage.ts';
import { placed } from './keep.ts';
import type { OpenLimit } from './rankedGame.ts';
import { RANKED_GAMES, type RankedGames } from './registry.ts';

export { OPEN_GAME_LIMIT_MS } from './rankedGame.ts';

/** How often listen.ts sweeps. */
export const SWEEP_EVERY_MS = 60_000;
/** Games closed per query: a sweep goes on until a query finds fewer. */
const BATCH = 500;

/** Each ranked game and level with how long its games may stay open (each game's openLimit). */
export function openLimits(games: RankedGames): { game: string; level: string; open: OpenLimit }[] {
  return Object.entries(games).flatMap(([game, ranked]) =>
    ranked.levels.map((level) => ({ game, level, open: ranked.openLimit(level) })),
  );
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

/** The lost result closing a game left open past its limit. */
function abandoned(game: DealtGame, { limitMs, leftAs }: OpenLimit, at: number) {
  return {
    gameId: game.id,
    game: game.game,
    board: game.level,
    playerId: game.playerId,
    status: 'lost' as const,
    reason: `abandoned: not finished within ${minutes(limitMs)} of the deal`,
    timeMs: Math.min(at - game.dealtAt, MAX_RECORD_TIME_MS),
    score: 0,
    sortKey: 0,
    // A real-time match is lost as a forfeited one is (the pages say "forfeited").
    extra: { won: false, result: leftAs },
    log: '',
    daily: game.daily,
    createdAt: new Date(at),
  };
}

export class AbandonedSweep {
  /** Per game and level, the deal time below which every game is closed already (by this process's sweeps). */
  private readonly swept = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
    private readonly games: RankedGames = RANKED_GAMES,
  ) {}

  /** Closes every game dealt longer ago than its limit at `at` (ms since the epoch); how many it closed. */
  async run(at = this.now()): Promise<number> {
    let closed = 0;
    for (const { game, level, open: limit } of openLimits(this.games)) {
      const { limitMs } = limit;
      const key = `${game}/${level}`;
      const before = at - limitMs;
      const from = this.swept.get(key) ?? 0;
      for (;;) {
        const open = await this.storage.openGames(game, level, from, before, BATCH);
        for (const dealt of open) {
          // A bot's abandoned game is counted on the boards of bots, as its other results are.
          const result = await placed(dealt, abandoned(dealt, limit, at), this.storage);
          if ((await this.storage.addResult(result)) !== undefined) closed++;
        }
        if (open.length < BATCH) break;
      }
      this.swept.set(key, Math.max(from, before));
    }
    return closed;
  }

  /** Sweeps now and then every `everyMs` until stop (the timer does not keep the process alive). */
  start(everyMs = SWEEP_EVERY_MS): this {
    const sweep = () =>
      this.run().catch((error: unknown) => console.error(`abandoned sweep: ${(error as Error).message}`));
    void sweep();
    this.timer ??= setInterval(sweep, everyMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
