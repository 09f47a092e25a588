import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { replay } from '../core/game.ts';
import { newMatch } from './match.ts';
import { Input } from './moves.ts';
import { PLACEMENTS, type Placement } from './placement.ts';
import { planInputs } from './plan.ts';
import { reachablePlacements } from './reach.ts';
import { stepScore } from './score.ts';
import {
  newSolo,
  playSolo,
  type SoloMove,
  type SoloState,
  softDropRows,
  soloGame,
  soloPair,
} from './solo.ts';
import { SoloPractice } from './soloPractice.ts';
import { lockedMove, soloMatch, stepSolo } from './soloTicks.ts';
import { field } from './testFields.ts';

/** Everything a state holds that a player could see or that the next move depends on. */
const visible = (state: SoloState) => ({
  field: state.field.boards.join(),
  score: state.score,
  pairs: state.pairs,
  largestChain: state.largestChain,
  allClearBonus: state.allClearBonus,
  over: state.over,
});

/** Random choices among the placements the pair can reach, with a soft drop of 0 to 12 rows. */
const arbChoices = fc.array(fc.record({ pick: fc.nat(), drop: fc.integer({ min: 0, max: 12 }) }), {
  minLength: 1,
  maxLength: 60,
});

const moveFor = (state: SoloState, choice: { pick: number; drop: number }): SoloMove & Placement => {
  const mask = reachablePlacements(state.field);
  const reachable = PLACEMENTS.filter((_, id) => mask & (1 << id));
  const { col, rot } = reachable[choice.pick % reachable.length];
  return { col, rot, drop: choice.drop };
};

describe('solo practice', () => {
  test('deals the pairs a match with the same seed deals', () => {
    const state = newSolo('tokoton');
    const match = newMatch('tokoton');
    for (let k = 0; k < 20; k++) expect(soloPair(state, k)).toEqual(match.queue[k]);
  });

  test.prop([fc.string({ maxLength: 8 }), arbChoices])(
    'undo after any placement gives back the state before it, as replaying the moves before it does',
    (seed, choices) => {
      const practice = new SoloPractice(seed);
      for (const choice of choices) {
        if (practice.state.over) break;
        const played = practice.moves.slice();
        const move = moveFor(practice.state, choice);
        expect(practice.play(move).ok).toBe(true);
        const after = visible(practice.state);
        expect(practice.undo()).toBe(true);
        const replayed = replay(soloGame, { params: null, seed, moves: played });
        expect(replayed.ok && visible(practice.state)).toEqual(replayed.ok && visible(replayed.value));
        expect(practice.moves).toEqual(played);
        // Played again, the same move leads to the same state: undo left nothing behind.
        expect(practice.play(move).ok).toBe(true);
        expect(visible(practice.state)).toEqual(after);
      }
      // Undone all the way, each step back is the replay of one move fewer.
      const moves = practice.moves.slice();
      for (let n = moves.length - 1; n >= 0; n--) {
        expect(practice.undo()).toBe(true);
        const replayed = replay(soloGame, { params: null, seed, moves: moves.slice(0, n) });
        expect(replayed.ok && visible(practice.state)).toEqual(replayed.ok && visible(replayed.value));
      }
      expect(practice.undo()).toBe(false);
      expect(visible(practice.state)).toEqual(visible(newSolo(seed)));
    },
  );

  test.prop([fc.string({ maxLength: 8 }), arbChoices], { numRuns: 40 })(
    'played in ticks with the match’s moves, each pair ends where the practice says, with the same score',
    (seed, choices) => {
      const practice = new SoloPractice(seed);
      let match = soloMatch(practice.state);
      for (const choice of choices) {
        if (match.result !== null) break;
        // Wait for the pair to appear, then bring it to a reachable placement and soft-drop it.
        while (match.players[0].phase !== 'move' && match.result === null) stepSolo(match, 0);
        if (match.result !== null) break;
        const player = match.players[0];
        expect(visible(practice.state)).toMatchObject({
          field: player.field.boards.join(),
          score: player.score,
          pairs: player.nextPair - 1,
          largestChain: player.longestChain,
        });
        const { col, rot } = moveFor(practice.state, choice);
        const inputs = planInputs(player.field, { col, rot }, 26, player.piece!) ?? [];
        expect(inputs.length).toBeGreaterThan(0);
        for (const input of inputs) {
          stepSolo(match, input);
          const move = lockedMove(match, practice.state);
          if (move === undefined) continue;
          expect(move).toMatchObject({ col, rot });
          expect(practice.play(move).ok).toBe(true);
          break;
        }
        // Every few pairs, undo and go on from the practice's state, as the page does.
        if (choice.drop % 5 === 0 && practice.undo()) match = soloMatch(practice.state, match.tick);
      }
      while (match.players[0].phase !== 'move' && match.result === null) stepSolo(match, 0);
      expect(match.result !== null).toBe(practice.state.over);
      expect(match.players[0].field.equals(practice.state.field)).toBe(true);
      expect(match.players[0].score).toBe(practice.state.score);
    },
  );

  test('scores a chain, the soft drop, and the next chain’s all-clear bonus', () => {
    // A seed whose first pair is one colour: two more of it under the pair make four, and the field is clear.
    let seed = 0;
    while (soloPair(newSolo(seed)).pivot !== soloPair(newSolo(seed)).child) seed++;
    const state = newSolo(seed);
    const { pivot, child } = soloPair(state);
    const letter = '.RGBYP'[pivot];
    state.field.copyFrom(field(`${letter}.....\n${letter}.....`));
    const first = playSolo(state, { col: 0, rot: 0, drop: 3 });
    expect(first).toEqual({
      ok: true,
      value: { chains: 1, score: stepScore(1, 4, 1, 0) + 3, allClear: true, uncredited: 0 },
    });
    expect(child).toBe(pivot);
    expect(state).toMatchObject({ score: 40 + 3, pairs: 1, largestChain: 1, allClearBonus: true });
    // Three of the next pivot's colour in column 6: the pair upright on them pops four, leaving its child.
    const next = soloPair(state);
    const own = '.RGBYP'[next.pivot];
    state.field.copyFrom(field([own, own, own].map((c) => `.....${c}`).join('\n')));
    const second = playSolo(state, { col: 5, rot: 0, drop: 0 });
    expect(second.ok && second.value).toEqual({
      chains: 1,
      score: 40 + 2100,
      allClear: false,
      uncredited: 0,
    });
    expect(state).toMatchObject({ score: 43 + 2140, pairs: 2, allClearBonus: false });
  });

  test('credits a soft drop only for the rows the pair can fall: a claimed 12 on a tall column earns its fall', () => {
    const state = newSolo('tall');
    // Column 1 nine high: an upright pair there rests with its pivot on row 10, two rows under the spawn row.
    state.field.copyFrom(
      field(Array.from({ length: 9 }, (_, i) => (i % 2 ? 'R.....' : 'G.....')).join('\n')),
    );
    expect(softDropRows(state.field, 0, 0)).toBe(2);
    expect(softDropRows(state.field, 5, 0)).toBe(11);
    const played = playSolo(state, { col: 0, rot: 0, drop: 12 });
    expect(played.ok && played.value).toMatchObject({ score: 2, uncredited: 10 });
    expect(state.score).toBe(2);
    const open = playSolo(state, { col: 5, rot: 2, drop: 12 });
    expect(open.ok && open.value).toMatchObject({ score: 10, uncredited: 2 });
  });

  test.prop([fc.string({ maxLength: 8 }), fc.nat(5)], { numRuns: 30 })(
    'a pair held down from its spawn earns in ticks exactly the rows softDropRows credits',
    (seed, col) => {
      const practice = new SoloPractice(seed);
      const match = soloMatch(practice.state);
      while (match.players[0].phase !== 'move') stepSolo(match, 0);
      const player = match.players[0];
      const inputs = planInputs(player.field, { col, rot: 0 }, 26, player.piece!) ?? [];
      const rows = softDropRows(practice.state.field, col, 0);
      for (const input of [...inputs, ...Array(40).fill(Input.SoftDrop)]) {
        stepSolo(match, input);
        const move = lockedMove(match, practice.state);
        if (move === undefined) continue;
        expect(move.drop).toBeLessThanOrEqual(rows);
        expect(practice.play(move).ok).toBe(true);
        expect(practice.state.score).toBe(move.drop);
        return;
      }
      throw new Error('the pair never locked');
    },
  );

  test('refuses a move it cannot make, leaving the state as it was', () => {
    const state = newSolo('refusals');
    // Column 2 filled to the hidden row walls column 1 off from the spawn in column 3.
    state.field.copyFrom(
      field(Array.from({ length: 13 }, (_, i) => (i % 2 ? '.R....' : '.G....')).join('\n')),
    );
    const before = visible(state);
    for (const [move, reason] of [
      [{ col: 5, rot: 1, drop: 0 }, /no placement/],
      [{ col: 0, rot: 0, drop: 0 }, /cannot reach column 1/],
      [{ col: 3, rot: 0, drop: 13 }, /0 to 12 rows/],
      [{ col: 3, rot: 0, drop: 1.5 }, /0 to 12 rows/],
    ] as const) {
      const played = playSolo(state, move);
      expect(played.ok).toBe(false);
      expect(!played.ok && played.error).toMatch(reason);
      expect(visible(state)).toEqual(before);
    }
    state.over = true;
    expect(playSolo(state, { col: 3, rot: 0, drop: 0 })).toEqual({
      ok: false,
      error: 'the practice is over',
    });
  });

  test('ends when the spawn cell is filled', () => {
    const practice = new SoloPractice('top out');
    while (!practice.state.over) {
      expect(practice.play({ col: 2, rot: 0, drop: 0 }).ok).toBe(true);
    }
    expect(practice.state.field.get(2, 12)).not.toBe(0);
    expect(practice.play({ col: 2, rot: 0, drop: 0 }).ok).toBe(false);
    expect(practice.undo()).toBe(true);
    expect(practice.state.over).toBe(false);
  });
});
