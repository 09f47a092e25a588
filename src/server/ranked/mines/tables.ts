/**
 * Minesweeper played on the server: the board stays here. The client sends one move at a time and learns the
 * cells it changed; the server stamps each move with its own clock (ms since the first move it saw), so the log it
 * keeps is the time that counts, and a finished game becomes its result at once (kept through the shared path).
 */
import { z } from 'zod';
import { replay } from '../../../core/game.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import {
  CELL_MOVE_KINDS,
  elapsed,
  type MinesState,
  type Move,
  makeMove,
  minesweeper,
  type Params,
  parseMoveLog,
  play,
  Tile,
} from '../../../mines/index.ts';
import { MAX_RECORD_TIME_MS } from '../../limits.ts';
import { sealedUntil } from '../../periods.ts';
import type { DealtGame, Storage, StoredResult } from '../../storage.ts';
import { describeZodError } from '../../zodError.ts';
import type { MoveRequest, Refusal, ServerPlay } from '../rankedGame.ts';
import { provedMinesResult } from './finished.ts';

/** Times a move is played again on the stored game when another process stored one first. */
const MOVE_TRIES = 3;

const moveSchema = z.union([
  z
    .object({ kind: z.enum(CELL_MOVE_KINDS), x: z.number().int().min(0), y: z.number().int().min(0) })
    .strict(),
  z.object({ kind: z.literal('flagMode') }).strict(),
]);

export interface MoveAnswer {
  readonly phase: MinesState['phase'];
  /** Each changed cell as [index, tile] (0-8 open number, then the Tile codes). */
  readonly cells: readonly (readonly [number, number])[];
  readonly minesLeft: number;
  /** The server's time of the game so far, ms. */
  readonly timeMs: number;
  /** Once the game is over: its seed (the board is no secret any more) and the result kept. */
  readonly seed?: string;
  readonly result?: Pick<StoredResult, 'id' | 'status' | 'reason' | 'timeMs' | 'extra'>;
}

/** A game in play as its player has seen it (GET /api/games/:id). */
export interface MinesSeen {
  readonly phase: MinesState['phase'];
  /** Every cell not covered, as [index, tile]. */
  readonly cells: readonly (readonly [number, number])[];
  readonly minesLeft: number;
  readonly flagMode: boolean;
  /** The move log kept, with the server's times ("o e5@0; f a1@820"). */
  readonly moves: string;
  /** The server's clock of the game now: ms since its first move (0 before it). */
  readonly clockMs: number;
  /** The server's time of the click that started the game's clock (its first opening), null before it. */
  readonly startedAt: number | null;
}

/**
 * The games in play, kept in memory by id (a bounded cache: a game not in it is rebuilt by replaying the moves
 * the storage holds, so a restart or an eviction loses nothing). Moves on one game are taken one at a time here;
 * across processes (several servers on one PostgreSQL), a cached state is used only while the stored moves are
 * the ones it was built from, and a move is stored only onto those moves, so a move another process stored first
 * makes this one start again from the stored game.
 */
export class MinesTables implements ServerPlay {
  /** Each game's state, with the length of the stored moves text it was built from. */
  private readonly states = new Map<string, { state: MinesState; moves: number }>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly storage: Storage,
    private readonly cacheSize = 10_000,
  ) {}

  move(request: MoveRequest): Promise<Result<MoveAnswer, Refusal>> {
    // Chained per game, so two requests for one game never interleave between reading and storing.
    const { id } = request;
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous.then(() => this.moveNow(request));
    const settled = next.catch(() => undefined);
    this.queues.set(id, settled);
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id);
    });
    return next;
  }

  private async moveNow(request: MoveRequest, tries = MOVE_TRIES): Promise<Result<MoveAnswer, Refusal>> {
    const { id, body, now } = request;
    // The game as it stands for this move: read in turn, after any move before it.
    const game = await this.storage.game(id);
    if (game === undefined) return err({ status: 404, error: 'game: no such game' });
    if (game.game !== 'mines')
      return err({ status: 409, error: `game: ${game.game} is played in the browser; send its result` });
    if (game.playerId !== request.playerId)
      return err({ status: 403, error: 'secret: this game was dealt to another player' });
    const parsed = moveSchema.safeParse(body);
    if (!parsed.success) return err({ status: 400, error: describeZodError(parsed.error) });
    const state = await this.stateOf(game);
    if (!state.ok) return state;
    if (state.value.phase === 'won' || state.value.phase === 'lost')
      return err({ status: 409, error: `game: over (${state.value.phase}); it has its result` });
    // The server's clock: 0 at the first move; never backwards, even if the system clock is set back.
    const at = game.firstMoveAt === null ? 0 : Math.max(now - game.firstMoveAt, state.value.lastAt);
    const move: Move = { ...parsed.data, at } as Move;
    const { width, height } = state.value.params;
    if (move.kind !== 'flagMode' && (move.x >= width || move.y >= height))
      return err({
        status: 422,
        error: `move: cell ${move.x},${move.y} is outside the ${width}x${height} board`,
      });
    const outcome = play(state.value, move);
    if (!outcome.ok) return err({ status: 422, error: `move: ${outcome.error}` });
    const movesText = makeMove(move);
    const seenAt = game.firstMoveAt === null ? now : game.firstMoveAt + at;
    if (!(await this.storage.addMoves(id, movesText, seenAt, game.moves.length))) {
      // Another process stored a move on this game first: play this one on the game as it now stands.
      this.states.delete(id);
      if (tries <= 1)
        return err({ status: 409, error: 'game: moves arrived at once from elsewhere; send it again' });
      return this.moveNow(request, tries - 1);
    }
    // The moves as addMoves stored them (stored only onto game.moves).
    const log = game.moves === '' ? movesText : `${game.moves}; ${movesText}`;
    this.states.set(id, { state: state.value, moves: log.length });
    const s = state.value;
    const cells = Array.from(outcome.value.changed, (i) => [i, s.tiles[i]] as const);
    const timeMs = Math.round(elapsed(s, s.lastAt));
    const answer = { phase: s.phase, cells, minesLeft: s.params.mines - s.flags, timeMs };
    if (s.phase !== 'won' && s.phase !== 'lost') return ok(answer);
    this.states.delete(id);
    const stored = await request.keep(game, provedMinesResult(game.level, s, log), new Date(now));
    if (stored === undefined) return err({ status: 409, error: 'game: already has a result' });
    const { id: resultId, status, reason, extra } = stored;
    return ok({
      ...answer,
      // The board is no secret once the game is over, but a daily's stays secret until its day is over.
      ...(sealedUntil(game.daily, new Date(now)) === null && { seed: game.seed }),
      result: { id: resultId, status, reason, timeMs: stored.timeMs, extra },
    });
  }

  /**
   * What the player of a game in play has seen of it, to continue it after a reload: the cells not covered, the
   * moves so far (the server's times) and the server's clock now. Nothing the player has not seen: no seed.
   */
  async seen(game: DealtGame, now: number): Promise<Result<MinesSeen, Refusal>> {
    const state = await this.stateOf(game);
    if (!state.ok) return state;
    const s = state.value;
    const cells: [number, number][] = [];
    s.tiles.forEach((tile, index) => {
      if (tile !== Tile.Covered) cells.push([index, tile]);
    });
    const clockMs = game.firstMoveAt === null ? 0 : Math.max(now - game.firstMoveAt, s.lastAt);
    return ok({
      phase: s.phase,
      cells,
      minesLeft: s.params.mines - s.flags,
      flagMode: s.flagMode,
      moves: game.moves,
      clockMs: Math.min(clockMs, MAX_RECORD_TIME_MS),
      startedAt: s.startedAt,
    });
  }

  /** The game's state: from the cache, or rebuilt by replaying the moves stored with it. */
  private async stateOf(game: DealtGame): Promise<Result<MinesState, Refusal>> {
    const cached = this.states.get(game.id);
    if (cached !== undefined && cached.moves === game.moves.length) return ok(cached.state);
    const moves = parseMoveLog(game.moves);
    if (!moves.ok)
      return err({ status: 409, error: `game: its stored moves cannot be read (${moves.error})` });
    const params = JSON.parse(game.params) as Params;
    const replayed = replay(minesweeper, { params, seed: game.seed, moves: moves.value });
    if (!replayed.ok) return err({ status: 409, error: 'game: its stored moves no longer replay' });
    if (this.states.size >= this.cacheSize) {
      const oldest = this.states.keys().next().value;
      if (oldest !== undefined) this.states.delete(oldest);
    }
    this.states.set(game.id, { state: replayed.value, moves: game.moves.length });
    return ok(replayed.value);
  }
}
