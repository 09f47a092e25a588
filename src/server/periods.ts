/**
 * The periods a leaderboard is kept for, as the keys its rows and counters are stored under: every result counts
 * for all time, its week (ISO weeks start on Monday, UTC) and its day, and a daily challenge's result for that
 * challenge too. Keeping a row per period when a result arrives is what lets a read skip counting.
 */
import type { Period } from './storage.ts';

/** YYYY-MM-DD of a moment, UTC. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The Monday (UTC) of a moment's week, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return dayOf(day);
}

/** The key of one period at a moment: `all`, `w:2026-11-23`, `d:2026-11-23`, `c:2026-11-23` (daily challenge). */
export function periodKey(period: Period, at: Date): string {
  switch (period) {
    case 'all':
      return 'all';
    case 'week':
      return `w:${weekOf(at)}`;
    case 'day':
      return `d:${dayOf(at)}`;
    case 'daily':
      return `c:${dayOf(at)}`;
  }
}

/** Every period key a result made at `at` counts for (`daily`: the day of the challenge it played, if any). */
export function periodKeysOf(at: Date, daily: string | null): string[] {
  const keys = [periodKey('all', at), periodKey('week', at), periodKey('day', at)];
  if (daily !== null) keys.push(`c:${daily}`);
  return keys;
}

/**
 * Until when a daily challenge's seed and board stay secret: the end of its day (UTC), as ISO text, while the day is
 * not over at `now`; null for a game that is no daily, or a day that is over. Knowing a day's board while it runs
 * is winning it, so no answer shows it to anyone until then.
 */
export function sealedUntil(daily: string | null, now: Date): string | null {
  if (daily === null || daily < dayOf(now)) return null;
  const end = new Date(`${daily}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end.toISOString();
}
