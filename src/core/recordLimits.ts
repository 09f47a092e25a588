/**
 * Limits the browser and the server must agree on, defined once: the page does not send what the server would
 * refuse, and a seed the page accepts is one the server keeps. Plain numbers, no imports, so the server, the page
 * and the engine worker all read them. Why each has its size is told where it is enforced (server/limits.ts).
 */

/** Largest Minesweeper board, in cells, whose finished games the server replays to keep as records. */
export const MAX_VERIFIED_CELLS = 1_000_000;

/** Longest seed, in UTF-16 code units: the browser's seeds are 14 characters, a shared seed may be a phrase. */
export const MAX_SEED_LENGTH = 200;
