/** The addresses of the ranked pages: a leaderboard, a player's page, and a record's replay on its game's page. */
import type { GameName } from './answers.ts';
import type { LeaderboardQuery } from './client.ts';

/** `/leaderboards?game=&level=&by=&period=&page=`, leaving out what is the default. */
export function leaderboardPath(query: Partial<LeaderboardQuery>): string {
  const search = new URLSearchParams();
  if (query.game) search.set('game', query.game);
  if (query.level) search.set('level', query.level);
  if (query.by) search.set('by', query.by);
  if (query.period && query.period !== 'all') search.set('period', query.period);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `/leaderboards?${text}` : '/leaderboards';
}

export const playerPath = (id: number): string => `/players/${id}`;

/** The game's own page opens the record's replay (`?record=ID`). */
export const replayPath = (game: GameName, resultId: number): string => `/${game}?record=${resultId}`;
