import { describe, expect, it } from 'vitest';
import { placedFor, REFUSED_PLAYER_REASON } from './category.ts';

const won = { board: 'expert', status: 'ranked' as const, reason: null, timeMs: 40_000 };
const person = { bot: false, refused: null };

describe("a result's place by its player", () => {
  it("keeps a person's result where it was", () => {
    expect(placedFor(won, person)).toEqual(won);
    expect(placedFor(won, undefined)).toEqual(won);
  });

  it("puts a declared bot's results on the boards of bots, held and lost ones too, once", () => {
    const bot = { bot: true, refused: null };
    expect(placedFor(won, bot)).toEqual({ ...won, board: 'expert+bot' });
    expect(placedFor({ ...won, board: 'hard+hints' }, bot).board).toBe('hard+hints+bot');
    expect(placedFor({ ...won, board: 'expert+bot' }, bot).board).toBe('expert+bot');
    expect(placedFor({ ...won, status: 'held' as const, reason: 'burst' }, bot)).toMatchObject({
      board: 'expert+bot',
      status: 'held',
    });
  });

  it("refuses a refused player's later results, keeping a judge's reason; a pending or lost one stays", () => {
    const refused = { bot: false, refused: 'plays with a solver' };
    expect(placedFor(won, refused)).toEqual({ ...won, status: 'refused', reason: REFUSED_PLAYER_REASON });
    expect(placedFor({ ...won, status: 'held' as const, reason: 'burst' }, refused)).toMatchObject({
      status: 'refused',
      reason: 'burst',
    });
    expect(placedFor({ ...won, status: 'pending' as const }, refused).status).toBe('pending');
    expect(placedFor({ ...won, status: 'lost' as const }, refused).status).toBe('lost');
  });
});
