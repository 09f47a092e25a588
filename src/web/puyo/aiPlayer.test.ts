import { describe, expect, it } from 'vitest';
import { COMPUTER_ACT_EVERY, THINK_TICKS } from '../../puyo/ai/computerSide.ts';
import { decide } from '../../puyo/ai/index.ts';
import { Input, newMatch, type Placement, stepMatch } from '../../puyo/index.ts';
import { replayPuyoMatch } from '../../server/ranked/puyo/versusProof.ts';
import { AiPlayer, aiRequest } from './aiPlayer.ts';
import { MatchRun } from './matchRun.ts';

/** Runs queued promise callbacks (the worker's answer arriving). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the computer's side", () => {
  it('puts each pair where the AI said, after waiting for its answer', async () => {
    const match = newMatch('ai-player');
    const answers: Placement[] = [];
    const ai = new AiPlayer(
      async (request) => {
        const decision = decide('gentle', request);
        answers.push(decision.placement);
        return decision;
      },
      1,
      3,
    );
    for (let placed = 0; placed < 6; ) {
      const player = match.players[1];
      const pair = player.piece?.pair;
      stepMatch(match, 0, ai.input(match));
      await settle();
      const lock = match.events.find((event) => event.type === 'lock' && event.player === 1);
      if (lock && lock.type === 'lock' && pair) {
        expect({ col: lock.col, rot: lock.rot }).toEqual(answers[placed]);
        placed++;
      }
      expect(match.tick).toBeLessThan(60 * 60);
    }
    expect(match.players[0].field.count()).toBeGreaterThan(0); // player 1 idle: its pairs pile up
  });

  it('lets the pair fall while the answer is late, and presses nothing after a failure', async () => {
    const match = newMatch('late');
    let fail: (error: Error) => void = () => {};
    const failures: Error[] = [];
    const ai = new AiPlayer(
      () => new Promise((_, reject) => (fail = reject)),
      1,
      1,
      (error) => failures.push(error),
    );
    const inputs: number[] = [];
    for (let i = 0; i < 40; i++) {
      inputs.push(ai.input(match));
      stepMatch(match, 0, inputs[i]);
    }
    expect(inputs.every((input) => input === 0)).toBe(true);
    fail(new Error('gone'));
    await settle();
    expect(failures.map((e) => e.message)).toEqual(['gone']);
    expect(ai.failure?.message).toBe('gone');
  });

  it('asks with what the player sees', () => {
    const match = newMatch('request');
    while (match.players[0].phase !== 'move') stepMatch(match, 0, 0);
    const request = aiRequest(match, 0);
    const piece = match.players[0].piece!;
    expect(request.queue[0]).toEqual([piece.pair.pivot, piece.pair.child]);
    expect(request.queue).toHaveLength(3);
    expect(request.field).toBe(Array.from({ length: 12 }, () => '......').join('\n')); // an empty field, 12 rows
  });
});

describe("ranked: the computer's side as the server re-runs it", () => {
  /**
   * Plays a whole match as the page does (MatchRun), the human pressing buttons drawn from `seed`, the AI's
   * answers coming after 0 to 60 ticks (the page holds the match while one is late, as it does ranked).
   */
  async function playRanked(seed: string, thinkTicks: number | undefined): Promise<number[]> {
    let random = 12345;
    const next = () => {
      random = (random * 1103515245 + 12345) % 2 ** 31;
      return random / 2 ** 31;
    };
    let ticksToAnswer = 0;
    const pending: (() => void)[] = [];
    const ai = new AiPlayer(
      (request) =>
        new Promise((resolve) => {
          ticksToAnswer = Math.floor(next() * 60);
          pending.push(() => resolve(decide('gentle', request)));
        }),
      1,
      COMPUTER_ACT_EVERY.gentle,
      undefined,
      thinkTicks,
    );
    const run = new MatchRun({ ai: 'gentle', seed }, ai);
    const buttons = [0, 0, 0, Input.Left, Input.Right, Input.RotateCw, Input.SoftDrop];
    let waited = 0;
    while (!run.over && run.inputs.length < 30_000) {
      if (ticksToAnswer-- <= 0 && pending.length > 0) {
        pending.shift()?.();
        await settle();
      }
      if (ai.waiting(run.match)) {
        waited++;
        continue; // the page draws frames, runs no tick
      }
      run.step(buttons[Math.floor(next() * buttons.length)]);
    }
    if (thinkTicks !== undefined) expect(waited).toBeGreaterThan(0); // some answers came late
    return run.inputs;
  }

  it("makes a log the server's replay proves, however late the worker answers", async () => {
    const seed = 'ranked-page';
    const inputs = await playRanked(seed, THINK_TICKS);
    const verdict = replayPuyoMatch({ level: 'gentle', ai: 'gentle', seed, inputs });
    expect(verdict).toMatchObject({ ok: true });
  });

  it('unranked (the answer used when it comes) makes a log the server refuses', async () => {
    const seed = 'ranked-page';
    const verdict = replayPuyoMatch({
      level: 'gentle',
      ai: 'gentle',
      seed,
      inputs: await playRanked(seed, undefined),
    });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error).toMatch(/computer's buttons/);
  });
});
