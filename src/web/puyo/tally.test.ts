import { describe, expect, it } from 'vitest';
import { newMatch, planInputs, stepMatch } from '../../puyo/index.ts';
import { countEvents, newTally } from './tally.ts';

describe('the match tally', () => {
  it('counts the garbage sent by one side as the garbage the other receives, once it has fallen', () => {
    // Player 1 stacks a colour per column pair and so chains now and then; player 2 does nothing (its pairs pile up in the spawn column).
    const match = newMatch('tally');
    const tally = newTally();
    let plan: number[] = [];
    let planned = -1;
    while (match.result === null && match.tick < 60 * 60 * 4) {
      const me = match.players[0];
      if (me.phase === 'move' && planned !== me.nextPair) {
        planned = me.nextPair;
        const col = (me.piece!.pair.pivot % 3) * 2;
        plan = (planInputs(me.field, { col, rot: 1 }) ?? []).reverse();
      }
      stepMatch(match, me.phase === 'move' ? (plan.pop() ?? 0) : 0, 0);
      countEvents(tally, match.events);
    }
    const waiting = match.players[1].garbage.pending + match.players[1].garbage.incoming;
    expect(tally[0].sent).toBeGreaterThan(0);
    expect(tally[1].received + waiting).toBe(tally[0].sent - tally[1].sent);
    expect(tally[0].received).toBe(0);
  });
});
