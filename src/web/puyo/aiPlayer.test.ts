import { describe, expect, it } from 'vitest';
import { decide } from '../../puyo/ai/index.ts';
import { newMatch, type Placement, stepMatch } from '../../puyo/index.ts';
import { AiPlayer, aiRequest } from './aiPlayer.ts';

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
