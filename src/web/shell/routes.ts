/** The path of an address as the router reads it, and the pages that belong to no game. */
import type { MountView } from './appTypes.ts';

/**
 * The path without its trailing slashes (`/mines/` is `/mines`; only slashes is `/`). A loop from the end, in
 * time linear in the path: the regular expression this replaces (`/\/+$/`) took quadratic time on a stranger's
 * link of many slashes followed by a letter (40,000 slashes: 1.4 s with the tab frozen).
 */
export function normalizePath(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--;
  return end === 0 ? '/' : path.slice(0, end);
}

/** The ranked pages shared by every game: the leaderboards and a player's page (`/players/ID`), loaded on demand. */
export function rankedPage(path: string): (() => Promise<MountView>) | undefined {
  if (path === '/leaderboards')
    return async () => (await import('../ranked/leaderboardPage.ts')).mountLeaderboards;
  if (/^\/players\/[1-9]\d{0,14}$/.test(path))
    return async () => (await import('../ranked/playerPage.ts')).mountPlayerPage;
  return undefined;
}
