/**
 * A game page and the server: a finished game is posted for the server to replay and keep, and the server's best
 * results are read back through the game's own reader. Offline (the Vite dev server alone, no network) both
 * quietly give nothing: local records still work.
 */
import type { Fetch } from '../pageTypes.ts';

/** Posts a finished game as JSON; true when the server kept it. */
export async function submitResult(path: string, body: unknown, fetcher: Fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** A JSON answer read by `read`; undefined when offline, refused, not JSON, or not what `read` accepts. */
export async function fetchAnswer<T>(
  path: string,
  read: (body: unknown) => T | undefined,
  fetcher: Fetch = fetch,
): Promise<T | undefined> {
  try {
    const response = await fetcher(path);
    return response.ok ? read(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
