/**
 * Ranked play in the browser: the shared web module every game's ranked mode is built on.
 *
 * Exported API (the server's routes are in docs/api.md):
 *
 * - `new RankedClient(fetch?)`: typed calls, each resolving to `{ok: true, value}` or `{ok: false, error}` (never
 *   throws; a call with no answer in 15 s is `offline`):
 *   - `createPlayer(name)` → `{id, name, createdAt, secret}` (error `nameTaken` for 409)
 *   - `deal(game, level, secret, daily = false)` → `{id, game, level, daily, dealtAt, ...}`: Minesweeper
 *     `{width, height, mines}`, Sudoku `{number, puzzle}`, Puyo `{seed, computer?, maxTicks?}`
 *   - `move(gameId, {kind, x, y} | {kind: 'flagMode'})` → `{phase, cells: [[index, tile]...], minesLeft, timeMs,
 *     seed?, result?}` (Minesweeper only)
 *   - `postResult(gameId, secret, body)` → `{id, status, timeMs, board?, reason?, score?, extra?, record?}`
 *     (Sudoku `{moves, hints?}`; Puyo `{inputs}` → 202 pending with `record`, or solo `{moves, undos?}`)
 *   - `forfeit(gameId, secret)` → the lost result of a ranked Puyo match left before its end
 *   - `game(gameId)` (with `elapsedMs`, and for a Minesweeper game in play `play: {phase, cells, minesLeft,
 *     flagMode, moves, clockMs, startedAt}`), `leaderboard({game, level, by?, period?, page?})`,
 *     `record(resultId)`, `player(playerId)`
 * - `RankedError`: `offline | nameTaken | notYours (403) | notFound (404) | conflict (409) | busy (503,
 *   retryAfterS) | refused (other 4xx) | server (5xx, or an answer that is not the route's)`, with the server's
 *   `detail` where it gave one. `rankedErrorText(t, language, error)` words it in the page's language (the
 *   server's English detail is added on English pages only).
 * - The player kept in this browser (`arcade.ranked.player`, version 1, zod-checked): `loadPlayer(context)`
 *   (a corrupt save is reported and set aside; undefined when none), `savePlayer(store, player)`,
 *   `forgetPlayer(store)`; `RankedPlayer = {id, name, secret}`.
 * - The ranked game in play kept in this browser, one store for every page (keptGame.ts: `KeptGames`,
 *   `arcade.ranked.<game>.game`, version 1,
 *   `{gameId, level, daily, board?}`): `loadKeptGame(context, game)`, `keepGame(store, game, kept)`,
 *   `dropKeptGame(store, game)`; `askKeptGame(client, game, gameId)` → `inPlay | over | gone | unreachable`;
 *   `keptInPlay(context, client, game, gameId, drop)` → the game in play, else undefined with the reason said
 *   (`notify`) and the game dropped unless the server did not answer.
 * - `playerPanel(context, client, chosen)`: an element showing "Playing as NAME", or the form that chooses the
 *   name once (409 taken shown in the page's language); `chosen(player)` runs when a player is known.
 * - Answer types: `DealtAnswer`, `MoveAnswer`, `ResultAnswer`, `GameAnswer`, `LeaderboardAnswer`,
 *   `LeaderboardRow`, `RecordAnswer`, `PlayerPageAnswer`; `GameName = 'mines' | 'sudoku' | 'puyo'`.
 * - Links: `leaderboardPath({game, level, by?, period?, page?})` (the page at `/leaderboards`),
 *   `playerPath(id)` (`/players/ID`), `replayPath(game, resultId)`: `/mines?record=ID`, `/sudoku?record=ID`,
 *   `/puyo?record=ID` (each game's page opens the record's replay from GET /api/records/:id).
 */
export type {
  DealtAnswer,
  GameAnswer,
  GameName,
  LeaderboardAnswer,
  LeaderboardRow,
  MoveAnswer,
  PlayerPageAnswer,
  RecordAnswer,
  ResultAnswer,
} from './answers.ts';
export { GAME_NAMES } from './answers.ts';
export {
  type LeaderboardPeriod,
  type LeaderboardQuery,
  type LeaderboardRanking,
  type RankedAnswer,
  RankedClient,
  type RankedError,
  type RankedMove,
} from './client.ts';
export { rankedErrorText } from './errors.ts';
export {
  askKeptGame,
  dropKeptGame,
  type KeptGame,
  type KeptVerdict,
  keepGame,
  keptInPlay,
  loadKeptGame,
} from './keptGame.ts';
export { playerPanel } from './nameForm.ts';
export { leaderboardPath, playerPath, replayPath } from './paths.ts';
export { forgetPlayer, loadPlayer, PLAYER_SLOT, type RankedPlayer, savePlayer } from './playerStore.ts';
