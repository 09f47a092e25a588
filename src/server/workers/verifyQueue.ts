/**
 * The queue of replays shared by every process on one database. A pending result is the queue's
 * entry: the process that took the submission holds it (a claim with a lease) and replays it at once in its own
 * pool; any process polls for entries nobody holds (never claimed, or whose claim ran out because the process
 * holding it stopped) and takes them with Storage.claimPending, as many as its pool has room for. So a result
 * queued by one process is proved by another if the first is killed, and no process keeps the queue in memory.
 */
import { settleJudged } from '../ranked/keep.ts';
import { RANKED_GAMES, type RankedGames, rankedGame } from '../ranked/registry.ts';
import type { Storage, StoredResult } from '../storage.ts';
import type { VerifyPool } from './verifyPool.ts';

/**
 * How long a claim holds a result unless renewed (`$ARCADE_VERIFY_LEASE_MS`): a living process renews the claims
 * of its running replays at every poll, so past it the process has stopped (killed, or its event loop stalled
 * that long) and another process replays the result. A replay done twice that way is settled once.
 */
export const DEFAULT_VERIFY_LEASE_MS = 10_000;
/** How often a process looks for results nobody holds (`$ARCADE_VERIFY_POLL_MS`). */
export const DEFAULT_VERIFY_POLL_MS = 1_000;

export interface VerifyQueueOptions {
  readonly leaseMs?: number;
  readonly pollMs?: number;
  /** The clock claims are taken by (ms since the epoch). */
  readonly now?: () => number;
  /** The games whose `replays` prove and settle the results (registry.ts). */
  readonly games?: RankedGames;
}

export class VerifyQueue {
  readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly now: () => number;
  private readonly games: RankedGames;
  private timer: ReturnType<typeof setInterval> | undefined;
  private polling: Promise<number> | undefined;
  /** Results this process is replaying: their claims are renewed at each poll. */
  private readonly held = new Set<number>();

  constructor(
    private readonly storage: Storage,
    private readonly pool: VerifyPool,
    options: VerifyQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? DEFAULT_VERIFY_LEASE_MS;
    this.pollMs = options.pollMs ?? DEFAULT_VERIFY_POLL_MS;
    this.now = options.now ?? Date.now;
    this.games = options.games ?? RANKED_GAMES;
  }

  /** The claim to keep with a result this process replays at once (after reserving a place in its pool). */
  claimUntil(): number {
    return this.now() + this.leaseMs;
  }

  /**
   * Replays a pending result held by this process in a place reserved before, and settles it (judged by its
   * game, as a result proved at once is).
   */
  verify(pending: StoredResult, job: unknown): Promise<StoredResult | undefined> {
    const { id } = pending;
    this.held.add(id);
    return this.pool.settling(() => this.settle(pending, job)).finally(() => this.held.delete(id));
  }

  private async settle(pending: StoredResult, job: unknown): Promise<StoredResult | undefined> {
    const game = rankedGame(this.games, pending.game);
    const replays = game?.replays;
    if (game === undefined || replays === undefined) {
      this.pool.release();
      throw new Error(`no ranked game named ${JSON.stringify(pending.game)} replays results`);
    }
    const verdict = await this.pool.verify({ game: pending.game, job });
    return settleJudged(game, pending, replays.settle(verdict, pending.timeMs), this.storage);
  }

  /**
   * Renews the claims of the replays running here, then takes results nobody holds while the pool has room; how
   * many it took. One poll runs at a time.
   */
  poll(): Promise<number> {
    this.polling ??= this.renewThenTake().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  /** Polls every pollMs until stop (the timer does not keep the process alive). */
  start(): this {
    this.timer ??= setInterval(() => {
      this.poll().catch((error: unknown) => console.error(`verify queue: ${(error as Error).message}`));
    }, this.pollMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async renewThenTake(): Promise<number> {
    if (this.held.size > 0) await this.storage.renewClaims([...this.held], this.claimUntil());
    return this.take();
  }

  private async take(): Promise<number> {
    let taken = 0;
    while (this.pool.reserve()) {
      const now = this.now();
      let claimed: StoredResult[];
      try {
        claimed = await this.storage.claimPending(1, now, now + this.leaseMs);
      } catch (error) {
        this.pool.release();
        throw error;
      }
      if (claimed.length === 0) {
        this.pool.release();
        break;
      }
      taken++;
      const [result] = claimed;
      const replays = rankedGame(this.games, result.game)?.replays;
      if (replays === undefined) {
        this.pool.release();
        console.error(
          `verify queue: result ${result.id}: no ranked game named ${result.game} replays results`,
        );
        continue;
      }
      void this.verify(result, replays.jobOf(result)).catch((error: unknown) =>
        console.error(`verify queue: result ${result.id}: ${(error as Error).message}`),
      );
    }
    return taken;
  }
}
