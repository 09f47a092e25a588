/**
 * The Minesweeper engine: pure (no DOM, no `node:`, no clock, no Math.random), seeded, on typed arrays.
 *
 * How a front end uses it:
 *
 * ```ts
 * import { newGame, play, status, playStats, Tile, PRESETS } from '../mines/index.ts';
 * const state = newGame(PRESETS.expert, seed);          // params + seed; validateParams first for user input
 * // draw every cell from state.tiles[y * width + x]: 0-8 open number, Tile.Covered, Tile.Flag, Tile.Question,
 * // and at the end Tile.Mine, Tile.Exploded, Tile.WrongFlag, Tile.CorrectFlag
 * const outcome = play(state, { kind: 'open', x, y, at: msSinceYourGameClockStarted });
 * if (outcome.ok) for (const i of outcome.value.changed) redraw(i);   // only the cells that changed
 * else showMessage(outcome.error);                                      // refused; state untouched
 * status(state, now);   // { phase: 'ready'|'playing'|'won'|'lost', minesLeft, elapsedMs, flagMode, ... }
 * playStats(state, now); // clicks, 3BV, 3BV solved, 3BV/s, IOE, correctness, throughput, RQP (O(cells))
 * ```
 *
 * Moves: `open` (on an open number it chords; in flag mode on a closed cell it flags), `flag` (toggles),
 * `question` (toggles), `chord`, `flagMode` (toggles touch flag mode). `at` is the caller's time in ms and may
 * not go backwards. `play` mutates the state in place.
 *
 * Saves and replays: a game is its params + seed + move log (`GameRecord` of src/core/game.ts); `replay`,
 * `GameSession` (undo/redo) work with the `minesweeper` record below, and makeMoveLog/parseMoveLog give the log
 * a text form. The state itself holds typed arrays (a 10,000 x 10,000 board is 100 MB per array), so it is not
 * meant for JSON: save the record instead, which is a few bytes per move.
 *
 * Boards and metrics: generateBoard (uniform, linear time), parseBoard/makeBoard (`*` and `.` text),
 * boardMetrics (3BV, openings, islands, zeros, isolated cells), bbbv (3BV alone, faster).
 */
export * from './board.ts';
export * from './game.ts';
export * from './generate.ts';
export * from './metrics.ts';
export * from './moves.ts';
export * from './params.ts';
export * from './press.ts';
export * from './stats.ts';
export * from './tiles.ts';
