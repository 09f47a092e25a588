/**
 * The time of a Minesweeper record, as the server stores it: from the first click to the click that ended the
 * game (won or lost), whatever the log's clock read at the first click. A game whose first click is at 7 s and
 * whose last is at 19 s took 12 s.
 *
 * The logs are built with the engine itself (the board of a seed is only known once the first click places the
 * mines), then submitted as text like any client's.
 */
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isMine,
  type MinesState,
  type Move,
  makeMoveLog,
  newGame,
  PRESETS,
  play,
  Tile,
} from '../mines/index.ts';
import { verifyMinesSubmission } from './minesVerify.ts';

const PARAMS = PRESETS.beginner;
const SEED = 'record-time';
const CENTRE = { x: 4, y: 4 };

function mustPlay(state: MinesState, move: Move): void {
  const outcome = play(state, move);
  if (!outcome.ok) throw new Error(outcome.error);
}

/** The cells of the board (after the first click placed the mines) that are safe, or mines. */
const cellsWhere = (state: MinesState, mine: boolean) =>
  [...state.tiles.keys()].filter((i) => isMine(state.board, i) === mine);
const at = (i: number, time: number): Move => ({
  kind: 'open',
  x: i % PARAMS.width,
  y: Math.floor(i / PARAMS.width),
  at: time,
});

/** A log that opens the centre at `start`, then opens a mine at `end`: a lost game. */
function lostLog(start: number, end: number): Move[] {
  const state = newGame(PARAMS, SEED);
  const first: Move = { kind: 'open', ...CENTRE, at: start };
  mustPlay(state, first);
  return [first, at(cellsWhere(state, true)[0], end)];
}

/**
 * A log that opens the centre at `start` (after the moves `before`), then every safe cell still closed one second
 * later, and moves the winning click to `end`.
 */
function wonLog(start: number, end: number, before: Move[] = []): Move[] {
  const state = newGame(PARAMS, SEED);
  const moves: Move[] = [...before, { kind: 'open', ...CENTRE, at: start }];
  for (const move of moves) mustPlay(state, move);
  while (state.phase === 'playing') {
    const closed = cellsWhere(state, false).filter((i) => state.tiles[i] === Tile.Covered);
    const move = at(closed[0], start + 1000);
    mustPlay(state, move);
    moves.push(move);
  }
  moves[moves.length - 1] = { ...moves[moves.length - 1], at: end };
  return moves;
}

const submit = (moves: Move[]) =>
  verifyMinesSubmission({ level: 'beginner', params: PARAMS, seed: SEED, moves: makeMoveLog(moves) });

describe('a record counts its time from the first click, not from 0', () => {
  it('a lost game clicked first at 7 s and last at 19 s is stored as 12 s', () => {
    const result = submit(lostLog(7000, 19_000));
    expect(result.ok && result.value).toMatchObject({ won: false, timeMs: 12_000 });
  });

  it('a won game clicked first at 7 s and last at 19 s is stored as 12 s', () => {
    const moves = wonLog(7000, 19_000);
    expect(moves[0].at).toBe(7000);
    expect(moves[moves.length - 1].at).toBe(19_000);
    const result = submit(moves);
    expect(result.ok && result.value).toMatchObject({ won: true, timeMs: 12_000 });
  });

  it('a flag is a click too: the clock starts at a first flag at 7 s', () => {
    const flag: Move = { kind: 'flag', x: 0, y: 0, at: 7000 };
    const unflag: Move = { kind: 'flag', x: 0, y: 0, at: 8000 };
    const result = submit(wonLog(9000, 19_000, [flag, unflag]));
    expect(result.ok && result.value).toMatchObject({ won: true, timeMs: 12_000 });
  });

  it('only the difference counts: the same game shifted to any start is stored with the same time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.integer({ min: 0, max: 10 ** 7 }),
        (start, span) => {
          const result = submit(lostLog(start, start + span));
          expect(result.ok && result.value.timeMs).toBe(span);
        },
      ),
      { numRuns: 40 },
    );
  });
});
