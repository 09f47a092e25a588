import { describe, expect, it } from 'vitest';
import { type MatchState, makeField, newMatch, stepMatch } from '../../puyo/index.ts';
import { aiHuman, playMatch } from '../../server/puyoTestLogs.ts';
import { MatchEffects } from './effects.ts';
import { MatchReplay } from './matchReplay.ts';

// A won match with chains (the human side an AI): 1,488 ticks, a 4-chain popped at tick 788.
const { inputs, result } = playMatch('replay-test', 'gentle', aiHuman('gentle'));

/** The match and its effects after `ticks` ticks, stepped straight through the engine as a live match is. */
function straight(ticks: number): { match: MatchState; effects: MatchEffects } {
  const match = newMatch('replay-test');
  const effects = new MatchEffects();
  for (let i = 0; i < ticks; i++) {
    effects.remember(match);
    stepMatch(match, inputs[i] & 31, inputs[i] >>> 5);
    effects.observe(match);
  }
  return { match, effects };
}

const view = (match: MatchState) => ({
  tick: match.tick,
  result: match.result,
  fields: match.players.map((player) => makeField(player.field)),
  scores: match.players.map((player) => player.score),
  garbage: match.players.map((player) => player.garbage.pending + player.garbage.incoming),
});

describe('a kept match replayed', () => {
  it('is the live match at every position it is moved to, forward, back and forward again', () => {
    expect(result).not.toBeNull();
    const replay = new MatchReplay('replay-test', inputs);
    expect(replay.length).toBe(inputs.length);
    for (const tick of [1, 200, 120, inputs.length - 1, 0, 37, inputs.length]) {
      expect(replay.seek(tick)).toBe(tick);
      const live = straight(tick);
      expect(view(replay.match)).toEqual(view(live.match));
      expect(replay.effects.sides).toEqual(live.effects.sides);
    }
    expect(replay.atEnd).toBe(true);
    expect(replay.match.result).toBe(result);
  });

  it('reads each tick for the drawing: a chain popped on the way to a position is shown there', () => {
    const pops: { tick: number; player: number; chain: number }[] = [];
    const match = newMatch('replay-test');
    for (const packed of inputs) {
      stepMatch(match, packed & 31, packed >>> 5);
      for (const event of match.events)
        if (event.type === 'pop') pops.push({ tick: match.tick, player: event.player, chain: event.chain });
    }
    const longest = pops.reduce((best, pop) => (pop.chain > best.chain ? pop : best));
    expect(longest.chain).toBeGreaterThan(1);
    const replay = new MatchReplay('replay-test', inputs);
    replay.seek(inputs.length); // past it, then back to just after it: the rewind replays it
    replay.seek(longest.tick + 10);
    expect(replay.effects.sides[longest.player].popup).toEqual({ chain: longest.chain, start: longest.tick });
    expect(replay.effects.sides[longest.player].popping?.start).toBe(longest.tick);
  });

  it('clamps positions to the log', () => {
    const replay = new MatchReplay('replay-test', inputs);
    expect(replay.seek(-5)).toBe(0);
    expect(replay.seek(Number.NaN)).toBe(0);
    expect(replay.seek(inputs.length + 100)).toBe(inputs.length);
    expect(replay.seek(2.7)).toBe(2);
  });

  it('plays a log the engine refuses up to the refused tick: ticks after the result, a bad input', () => {
    const longer = new MatchReplay('replay-test', [...inputs, 0, 0, 0]);
    expect(longer.length).toBe(inputs.length);
    expect(longer.seek(inputs.length + 3)).toBe(inputs.length);
    expect(view(longer.match)).toEqual(view(straight(inputs.length).match));

    const bad = new MatchReplay('replay-test', [...inputs.slice(0, 50), 5000, ...inputs.slice(51)]);
    expect(bad.length).toBe(50);
    expect(bad.seek(1000)).toBe(50);
    expect(view(bad.match)).toEqual(view(straight(50).match));
  });

  it('an empty log is the deal, at tick 0', () => {
    const empty = new MatchReplay('replay-test', []);
    expect(empty.length).toBe(0);
    expect(empty.atEnd).toBe(true);
    expect(view(empty.match)).toEqual(view(newMatch('replay-test')));
  });
});
