import { describe, expect, it } from 'vitest';
import { newSolo, playSolo } from '../../puyo/index.ts';
import { soloCursorOf } from './soloReplay.ts';

/** Pairs placed upright in columns 1 to 6 in turn, as a solo record's log. */
function placed(seed: string, pairs: number) {
  const state = newSolo(seed);
  const moves = Array.from({ length: pairs }, (_, i) => ({ col: i % 6, rot: 0, drop: 0 }));
  for (const move of moves) if (!playSolo(state, move).ok) throw new Error('refused');
  return { state, log: JSON.stringify(moves) };
}

describe("a ranked solo practice's record", () => {
  it('replays on the dealt queue and opens on its end', () => {
    const { state, log } = placed('solo-record', 8);
    const cursor = soloCursorOf({ board: 'solo', seed: 'solo-record', log });
    expect(cursor?.position).toBe(8);
    expect(cursor?.state.field.equals(state.field)).toBe(true);
    expect(cursor?.state.score).toBe(state.score);
    cursor?.seek(0);
    expect(cursor?.state.pairs).toBe(0);
    expect(soloCursorOf({ board: 'solo+undo', seed: 'solo-record', log })?.length).toBe(8);
  });

  it('is nothing for a match, a log that does not read, or a placement the engine refuses', () => {
    const { log } = placed('solo-record', 2);
    expect(soloCursorOf({ board: 'gentle', seed: 'solo-record', log })).toBeUndefined();
    expect(soloCursorOf({ board: 'solo', seed: 's', log: '0*10' })).toBeUndefined();
    expect(soloCursorOf({ board: 'solo', seed: 's', log: '[{"col":1}]' })).toBeUndefined();
    expect(soloCursorOf({ board: 'solo', seed: 's', log: '[{"col":9,"rot":0,"drop":0}]' })).toBeUndefined();
  });
});
