/**
 * The classic chord rule, as a player reads it: a chord on an open number opens every other closed neighbour
 * exactly when the flags around the number equal it; with fewer flags or more, nothing happens. A wrong flag
 * means an unflagged mine among the cells opened, which explodes. Question marks are closed cells, not flags.
 *
 * Scripted boards first (cells named as in play: column letter, row number from the top), then a property over
 * random boards and positions against the slow, obvious chord of slowReference.ts.
 */
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/propertyRuns.ts';
import { neighbours8 } from '../core/grid.ts';
import { type MinesState, play } from './game.ts';
import type { Move } from './moves.ts';
import { type SlowBoard, type SlowTile, slowChord, slowNumbers } from './slowReference.ts';
import { cellAt, cellMove, gameOn, gameOnBoard, playAll, slowBoardArb, toBoard } from './testBoards.ts';
import { isOpenTile, Tile } from './tiles.ts';

const index = (state: MinesState, name: string): number => {
  const { x, y } = cellAt(name);
  return y * state.params.width + x;
};
const tileAt = (state: MinesState, name: string): number => state.tiles[index(state, name)];
const namesOf = (state: MinesState, cells: Iterable<number>): string[] =>
  [...cells]
    .map(
      (i) => `${String.fromCharCode(97 + (i % state.params.width))}${Math.floor(i / state.params.width) + 1}`,
    )
    .sort();
const chordOn = (state: MinesState, name: string, at = 1000) => {
  const outcome = play(state, cellMove('chord', name, at));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

// a1 and c3 are mines; b2 shows 2. c1 and a3 touch no mine (they show 0); b1, a2, c2 and b3 show 1.
const TWO_MINES = '*..\n...\n..*';

describe('chord on scripted boards (flags must equal the number)', () => {
  it('with as many right flags as the number, opens every other closed neighbour (here: wins)', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1'), cellMove('flag', 'c3')]);
    const outcome = chordOn(state, 'b2');
    expect(namesOf(state, outcome.changed)).toEqual(['a2', 'a3', 'b1', 'b3', 'c1', 'c2']);
    expect(['b1', 'c1', 'a2', 'c2', 'a3', 'b3'].map((name) => tileAt(state, name))).toEqual([
      1, 0, 1, 1, 0, 1,
    ]);
    expect(state.phase).toBe('won');
  });

  it('with fewer flags than the number, opens nothing (the click counts, but is not effective)', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1')]);
    const before = Uint8Array.from(state.tiles);
    expect(chordOn(state, 'b2').changed.length).toBe(0);
    expect(state.tiles).toEqual(before);
    expect(state.phase).toBe('playing');
    expect(state.clicks).toEqual({
      left: 1,
      right: 1,
      chord: 1,
      effective: 2,
      opened: 1,
      flaggedMines: 1,
      wrongFlags: 0,
    });
  });

  it('with more flags than the number, opens nothing, even when every unflagged neighbour is safe', () => {
    // Three flags around a 2: a1 and c3 are right, b1 is wrong. The closed neighbours left (c1, a2, c2, a3, b3)
    // are all safe, so a chord that fired would open them: it must not.
    const state = gameOn(TWO_MINES);
    playAll(state, [
      cellMove('open', 'b2'),
      cellMove('flag', 'a1'),
      cellMove('flag', 'c3'),
      cellMove('flag', 'b1'),
    ]);
    const before = Uint8Array.from(state.tiles);
    expect(chordOn(state, 'b2').changed.length).toBe(0);
    expect(state.tiles).toEqual(before);
    expect(state.phase).toBe('playing');
  });

  it('with as many flags as the number but one wrong, opens the unflagged mine and loses', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1'), cellMove('flag', 'b1')]);
    chordOn(state, 'b2');
    expect(state.phase).toBe('lost');
    expect(state.exploded).toBe(index(state, 'c3'));
    expect(tileAt(state, 'c3')).toBe(Tile.Exploded);
    expect(tileAt(state, 'b1')).toBe(Tile.WrongFlag);
    expect(tileAt(state, 'a1')).toBe(Tile.CorrectFlag);
  });

  it('with as many flags as the number but one wrong, opens none of the safe neighbours: only the mine explodes', () => {
    // Flags a1 (right) and b1 (wrong) around b2's 2: the unflagged mine c3 is among the cells the chord would open,
    // so the game is lost at once; c1, a2, c2, a3 and b3 (all safe) stay closed, as in the slow chord.
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1'), cellMove('flag', 'b1')]);
    const outcome = chordOn(state, 'b2');
    expect(state.phase).toBe('lost');
    expect(['c1', 'a2', 'c2', 'a3', 'b3'].map((name) => tileAt(state, name))).toEqual(
      Array(5).fill(Tile.Covered),
    );
    expect(namesOf(state, outcome.changed)).toEqual(['a1', 'b1', 'c3']);
    expect(state.openedSafe).toBe(1);
  });

  it('counts question marks as closed cells, not flags: they open with the chord', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1'), cellMove('question', 'c3')]);
    expect(chordOn(state, 'b2').changed.length).toBe(0); // one flag around a 2
    const other = gameOn(TWO_MINES);
    playAll(other, [
      cellMove('open', 'b2'),
      cellMove('flag', 'a1'),
      cellMove('flag', 'c3'),
      cellMove('question', 'b1'),
    ]);
    chordOn(other, 'b2');
    expect(tileAt(other, 'b1')).toBe(1);
    expect(other.phase).toBe('won');
  });

  it('does nothing on a closed cell, a flag or an open zero', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'a3'), cellMove('flag', 'a1')]); // a3 is a zero: a2, b2, b3 open with it
    expect(tileAt(state, 'b2')).toBe(2);
    const before = Uint8Array.from(state.tiles);
    for (const name of ['c1', 'a1', 'a3']) expect(chordOn(state, name).changed.length).toBe(0);
    expect(state.tiles).toEqual(before);
  });

  it('does nothing on an open zero even beside a closed cell (b1, flagged while c1 opened, then unflagged)', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('flag', 'b1'), cellMove('open', 'c1'), cellMove('flag', 'b1')]);
    expect(tileAt(state, 'c1')).toBe(0);
    expect(tileAt(state, 'b1')).toBe(Tile.Covered);
    const before = Uint8Array.from(state.tiles);
    expect(chordOn(state, 'c1').changed.length).toBe(0);
    expect(state.tiles).toEqual(before);
    expect(state.clicks).toEqual({
      left: 1,
      right: 2,
      chord: 1,
      effective: 3,
      opened: 1,
      flaggedMines: 0,
      wrongFlags: 1, // b1 is safe
    });
  });

  it('opens a zero among the neighbours with its whole area, as a click would', () => {
    // One mine at a1: b2 shows 1, and c1 is a zero whose area is the rest of the board.
    const state = gameOn('*...\n....\n....\n....');
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1')]);
    const outcome = chordOn(state, 'b2');
    expect(outcome.changed.length).toBe(14);
    expect(state.phase).toBe('won');
  });

  it('is what opening an open number does too', () => {
    const state = gameOn(TWO_MINES);
    playAll(state, [cellMove('open', 'b2'), cellMove('flag', 'a1'), cellMove('flag', 'c3')]);
    playAll(state, [cellMove('open', 'b2', 1000)]);
    expect(state.phase).toBe('won');
    expect(state.clicks.chord).toBe(1);
  });
});

const slowTiles = (tiles: Uint8Array): SlowTile[] =>
  [...tiles].map((t) => (isOpenTile(t) ? t : t === Tile.Flag ? 'flag' : 'closed'));

/** A position around one open number: some safe cells opened, then flags placed around the number. */
const chordCaseArb = fc.record({
  board: slowBoardArb(7),
  opens: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  target: fc.nat(),
  /** Flags around the number compared with it: one fewer, as many (twice as likely), one more. */
  flagsVsNumber: fc.constantFrom(-1, 0, 0, 1),
  /** Which closed neighbours get the flags: mines first (mostly right flags) or in a random order. */
  minesFirst: fc.boolean(),
  order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  questionMark: fc.boolean(),
  strayFlag: fc.option(fc.nat()),
  viaOpen: fc.boolean(),
});
type ChordCase = typeof chordCaseArb extends fc.Arbitrary<infer T> ? T : never;

/** Builds the position; null when the case has no open number to chord on (or the game ended first). */
function position(c: ChordCase): { state: MinesState; target: number; flags: number } | null {
  const slow: SlowBoard = c.board;
  const state = gameOnBoard(toBoard(slow));
  const safe = slow.mines.flatMap((mine, i) => (mine ? [] : [i]));
  const at = (i: number) => ({ x: i % slow.width, y: Math.floor(i / slow.width) });
  for (const r of c.opens) {
    const covered = safe.filter((i) => state.tiles[i] === Tile.Covered);
    if (covered.length === 0 || state.phase === 'won') break;
    playAll(state, [{ kind: 'open', ...at(covered[r % covered.length]), at: 0 }]);
  }
  if (state.phase !== 'playing') return null;
  const numbers = [...state.tiles.keys()].filter((i) => isOpenTile(state.tiles[i]) && state.tiles[i] > 0);
  if (numbers.length === 0) return null;
  const target = numbers[c.target % numbers.length];
  const around = neighbours8(slow, target);
  const closed = around
    .filter((i) => state.tiles[i] === Tile.Covered)
    .sort((a, b) => c.order[around.indexOf(a)] - c.order[around.indexOf(b)])
    .sort((a, b) => (c.minesFirst ? Number(slow.mines[b]) - Number(slow.mines[a]) : 0));
  const wanted = Math.max(0, state.tiles[target] + c.flagsVsNumber);
  const flagged = closed.slice(0, wanted);
  const moves: Move[] = flagged.map((i) => ({ kind: 'flag', ...at(i), at: 0 }));
  const rest = closed.slice(wanted);
  if (c.questionMark && rest.length > 0) moves.push({ kind: 'question', ...at(rest[0]), at: 0 });
  if (c.strayFlag !== null) {
    const away = [...state.tiles.keys()].filter(
      (i) => state.tiles[i] === Tile.Covered && !around.includes(i) && !flagged.includes(i),
    );
    if (away.length > 0) moves.push({ kind: 'flag', ...at(away[c.strayFlag % away.length]), at: 0 });
  }
  playAll(state, moves);
  return { state, target, flags: flagged.length };
}

describe('chord on random boards and positions', () => {
  it('does what the slow chord does: opens exactly when the flags equal the number', () => {
    const numRuns = runs(3000);
    const seen = { fewer: 0, equalOpened: 0, equalLost: 0, more: 0 };
    fc.assert(
      fc.property(chordCaseArb, (c) => {
        const built = position(c);
        if (built === null) return;
        const { state, target, flags } = built;
        const slow: SlowBoard = c.board;
        const number = state.tiles[target];
        const expected = slowChord(slow, slowTiles(state.tiles), target);
        const before = Uint8Array.from(state.tiles);
        const move: Move = {
          kind: c.viaOpen ? 'open' : 'chord',
          x: target % slow.width,
          y: Math.floor(target / slow.width),
          at: 1000,
        };
        const outcome = play(state, move);
        expect(outcome.ok).toBe(true);
        if (flags < number) seen.fewer++;
        else if (flags > number) seen.more++;
        else if (expected.kind === 'lost') seen.equalLost++;
        else seen.equalOpened++;
        if (expected.kind === 'nothing') {
          expect(state.tiles).toEqual(before);
          expect(state.phase).toBe('playing');
        } else if (expected.kind === 'lost') {
          expect(state.phase).toBe('lost');
          expect(expected.mines).toContain(state.exploded);
        } else {
          const opened = [...before.keys()].filter(
            (i) => (before[i] === Tile.Covered || before[i] === Tile.Question) && isOpenTile(state.tiles[i]),
          );
          expect(opened).toEqual([...expected.cells].sort((a, b) => a - b));
          const numbers = slowNumbers(slow);
          for (const i of opened) expect(state.tiles[i]).toBe(numbers[i]);
          const safeLeft = slow.mines.some((mine, i) => !mine && !isOpenTile(state.tiles[i]));
          expect(state.phase).toBe(safeLeft ? 'playing' : 'won');
        }
      }),
      { numRuns },
    );
    // Every case of the rule was met often enough to matter (with 3,000 runs: 150, 150, 150 and 50 times).
    expect(seen.fewer).toBeGreaterThan(numRuns / 20);
    expect(seen.more).toBeGreaterThan(numRuns / 20);
    expect(seen.equalOpened).toBeGreaterThan(numRuns / 20);
    expect(seen.equalLost).toBeGreaterThan(numRuns / 60);
  });
});
