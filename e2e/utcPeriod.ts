/**
 * The server keeps its days and weeks in UTC (src/server/periods.ts), on the clock of this very process (the
 * browser tests start it in their own worker). A test that deals today's challenge and asks for it again, or plays
 * ranked games and then reads this week's board, needs both ends in the same day or week: run across midnight UTC
 * (CI often runs then) the second ask gets the next day's challenge, the week's board the next week's (empty).
 * Such a test first waits out a boundary nearer than the span it needs, so it never straddles one.
 */
import { dayOf, weekOf } from '../src/server/periods.ts';
import { pause } from './rankedPlay.ts';

/** Resolves once the next `spanMs` lie in one UTC day (or week): at once, or after the boundary (at most the span). */
export async function clearOfUtcBoundary(period: 'day' | 'week', spanMs: number): Promise<void> {
  const key = period === 'day' ? dayOf : weekOf;
  while (key(new Date(Date.now())) !== key(new Date(Date.now() + spanMs))) await pause(200);
}

/** What a test dealing today's challenge and asking for it again needs of one day: seconds, even under load. */
export const DAILY_SPAN_MS = 20_000;
