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
import { MAX_RECORD_TIME_MS } from './limits.ts';
import { MAX_VERIFIED_CELLS, verifyMinesSubmission } from './minesVerify.ts';

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

describe('what a record may be', () => {
  it('a game won by its first click took 0 ms, and is kept', () => {
    // No mine: the first click opens the whole board and wins at once.
    const params = { width: 5, height: 4, mines: 0, firstClick: 'safe' as const };
    const moves = makeMoveLog([{ kind: 'open', x: 2, y: 2, at: 5000 }]);
    const result = verifyMinesSubmission({ level: 'custom', params, seed: 'one-click', moves });
    expect(result.ok && result.value).toMatchObject({ won: true, timeMs: 0, bbbv: 1, clicks: 1 });
  });

  it('a game longer than the longest time kept (2^31 - 1 ms) is refused; one exactly that long is kept', () => {
    const late = submit(lostLog(1000, 1000 + MAX_RECORD_TIME_MS + 1));
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error).toMatch(/^moves: the game lasted \d+ ms, more than the 2147483647 ms/);
    const longest = submit(lostLog(1000, 1000 + MAX_RECORD_TIME_MS));
    expect(longest.ok && longest.value.timeMs).toBe(MAX_RECORD_TIME_MS);
  });

  it('a custom board of any size is kept under level "custom"; a preset level must have its own board', () => {
    const params = { width: 12, height: 7, mines: 0, firstClick: 'safe' as const };
    const moves = makeMoveLog([{ kind: 'open', x: 0, y: 0, at: 0 }]);
    const custom = verifyMinesSubmission({ level: 'custom', params, seed: 'custom', moves });
    expect(custom.ok && custom.value).toMatchObject({ level: 'custom', width: 12, height: 7, mines: 0 });
    const asBeginner = verifyMinesSubmission({ level: 'beginner', params, seed: 'custom', moves });
    expect(asBeginner).toEqual({
      ok: false,
      error: expect.stringMatching(/^params: not the beginner board/),
    });
  });

  it(`boards of up to ${MAX_VERIFIED_CELLS} cells are replayed; a bigger one is refused, naming the limit`, () => {
    const moves = makeMoveLog([{ kind: 'open', x: 0, y: 0, at: 0 }]);
    const record = (height: number) =>
      verifyMinesSubmission({
        level: 'custom',
        params: { width: 1000, height, mines: 0, firstClick: 'safe' },
        seed: 'big',
        moves,
      });
    expect(record(1000)).toMatchObject({ ok: true, value: { won: true, width: 1000, height: 1000 } });
    expect(record(1001)).toEqual({
      ok: false,
      error: `params: records are kept for boards of up to ${MAX_VERIFIED_CELLS} cells`,
    });
  });

  it('a log may hold 4 moves a cell and 100 more (424 on a beginner board), not one more', () => {
    const padded = (total: number): Move[] => {
      const won = wonLog(60_000, 70_000);
      // Right clicks that flag and unflag a corner before the game, then clicks on the open centre after it.
      const pairs = Math.floor((total - won.length) / 2);
      const toggles = Array.from({ length: 2 * pairs }, (): Move => ({ kind: 'flag', x: 0, y: 0, at: 1000 }));
      const extra = total - won.length - 2 * pairs;
      const clicks = Array.from({ length: extra }, (): Move => ({ kind: 'open', ...CENTRE, at: 60_000 }));
      return [...toggles, won[0], ...clicks, ...won.slice(1)];
    };
    const most = padded(424);
    expect(most).toHaveLength(424);
    expect(submit(most)).toMatchObject({ ok: true, value: { won: true, timeMs: 69_000 } });
    expect(submit(padded(425))).toEqual({
      ok: false,
      error: 'moves: 425 moves, more than the 424 this board can need',
    });
  });

  it('a record names the seed of its board (an empty seed is refused); a record with no player is anonymous', () => {
    const moves = makeMoveLog(lostLog(0, 1000));
    const unnamed = verifyMinesSubmission({ level: 'beginner', params: PARAMS, seed: SEED, moves });
    expect(unnamed.ok && unnamed.value.player).toBe('');
    const noSeed = verifyMinesSubmission({ level: 'beginner', params: PARAMS, seed: '', moves });
    expect(noSeed).toEqual({ ok: false, error: expect.stringMatching(/^seed: /) });
  });
});
