/**
 * What `/api/health` says of the storage: not ok (503) while the database does not answer a probe (a lost
 * PostgreSQL server, a file gone read-only), or when its last write failed (a full disk, a file that cannot be
 * written) and no write has worked since, for up to WRITE_FAILURE_MS; ok again once it answers and writes.
 */
import type { Storage } from './storage.ts';

/** The storage's methods that write: a failure of one of them is a failing write. */
const WRITES = new Set<string>([
  'addMinesResult',
  'addPlayer',
  'addGame',
  'addMoves',
  'dailySeed',
  'addResult',
  'settleResult',
  'claimPending',
  'renewClaims',
  'reviewResult',
  'refusePlayer',
]);

/** How long a failed write keeps the health check failing when no write follows it. */
export const WRITE_FAILURE_MS = 60_000;

export class StorageHealth {
  private failure: { readonly message: string; readonly at: number } | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The storage with its writes watched: each failure is remembered, each success forgets it. */
  watched(): Storage {
    return new Proxy(this.storage, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || !WRITES.has(key) || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          try {
            const written = await value.apply(target, args);
            this.failure = undefined;
            return written;
          } catch (error) {
            this.failure = { message: (error as Error).message, at: this.clock() };
            throw error;
          }
        };
      },
    });
  }

  /** What is wrong with the storage now, or undefined when it answers and its last write worked. */
  async problem(): Promise<string | undefined> {
    const probe = await this.storage.probe();
    if (probe !== undefined) return `the database does not answer: ${probe}`;
    const failure = this.failure;
    if (failure !== undefined && this.clock() - failure.at < WRITE_FAILURE_MS)
      return `the last write failed: ${failure.message}`;
    return undefined;
  }
}
