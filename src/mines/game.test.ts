import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/propertyRuns.ts';
import { GameSession, replay } from '../core/game.ts';
import { type MinesState, minesLeft, minesweeper, newGame, play, status } from './game.ts';
import { keptFreeCells } from './generate.ts';
import type { Move } from './moves.ts';
import { FIRST_CLICK_RULES, type Params } from './params.ts';
import { slowNumbers, slowOpen, slowZeroRegion } from './slowReference.ts';
import { gameOn } from './testBoards.ts';
import { isOpenTile, Tile } from './tiles.ts';

const mineList = (state: MinesState) => [...state.board.cells].map((c) => c >= 16);

const open = (x: number, y: number, at = 0): Move => ({ kind: 'open', x, y, at });
const flag = (x: number, y: number, at = 0): Move => ({ kind: 'flag', x, y, at });
const chord = (x: number, y: number, at = 0): Move => ({ kind: 'chord', x, y, at });
const mustPlay = (state: MinesState, move: Move) => {
  const outcome = play(state, move);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

const paramsArb = fc
  .record({
    width: fc.integer({ min: 3, max: 16 }),
    height: fc.integer({ min: 3, max: 16 }),
    firstClick: fc.constantFrom(...FIRST_CLICK_RULES),
    fill: fc.double({ min: 0, max: 0.5, noNaN: true }),
  })
  .map(
    ({ width, height, firstClick, fill }): Params => ({
      width,
      height,
      mines: Math.floor(fill * (width * height - 9)),
      firstClick,
    }),
  );

/** A random sequence of cell moves on the board, with times going forward. */
const movesArb = (params: Params) =>
  fc
    .array(
      fc.record({
        kind: fc.constantFrom('open', 'open', 'open', 'flag', 'question', 'chord', 'flagMode'),
        x: fc.nat(params.width - 1),
        y: fc.nat(params.height - 1),
      }),
      { maxLength: 40 },
    )
    .map((raw) =>
      raw.map(
        ({ kind, x, y }, i): Move =>
          kind === 'flagMode' ? { kind, at: i * 100 } : { kind, x, y, at: i * 100 },
      ),
    );

const gameArb = paramsArb.chain((params) =>
  fc.record({ params: fc.constant(params), seed: fc.string(), moves: movesArb(params) }),
);

/** Plays every move, skipping those refused (after the end of the game). */
function playAll(state: MinesState, moves: readonly Move[]): Move[] {
  const accepted: Move[] = [];
  for (const move of moves) if (play(state, move).ok) accepted.push(move);
  return accepted;
}

describe('opening', () => {
  test.prop([paramsArb, fc.string(), fc.nat(), fc.nat()], { numRuns: runs(1000) })(
    'the first open obeys the rule and reveals exactly the zero area and its border',
    (params, seed, rx, ry) => {
      const x = rx % params.width;
      const y = ry % params.height;
      const state = newGame(params, seed);
      const outcome = mustPlay(state, open(x, y));
      const index = y * params.width + x;
      const mines = mineList(state);
      for (const free of keptFreeCells(params.width, params.height, params.firstClick, { x, y }))
        expect(mines[free]).toBe(false);
      const slow = { width: params.width, height: params.height, mines };
      const numbers = slowNumbers(slow);
      if (mines[index]) {
        expect(state.phase).toBe('lost');
        return;
      }
      const region = mines[index] ? new Set<number>() : slowZeroRegion(slow, index, numbers);
      const opened = [...state.tiles.keys()].filter((i) => isOpenTile(state.tiles[i]));
      expect(opened).toEqual([...region].sort((a, b) => a - b));
      for (const i of opened) expect(state.tiles[i]).toBe(numbers[i]);
      if (state.phase === 'playing') expect([...outcome.changed].sort((a, b) => a - b)).toEqual(opened);
    },
  );

  // A recursive flood fill overflows the stack long before this; `npm run bench -- mines` opens 10,000 x 10,000.
  it('opens a 2,000 x 2,000 empty board in one click without recursion', () => {
    const state = newGame({ width: 2000, height: 2000, mines: 0, firstClick: 'opening' }, 'big');
    const outcome = mustPlay(state, open(1000, 1000));
    expect(outcome.changed.length).toBe(4_000_000);
    expect(state.phase).toBe('won');
  });
});

describe('opening in play', () => {
  test.prop([gameArb], { numRuns: runs(1000) })(
    'every open of a closed safe cell reveals what a slow flood reveals, flags and question marks included',
    ({ params, seed, moves }) => {
      const state = newGame(params, seed);
      for (const move of moves) {
        const index = move.kind === 'flagMode' ? -1 : move.y * params.width + move.x;
        const opensClosed =
          move.kind === 'open' &&
          !state.flagMode &&
          state.minesPlaced &&
          (state.tiles[index] === Tile.Covered || state.tiles[index] === Tile.Question) &&
          state.board.cells[index] < 16;
        const closed = [...state.tiles].map((t) => t === Tile.Covered || t === Tile.Question);
        const outcome = play(state, move);
        if (!outcome.ok) break;
        if (!opensClosed) continue;
        const slow = { width: params.width, height: params.height, mines: mineList(state) };
        const expected = [...slowOpen(slow, closed, index)].sort((a, b) => a - b);
        const opened = [...outcome.value.changed].filter((i) => !slow.mines[i]).sort((a, b) => a - b);
        expect(opened).toEqual(expected);
      }
    },
  );
});

describe('replay', () => {
  test.prop([gameArb], { numRuns: runs(1500) })(
    'replaying the log reproduces the state exactly',
    ({ params, seed, moves }) => {
      const state = newGame(params, seed);
      const accepted = playAll(state, moves);
      const replayed = replay(minesweeper, { params, seed, moves: accepted });
      expect(replayed.ok && replayed.value).toEqual(state);
    },
  );

  test.prop([gameArb])('a refused move leaves the state untouched', ({ params, seed, moves }) => {
    const state = newGame(params, seed);
    playAll(state, moves);
    const before = structuredClone(state);
    for (const bad of [
      open(params.width, 0, 1e9),
      open(-1, 0, 1e9),
      { ...open(0, 0), at: state.lastAt - 1 },
      { kind: 'flag', x: 0.5, y: 0, at: 1e9 } as Move,
    ]) {
      if (state.lastAt === 0 && bad.at === -1) continue;
      expect(play(state, bad).ok).toBe(false);
      expect(state).toEqual(before);
    }
  });

  it('works with the shared session: undo goes back a move', () => {
    const session = new GameSession(
      minesweeper,
      { width: 9, height: 9, mines: 10, firstClick: 'opening' },
      's',
    );
    session.play(open(4, 4, 10));
    const afterFirst = structuredClone(session.state);
    session.play(flag(0, 0, 20));
    session.undo();
    expect(session.state).toEqual(afterFirst);
  });
});

describe('win and loss', () => {
  test.prop([gameArb], { numRuns: runs(1500) })(
    'the game is won exactly when every safe cell is open; lost exactly when a mine is opened',
    ({ params, seed, moves }) => {
      const state = newGame(params, seed);
      playAll(state, moves);
      const mines = mineList(state);
      const tiles = [...state.tiles];
      const safeOpen = tiles.filter((t, i) => !mines[i] && isOpenTile(t)).length;
      const safe = params.width * params.height - params.mines;
      if (state.phase === 'won') {
        expect(safeOpen).toBe(safe);
        expect(tiles.every((t, i) => (mines[i] ? t === Tile.Flag : isOpenTile(t)))).toBe(true);
        expect(minesLeft(state)).toBe(0);
      } else if (state.phase === 'lost') {
        expect(state.exploded).toBeGreaterThanOrEqual(0);
        expect(mines[state.exploded]).toBe(true);
        tiles.forEach((t, i) => {
          if (i === state.exploded) expect(t).toBe(Tile.Exploded);
          else if (mines[i]) expect([Tile.Mine, Tile.CorrectFlag]).toContain(t);
          else
            expect(
              ([Tile.Covered, Tile.Question, Tile.WrongFlag] as number[]).includes(t) || isOpenTile(t),
            ).toBe(true);
        });
      } else {
        expect(safeOpen).toBeLessThan(safe);
        expect(tiles.some((t) => t === Tile.Exploded || t === Tile.Mine)).toBe(false);
        expect(minesLeft(state)).toBe(params.mines - tiles.filter((t) => t === Tile.Flag).length);
      }
    },
  );

  it('shows mines, the exploded mine, wrong and correct flags at a loss', () => {
    const state = gameOn('*..\n...\n..*');
    mustPlay(state, flag(0, 0));
    mustPlay(state, flag(1, 0));
    const outcome = mustPlay(state, open(2, 2, 500));
    expect(state.phase).toBe('lost');
    expect(state.tiles[0]).toBe(Tile.CorrectFlag);
    expect(state.tiles[1]).toBe(Tile.WrongFlag);
    expect(state.tiles[8]).toBe(Tile.Exploded);
    expect([...outcome.changed].sort()).toEqual([0, 1, 8]);
    expect(play(state, open(1, 1, 600)).ok).toBe(false);
    expect(status(state).elapsedMs).toBe(500);
  });

  it('flags the remaining mines at a win', () => {
    const state = gameOn('*..\n...\n...');
    const outcome = mustPlay(state, open(2, 2));
    expect(state.phase).toBe('won');
    expect(state.tiles[0]).toBe(Tile.Flag);
    expect(outcome.changed).toContain(0);
    expect(minesLeft(state)).toBe(0);
  });
});

describe('a new game', () => {
  it('refuses params that do not validate, naming the reason', () => {
    expect(() => newGame({ width: 3, height: 3, mines: 9, firstClick: 'opening' }, 's')).toThrow(
      new RangeError(
        '9 mines do not fit on 3x3: at most 0 once the "opening" first-click rule keeps cells free',
      ),
    );
    expect(() => newGame({ width: 0, height: 3, mines: 0, firstClick: 'any' }, 's')).toThrow(RangeError);
  });

  it('before the first open (rules safe and opening) has a hidden board of every cell, all safe', () => {
    for (const firstClick of ['safe', 'opening'] as const) {
      const state = newGame({ width: 5, height: 3, mines: 4, firstClick }, 's');
      expect(state.minesPlaced).toBe(false);
      expect([...state.board.cells]).toEqual(Array(15).fill(0));
    }
  });

  it('has no exploded mine (-1) and a clock at 0 until the first click, whatever the time asked', () => {
    const state = newGame({ width: 5, height: 3, mines: 4, firstClick: 'any' }, 's');
    expect(state.exploded).toBe(-1);
    expect(status(state, 5000)).toEqual({
      phase: 'ready',
      minesLeft: 4,
      elapsedMs: 0,
      openedSafe: 0,
      safeCells: 11,
      flagMode: false,
    });
    mustPlay(state, flag(0, 0, 1000));
    expect(status(state, 5000).elapsedMs).toBe(4000);
  });
});

describe('refused moves, each with the reason a player reads', () => {
  const refusal = (state: MinesState, move: Move) => {
    const before = structuredClone(state);
    const outcome = play(state, move);
    expect(state).toEqual(before);
    return outcome.ok ? 'accepted' : outcome.error;
  };

  it('after a win or a loss every move is refused: the game is over', () => {
    const won = gameOn('*..\n...\n...');
    mustPlay(won, open(2, 2, 100));
    expect(won.phase).toBe('won');
    for (const move of [
      open(1, 1, 200),
      flag(0, 0, 200),
      chord(1, 1, 200),
      { kind: 'flagMode', at: 200 } as Move,
    ])
      expect(refusal(won, move)).toBe('the game is over (won)');
    const lost = gameOn('*..\n...\n...');
    mustPlay(lost, open(0, 0, 100));
    expect(lost.phase).toBe('lost');
    expect(refusal(lost, open(2, 2, 200))).toBe('the game is over (lost)');
  });

  it('a move timed before the previous one is refused', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, flag(3, 0, 100));
    expect(refusal(state, open(2, 2, 99))).toBe("time 99 is before the previous move's 100");
    expect(refusal(state, { kind: 'flagMode', at: 50 })).toBe("time 50 is before the previous move's 100");
  });

  it('a cell off the board is refused: a negative or fractional column or row, or one past the edge', () => {
    const state = gameOn('*...\n....\n...*'); // 4 wide, 3 high
    expect(refusal(state, open(-1, 0))).toBe('cell (-1, 0) is not on the board');
    expect(refusal(state, open(0, -1))).toBe('cell (0, -1) is not on the board');
    expect(refusal(state, { kind: 'open', x: 0, y: 1.5, at: 0 })).toBe('cell (0, 1.5) is not on the board');
    expect(refusal(state, open(4, 0))).toBe('cell (4, 0) is outside the 4x3 board');
    expect(refusal(state, open(0, 3))).toBe('cell (0, 3) is outside the 4x3 board');
    expect(play(state, open(3, 2)).ok).toBe(true); // the last cell is on the board (and a mine)
  });

  it('switching flag mode changes no cell and answers with the phase', () => {
    const state = gameOn('*...\n....\n....\n...*');
    const outcome = mustPlay(state, { kind: 'flagMode', at: 0 });
    expect(outcome.changed.length).toBe(0);
    expect(outcome.phase).toBe('ready');
    mustPlay(state, open(1, 1, 10));
    expect(mustPlay(state, { kind: 'flagMode', at: 20 }).phase).toBe('playing');
    expect(state.flagMode).toBe(false);
  });
});

describe('chording, flags and flag mode', () => {
  it('a number whose flags equal it opens every other covered neighbour', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, open(1, 1));
    expect(mustPlay(state, chord(1, 1)).changed.length).toBe(0); // no flag yet: nothing happens
    mustPlay(state, flag(0, 0));
    const outcome = mustPlay(state, chord(1, 1));
    expect(outcome.changed.length).toBeGreaterThan(0);
    expect(isOpenTile(state.tiles[1])).toBe(true);
    expect(state.clicks).toEqual({
      left: 1,
      right: 1,
      chord: 2,
      effective: 3,
      opened: 2,
      flaggedMines: 1,
      wrongFlags: 0,
    });
  });

  it('opening an open number chords too, and a wrong flag loses', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, open(1, 1));
    mustPlay(state, flag(1, 0)); // wrong: the mine is at a1
    mustPlay(state, open(1, 1));
    expect(state.phase).toBe('lost');
    expect(state.tiles[0]).toBe(Tile.Exploded);
    expect(state.tiles[1]).toBe(Tile.WrongFlag);
  });

  it('flag mode turns an open of a covered cell into a flag, and back', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, { kind: 'flagMode', at: 0 });
    mustPlay(state, open(0, 0));
    expect(state.tiles[0]).toBe(Tile.Flag);
    expect(minesLeft(state)).toBe(1);
    mustPlay(state, open(0, 0));
    expect(state.tiles[0]).toBe(Tile.Covered);
    mustPlay(state, { kind: 'flagMode', at: 0 });
    mustPlay(state, open(0, 0));
    expect(state.phase).toBe('lost');
  });

  it('a flag or a question mark on an open cell does nothing (the click counts, but is not effective)', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, open(1, 1)); // b2 shows 1
    const before = Uint8Array.from(state.tiles);
    expect(mustPlay(state, flag(1, 1)).changed.length).toBe(0);
    expect(mustPlay(state, { kind: 'question', x: 1, y: 1, at: 0 }).changed.length).toBe(0);
    expect(state.tiles).toEqual(before);
    expect(state.flags).toBe(0);
    expect(minesLeft(state)).toBe(2);
    expect(state.clicks).toEqual({
      left: 1,
      right: 2,
      chord: 0,
      effective: 1,
      opened: 1,
      flaggedMines: 0,
      wrongFlags: 0,
    });
  });

  it('opening a flagged cell does nothing: a flagged mine does not explode, a flagged safe cell stays closed', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, flag(0, 0)); // a1, a mine
    mustPlay(state, flag(1, 1)); // b2, a safe 1
    const before = Uint8Array.from(state.tiles);
    expect(mustPlay(state, open(0, 0)).changed.length).toBe(0);
    expect(mustPlay(state, open(1, 1)).changed.length).toBe(0);
    expect(state.tiles).toEqual(before);
    expect(state.phase).toBe('playing');
    expect(state.openedSafe).toBe(0);
  });

  it('on a board of mines only (rule any), the first open loses, and the game stays lost', () => {
    // No safe cell at all, so "every safe cell is open" holds from the start: a loss must still be a loss.
    const state = newGame({ width: 2, height: 2, mines: 4, firstClick: 'any' }, 'all mines');
    mustPlay(state, open(1, 0, 300));
    expect(state.phase).toBe('lost');
    expect(state.exploded).toBe(1);
    expect([...state.tiles]).toEqual([Tile.Mine, Tile.Exploded, Tile.Mine, Tile.Mine]);
    expect(state.flags).toBe(0);
  });

  it('a flag never wins: only opening does, even on a board of mines only, where every cell is flagged', () => {
    // The win is checked after an open or a chord (game.ts, play): flags and question marks open nothing.
    const state = newGame({ width: 2, height: 2, mines: 4, firstClick: 'any' }, 'all mines');
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ])
      mustPlay(state, flag(x, y, 100));
    mustPlay(state, { kind: 'question', x: 0, y: 0, at: 200 });
    mustPlay(state, flag(0, 0, 300));
    expect(state.phase).toBe('playing');
    expect(state.endedAt).toBeNull();
    expect(minesLeft(state)).toBe(0);
  });

  it('question marks toggle, replace a flag, and open like covered cells', () => {
    const state = gameOn('*...\n....\n....\n...*');
    mustPlay(state, flag(3, 0));
    mustPlay(state, { kind: 'question', x: 3, y: 0, at: 0 });
    expect(state.tiles[3]).toBe(Tile.Question);
    expect(state.flags).toBe(0);
    mustPlay(state, open(3, 0));
    expect(isOpenTile(state.tiles[3])).toBe(true);
  });

  it('places the mines at the first open for the safe and opening rules, from the seed', () => {
    const params: Params = { width: 9, height: 9, mines: 70, firstClick: 'safe' };
    const a = newGame(params, 'seed');
    expect(a.minesPlaced).toBe(false);
    mustPlay(a, flag(0, 0));
    expect(a.minesPlaced).toBe(false);
    mustPlay(a, open(4, 4));
    expect(a.minesPlaced).toBe(true);
    expect(a.phase).not.toBe('lost');
    const b = newGame(params, 'seed');
    mustPlay(b, open(4, 4));
    expect(b.board).toEqual(a.board);
  });
});
