/**
 * The page's bounds on what it plays and reads (saves, addresses, worker requests). No imports, so the engine
 * worker can share them without loading the page's dictionaries.
 */

/** The UI's own size limit: the engine allows more, but a page holding a 16-million-cell copy is no fun. */
export const MAX_UI_CELLS = 4_000_000;
/** Longest seed, as on the server. */
export const MAX_SEED_LENGTH = 200;
/** Longest game clock, in ms: what a move time can be (12 digits, over 31 years). */
export const MAX_CLOCK_MS = 999_999_999_999;
