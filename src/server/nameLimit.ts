/**
 * Names are made at a person's pace: each client address may make NAMES_PER_HOUR names at once, then one more
 * each time an hour's share of them has passed (a token bucket). A person makes one name, a family or a class
 * behind one address a few; a flood of names (a bot making a second name for every daily challenge, 20,000 in
 * seconds) gets 429 with the seconds to wait in Retry-After. Kept in this process's memory: several servers on one
 * database each hold a client to this limit (a bot spread across them gets that many times more).
 */

/** Names one client address may make in an hour, at once. */
export const NAMES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** Addresses remembered at most; the ones with a full bucket again are dropped first. */
const MAX_ADDRESSES = 100_000;

export type NameAllowance =
  | { readonly ok: true }
  | { readonly ok: false; readonly retryAfterSeconds: number };

export class NameLimit {
  /** Per address: tokens left and when they were counted (ms). */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillMs: number;

  constructor(
    readonly perHour = NAMES_PER_HOUR,
    private readonly now: () => number = Date.now,
  ) {
    this.refillMs = HOUR_MS / perHour;
  }

  /** Takes one name for `address`, or says how long it must wait for the next. */
  take(address: string): NameAllowance {
    const at = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.perHour, at };
    const tokens = Math.min(this.perHour, bucket.tokens + (at - bucket.at) / this.refillMs);
    if (tokens < 1) {
      this.buckets.set(address, { tokens, at });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * this.refillMs) / 1000)) };
    }
    this.buckets.delete(address);
    this.buckets.set(address, { tokens: tokens - 1, at });
    if (this.buckets.size > MAX_ADDRESSES) this.forgetFull(at);
    return { ok: true };
  }

  /** Drops the addresses whose bucket has filled again (they would start full anyway), oldest first. */
  private forgetFull(at: number): void {
    for (const [address, bucket] of this.buckets) {
      if (this.buckets.size <= MAX_ADDRESSES / 2) break;
      if (bucket.tokens + (at - bucket.at) / this.refillMs >= this.perHour) this.buckets.delete(address);
    }
    // Every bucket still filling: the oldest counted go, as a restart would forget them.
    for (const address of this.buckets.keys()) {
      if (this.buckets.size <= MAX_ADDRESSES) break;
      this.buckets.delete(address);
    }
  }
}
