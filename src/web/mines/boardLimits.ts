/**
 * The page's bounds on what it plays and reads (saves, addresses, worker requests). Nothing imported but plain
 * numbers, so the engine worker can share them without loading the page's dictionaries.
 */

/** The UI's own size limit: the engine allows more, but a page holding a 16-million-cell copy is no fun. */
export const MAX_UI_CELLS = 4_000_000;
/** Longest seed, as on the server. */
export { MAX_SEED_LENGTH } from '../../core/recordLimits.ts';
/** Longest game clock, in ms: what a move time can be (12 digits, over 31 years). */
export const MAX_CLOCK_MS = 999_999_999_999;
