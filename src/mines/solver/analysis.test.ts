import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/propertyRuns.ts';
import { type MinesState, play } from '../game.ts';
import type { Move } from '../moves.ts';
import { cellMove, gameOn, gameOnBoard, slowBoardArb, toBoard } from '../testBoards.ts';
import { isOpenTile } from '../tiles.ts';
import { analyseGame, type MoveLabel } from './analysis.ts';

const labels = (board: string, moves: readonly Move[]): MoveLabel[] =>
  analyseGame(gameOn(board), moves).moves.map((m) => m.label);

// A 4 x 2 board with its mine at b1. Opening d2 opens c1 (1), d1 (0), c2 (1) and d2 (0): one mine among b1 and b2,
// and the mine total (1) makes a1 and a2 safe.
const BOARD = '.*..\n....';
const OPEN_D2 = cellMove('open', 'd2', 0);

describe('analyseGame on scripted games', () => {
  it('labels a first click under rule "any" as a forced guess, then an avoidable guess, sure moves and a win', () => {
    const analysis = analyseGame(gameOn(BOARD), [
      OPEN_D2,
      cellMove('open', 'b2', 100),
      cellMove('open', 'a1', 200),
      cellMove('flag', 'b1', 300),
      cellMove('open', 'a2', 400),
    ]);
    expect(analysis.moves.map((m) => m.label)).toEqual([
      { kind: 'forced', safety: 7 / 8, bestSafety: 7 / 8, safest: true },
      { kind: 'avoidable', safety: 0.5, sureCell: 0 },
      { kind: 'sure' },
      { kind: 'sure' },
      { kind: 'sure' },
    ]);
    expect(analysis.moves[1].cells).toEqual([5]);
    expect(analysis.counts).toEqual({ first: 0, sure: 3, forced: 1, avoidable: 1, blunder: 0, other: 0 });
    expect(analysis.guessesSurvival).toBeCloseTo((7 / 8) * 0.5, 12);
    expect(analysis.bestSurvival).toBeCloseTo(7 / 8, 12);
  });

  it('calls opening a proved mine a blunder, and flagging a proved safe cell', () => {
    expect(labels(BOARD, [OPEN_D2, cellMove('open', 'b2', 1), cellMove('open', 'b1', 2)])[2]).toEqual({
      kind: 'blunder',
      cell: 1,
      what: 'opened-mine',
    });
    expect(labels(BOARD, [OPEN_D2, cellMove('flag', 'a1', 1)])[1]).toEqual({
      kind: 'blunder',
      cell: 0,
      what: 'flagged-safe',
    });
  });

  it('labels a flag nobody could prove, flag mode and a click that changes nothing as other', () => {
    expect(
      labels(BOARD, [
        OPEN_D2,
        cellMove('flag', 'b2', 1),
        { kind: 'flagMode', at: 2 },
        { kind: 'flagMode', at: 3 },
        cellMove('open', 'd1', 4),
      ]).slice(1),
    ).toEqual([{ kind: 'other' }, { kind: 'other' }, { kind: 'other' }, { kind: 'other' }]);
  });

  it('judges a chord by the cells it opens: over a flag not proved it is a guess', () => {
    const analysis = analyseGame(gameOn(BOARD), [
      OPEN_D2,
      cellMove('flag', 'b2', 1),
      cellMove('chord', 'c1', 2),
    ]);
    expect(analysis.moves[2]).toMatchObject({
      played: 'chord',
      cells: [1],
      label: { kind: 'avoidable', safety: 0.5, sureCell: 0 },
    });
  });

  it('labels the first open "first" under the rules that keep it safe, and a later guess forced or not', () => {
    const state = gameOn('..*.*');
    const first: MinesState = { ...state, params: { ...state.params, firstClick: 'safe' } };
    const analysis = analyseGame(first, [cellMove('open', 'a1', 0), cellMove('open', 'd1', 1)]);
    expect(analysis.moves.map((m) => m.label)).toEqual([
      { kind: 'first' },
      { kind: 'forced', safety: 0.5, bestSafety: 0.5, safest: true },
    ]);
    expect(first.phase).toBe('won');
  });

  it('stops at a move the engine refuses and after the game ends', () => {
    const refused = analyseGame(gameOn(BOARD), [
      OPEN_D2,
      { kind: 'open', x: 9, y: 0, at: 1 },
      cellMove('open', 'a1'),
    ]);
    expect(refused.moves).toHaveLength(1);
    const lost = analyseGame(gameOn(BOARD), [cellMove('open', 'b1', 0), cellMove('open', 'a1', 1)]);
    expect(lost.moves).toHaveLength(1);
  });
});

/** Every mine layout on the covered cells that fits the open numbers, counted per cell: the obvious way. */
function slowSafety(tiles: Uint8Array, width: number, height: number, mines: number) {
  const covered = [...tiles.keys()].filter((i) => !isOpenTile(tiles[i]));
  const mineCount = new Array<number>(tiles.length).fill(0);
  let layouts = 0;
  const isMine = new Array<boolean>(tiles.length).fill(false);
  const fits = (): boolean => {
    for (let i = 0; i < tiles.length; i++) {
      if (!isOpenTile(tiles[i])) continue;
      const x = i % width;
      const y = (i - x) / width;
      let around = 0;
      for (let ny = y - 1; ny <= y + 1; ny++)
        for (let nx = x - 1; nx <= x + 1; nx++)
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && isMine[ny * width + nx]) around++;
      if (around !== tiles[i]) return false;
    }
    return true;
  };
  const place = (from: number, left: number): void => {
    if (left === 0) {
      if (!fits()) return;
      layouts++;
      for (const c of covered) if (isMine[c]) mineCount[c]++;
      return;
    }
    for (let j = from; j <= covered.length - left; j++) {
      isMine[covered[j]] = true;
      place(j + 1, left - 1);
      isMine[covered[j]] = false;
    }
  };
  place(0, mines);
  return { covered, safety: (cell: number) => 1 - mineCount[cell] / layouts };
}

const randomMoves = (cells: number) =>
  fc.array(
    fc.record({
      kind: fc.constantFrom<Move['kind']>('open', 'open', 'open', 'flag', 'chord', 'flagMode'),
      cell: fc.nat({ max: cells - 1 }),
    }),
    { maxLength: 12 },
  );

describe('analyseGame against counting every layout', () => {
  const seen: Record<MoveLabel['kind'], number> = {
    first: 0,
    sure: 0,
    forced: 0,
    avoidable: 0,
    blunder: 0,
    other: 0,
  };
  test.prop(
    [
      slowBoardArb(4, 0.45)
        .filter((b) => b.mines.some((m) => !m))
        .chain((board) => fc.tuple(fc.constant(board), randomMoves(board.width * board.height))),
    ],
    { numRuns: runs(1200) },
  )(
    'each label is what the layouts that fit the numbers prove, and sure opens never lose',
    ([slow, picks]) => {
      const board = toBoard(slow);
      const { width, height, mines } = board;
      const moves: Move[] = picks.map(({ kind, cell }, at) =>
        kind === 'flagMode' ? { kind, at } : { kind, x: cell % width, y: Math.floor(cell / width), at },
      );
      const analysis = analyseGame(gameOnBoard(board), moves);
      const replay = gameOnBoard(board);
      for (const m of analysis.moves) {
        const before = replay.tiles.slice();
        play(replay, m.move);
        const { covered, safety } = slowSafety(before, width, height, mines);
        const { label, cells } = m;
        expect(m.exact).toBe(true);
        if (label.kind === 'sure') {
          for (const c of cells) expect(safety(c)).toBe(m.played === 'flag' ? 0 : 1);
          if (m.played !== 'flag') expect(replay.phase).not.toBe('lost');
        } else if (label.kind === 'blunder') {
          expect(safety(label.cell)).toBe(label.what === 'opened-mine' ? 0 : 1);
          if (label.what === 'opened-mine') expect(replay.phase).toBe('lost');
        } else if (label.kind === 'avoidable' || label.kind === 'forced') {
          expect(label.safety).toBeCloseTo(Math.min(...cells.map(safety)), 9);
          expect(cells.some((c) => safety(c) < 1)).toBe(true);
          expect(cells.every((c) => safety(c) > 0)).toBe(true);
          if (label.kind === 'avoidable') {
            expect(before[label.sureCell]).not.toBeLessThanOrEqual(8);
            expect(safety(label.sureCell)).toBe(1);
          } else {
            expect(covered.every((c) => safety(c) < 1)).toBe(true);
            const best = Math.max(...covered.map(safety));
            expect(label.bestSafety).toBeCloseTo(best, 9);
            expect(label.safest).toBe(label.safety >= best - 1e-9);
          }
        } else if (label.kind === 'other' && m.played === 'flag' && cells.length === 1) {
          expect(safety(cells[0])).toBeGreaterThan(0);
          expect(safety(cells[0])).toBeLessThan(1);
        }
      }
      for (const m of analysis.moves) seen[m.label.kind]++;
      const total = Object.values(analysis.counts).reduce((a, b) => a + b, 0);
      expect(total).toBe(analysis.moves.length);
      expect(analysis.guessesSurvival).toBeLessThanOrEqual(analysis.bestSurvival + 1e-12);
    },
  );

  // The rarest label, "avoidable", comes up in about 2% of the runs (2 to 13 in 400 over 12 seeds), so 400 runs
  // with a bar of 10 failed for 5 of those 12 seeds (`npm run test:explore` draws new ones). In 1200 runs it came
  // up 16 to 33 times over 12 seeds (about 22 on average), and a bar of 10 fails for about one seed in 1,000.
  it('met every label but "first" (rule "any") many times', () => {
    const least = Math.ceil(runs(1200) / 120);
    for (const kind of ['sure', 'forced', 'avoidable', 'blunder', 'other'] as const)
      expect(seen[kind], kind).toBeGreaterThanOrEqual(least);
  });
});
