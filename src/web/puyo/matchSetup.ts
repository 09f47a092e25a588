/**
 * What is played, as the address holds it: `/puyo?ai=hard&seed=S` (the opponent and the deal) or
 * `/puyo?mode=solo&seed=S` (solo practice on the same deal). A link from outside is checked: an unknown opponent
 * or mode, or an over-long seed, is named in the error, in the page's language.
 */
import { PUYO_OPPONENTS, type PuyoOpponent } from '../../core/rankedNames.ts';
import { AI_NAMES } from '../../puyo/ai/levels.ts';
import { MAX_SEED_LENGTH } from '../../puyo/index.ts';
import type { AddressError } from '../pageTypes.ts';

/** The opponents offered, weakest first: the ranked ones, Classic (stored as `seed`), then the five levels. */
export const OPPONENTS = PUYO_OPPONENTS;
export type Opponent = PuyoOpponent;

export interface MatchChoice {
  readonly ai: Opponent;
  readonly seed: string;
}

/** Solo practice (Tokoton): the human alone on the pairs a match with this seed deals. */
export interface SoloChoice {
  readonly mode: 'solo';
  readonly seed: string;
}

export type PageChoice = MatchChoice | SoloChoice;

export const isSolo = (choice: PageChoice): choice is SoloChoice => 'mode' in choice;

export type SetupError =
  | { readonly kind: 'ai'; readonly ai: string }
  | { readonly kind: 'mode'; readonly mode: string }
  | { readonly kind: 'seed' };

/** What is wrong with an address, as the page says it (reportBadAddress, in the page's language). */
export function addressErrorOf(error: SetupError): AddressError {
  switch (error.kind) {
    case 'ai':
      return { key: 'puyo.setup.ai', values: { ai: error.ai } };
    case 'mode':
      return { key: 'puyo.setup.mode', values: { mode: error.mode } };
    case 'seed':
      return { key: 'puyo.setup.seed', values: { max: MAX_SEED_LENGTH } };
  }
}

/** The longest address query read: an opponent and a seed. */
const MAX_QUERY = MAX_SEED_LENGTH + 100;

export const isOpponent = (name: string): name is Opponent =>
  (OPPONENTS as readonly string[]).includes(name) && AI_NAMES.includes(name);

/** The choice in a query string; undefined when it names no opponent and no mode (the page then asks). */
export function parseMatchQuery(
  search: string,
  newSeed: () => string,
): { ok: true; value: PageChoice | undefined } | { ok: false; error: SetupError } {
  if (search.length > MAX_QUERY) return { ok: false, error: { kind: 'seed' } };
  const query = new URLSearchParams(search);
  const ai = query.get('ai');
  const mode = query.get('mode');
  if (ai === null && mode === null) return { ok: true, value: undefined };
  if (mode !== null && mode !== 'solo')
    return { ok: false, error: { kind: 'mode', mode: mode.slice(0, 40) } };
  if (ai !== null && !isOpponent(ai)) return { ok: false, error: { kind: 'ai', ai: ai.slice(0, 40) } };
  const seed = query.get('seed') ?? newSeed();
  if (seed.length === 0 || seed.length > MAX_SEED_LENGTH) return { ok: false, error: { kind: 'seed' } };
  return { ok: true, value: mode === 'solo' ? { mode, seed } : { ai: ai as Opponent, seed } };
}

export const matchQuery = (choice: PageChoice): string =>
  `?${new URLSearchParams(isSolo(choice) ? { mode: 'solo', seed: choice.seed } : { ai: choice.ai, seed: choice.seed })}`;

/** A fresh seed: eight base-36 characters from the browser's random source. */
export function randomSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0].toString(36) + words[1].toString(36)).slice(0, 8).padStart(8, '0');
}
