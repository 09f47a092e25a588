/**
 * Playing a dealt game to its result, by the player it was dealt to: a move of a game played on the server, a
 * result submitted and proved (at once, or queued for the worker pool and pending until its replay), a game
 * forfeited. Each proved result is judged and kept by the one shared path (ranked/keep.ts).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { secretSchema } from '../players.ts';
import { placed } from '../ranked/keep.ts';
import type { QueuedProof } from '../ranked/rankedGame.ts';
import type { DealtGame, StoredResult } from '../storage.ts';
import { fromItsPlayer, type RankedContext, refuse } from './rankedContext.ts';

/** A request by a game's player: the secret, and whatever the game reads besides (a move, a log). */
const playerBody = z.object({ secret: secretSchema }).passthrough();

const ALREADY = { error: 'game: already has a result' } as const;

/** What the player is told of a result kept at once. */
const keptAnswer = ({ id, board, status, reason, timeMs, score, extra }: StoredResult) => ({
  id,
  board,
  status,
  reason,
  timeMs,
  score,
  extra,
});

/** POST /api/games/:id/moves: a move of a game played on the server, by its player (the secret sent with it). */
export async function playMove(ctx: RankedContext, c: Context) {
  const asked = await fromItsPlayer(ctx, c, playerBody);
  if (!asked.ok) return asked.error;
  const { dealt, player, raw } = asked.value;
  const play = ctx.plays.get(dealt.game);
  if (play === undefined)
    return c.json({ error: `game: ${dealt.game} is played in the browser; send its result` }, 409);
  // The move is the body's other keys, all of them own keys as sent (a "__proto__" too, which the game refuses).
  const move = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'secret'));
  // The game is read again by the move, in turn with the game's other moves (the read above only finds its game).
  const answer = await play.move({
    id: dealt.id,
    body: move,
    now: ctx.now().getTime(),
    playerId: player.id,
    keep: ctx.keep,
  });
  return answer.ok ? c.json(answer.value) : refuse(c, answer.error);
}

/** POST /api/games/:id/result: a submitted result, proved by its game at once (201) or queued (202, pending). */
export async function submitResult(ctx: RankedContext, c: Context) {
  const at = ctx.now();
  const asked = await fromItsPlayer(ctx, c, playerBody);
  if (!asked.ok) return asked.error;
  const { dealt, game, body } = asked.value;
  if (await ctx.storage.resultOfGame(dealt.id)) return c.json(ALREADY, 409);
  const { secret: _, ...submitted } = body;
  const proof = game.prove(dealt, submitted, at.getTime());
  if (!proof.ok) return refuse(c, proof.error);
  if (proof.value.kind === 'queued') return queueResult(ctx, c, dealt, proof.value.queued, at);
  const stored = await ctx.keep(dealt, proof.value.result, at);
  return stored === undefined ? c.json(ALREADY, 409) : c.json(keptAnswer(stored), 201);
}

/** A result checked and kept pending, its replay queued; 503 with Retry-After when the pool has no room. */
async function queueResult(ctx: RankedContext, c: Context, dealt: DealtGame, queued: QueuedProof, at: Date) {
  if (!ctx.pool.reserve()) {
    const seconds = ctx.pool.retryAfterSeconds();
    c.header('Retry-After', String(seconds));
    return c.json({ error: `verification: the replay queue is full, try again in ${seconds} s` }, 503);
  }
  const { job, timeMs, log } = queued;
  // A declared bot's match waits for its replay on the boards of bots already.
  const unplaced = { board: queued.board, status: 'pending' as const, reason: null };
  const { board } = await placed(dealt, unplaced, ctx.storage);
  const pending = await ctx.storage
    .addResult({
      board,
      status: 'pending',
      reason: null,
      timeMs,
      score: 0,
      sortKey: 0,
      extra: {},
      log,
      claimedUntil: ctx.queue.claimUntil(),
      gameId: dealt.id,
      game: dealt.game,
      playerId: dealt.playerId,
      daily: dealt.daily,
      createdAt: at,
    })
    .catch((error: unknown) => {
      ctx.pool.release();
      throw error;
    });
  if (pending === undefined) {
    ctx.pool.release();
    return c.json(ALREADY, 409);
  }
  void ctx.queue.verify(pending, job);
  return c.json({ id: pending.id, status: 'pending', timeMs, record: `/api/records/${pending.id}` }, 202);
}

/**
 * POST /api/games/:id/forfeit: a real-time match its player left before its end (a reload, a closed tab) is lost,
 * as such a match cannot be paused fairly; only the player it was dealt to may forfeit it, while it has no result.
 */
export async function forfeitGame(ctx: RankedContext, c: Context) {
  const asked = await fromItsPlayer(ctx, c, playerBody);
  if (!asked.ok) return asked.error;
  const { dealt, game } = asked.value;
  const at = ctx.now();
  const forfeited = game.forfeit?.(dealt, at.getTime()) ?? {
    ok: false as const,
    error: { status: 409 as const, error: 'game: only a real-time match is forfeited; this game goes on' },
  };
  if (!forfeited.ok) return refuse(c, forfeited.error);
  const stored = await ctx.keep(dealt, forfeited.value, at);
  return stored === undefined ? c.json(ALREADY, 409) : c.json(keptAnswer(stored), 201);
}
