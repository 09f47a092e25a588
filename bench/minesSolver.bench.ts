import { Rng } from '../src/core/rng.ts';
import { generateBoard, type Move, newGame, PRESETS, play } from '../src/mines/index.ts';
import { analyseGame } from '../src/mines/solver/analysis.ts';
import {
  computeProbabilities,
  generateNoGuess,
  hint,
  Knowledge,
  type MinesView,
  playGames,
  viewFromTiles,
  wilsonInterval,
} from '../src/mines/solver/index.ts';
import { hiddenBoard, playUntilGuess } from '../src/mines/solver/playout.ts';
import { heading, measure, median, printRow } from './measure.ts';

/** Medians of `runs` no-guess generations (each a fresh seed), in ms. */
function noGuessMedian(width: number, height: number, mines: number, runs: number): number {
  const rng = Rng.fromSeed(`bench-no-guess-${width}x${height}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const result = generateNoGuess({ width, height, mines }, { x: width >> 1, y: height >> 1 }, rng);
    times.push(performance.now() - t0);
    if (!result.ok) throw new Error(result.error.message);
  }
  return median(times);
}

/** Expert positions in play: the solver's own games stopped at each of their first three forced guesses. */
function expertPositionsAtGuesses(games: number): MinesView[] {
  const rng = Rng.fromSeed('bench-position');
  const views: MinesView[] = [];
  for (let g = 0; g < games; g++) {
    const board = generateBoard(PRESETS.expert, rng, { x: 3, y: 3 });
    for (let guess = 1; guess <= 3; guess++) {
      const view = playUntilGuess(hiddenBoard(board), 3 * 30 + 3, guess);
      if (view) views.push(view);
    }
  }
  return views;
}

/** Each position timed alone (median of three calls): the median and the slowest position, in ms. */
function timePositions(views: readonly MinesView[], fn: (view: MinesView) => unknown): [number, number] {
  const times = views.map(
    (view) => measure(() => fn(view), { minRuns: 3, minTimeMs: 0, maxRuns: 3 }).medianMs,
  );
  return [median(times), Math.max(...times)];
}

/**
 * Expert games played the way a person clicks: each cell of each hint a move of its own (sure cells opened, proved
 * mines flagged, the best guess opened), 700 ms apart, from a first click in the middle.
 */
function expertGamesByHints(games: number): { moves: Move[]; seed: string }[] {
  const played: { moves: Move[]; seed: string }[] = [];
  const { width, height, mines } = PRESETS.expert;
  for (let g = 0; g < games; g++) {
    const seed = `bench-analysis-${g}`;
    const state = newGame(PRESETS.expert, seed);
    const moves: Move[] = [];
    const move = (kind: 'open' | 'flag', cell: number) => {
      const m: Move = { kind, x: cell % width, y: Math.floor(cell / width), at: moves.length * 700 };
      if (play(state, m).ok) moves.push(m);
    };
    move('open', 8 * width + 15);
    while (state.phase === 'playing') {
      const next = hint(viewFromTiles(width, height, mines, state.tiles));
      if (!next.ok) break;
      for (const cell of next.value.cells)
        if (state.phase === 'playing') move(next.value.kind === 'mine' ? 'flag' : 'open', cell);
    }
    played.push({ moves, seed });
  }
  return played;
}

export default function benchMinesSolver(): void {
  const played = expertGamesByHints(12);
  const moveCounts = played.map((g) => g.moves.length);
  heading(
    `mines solver: analysis of ${played.length} expert games played cell by cell (${Math.min(...moveCounts)}-${Math.max(...moveCounts)} moves; median | slowest)`,
  );
  const analysisTimes = played.map(
    ({ moves, seed }) =>
      measure(() => analyseGame(newGame(PRESETS.expert, seed), moves), {
        minRuns: 3,
        minTimeMs: 0,
        maxRuns: 3,
      }).medianMs,
  );
  printRow({
    name: 'analyse an expert game, median',
    value: median(analysisTimes),
    unit: 'ms',
    target: 1000,
  });
  printRow({
    name: 'analyse an expert game, slowest',
    value: Math.max(...analysisTimes),
    unit: 'ms',
    target: 1000,
  });

  const views = expertPositionsAtGuesses(60);
  heading(`mines solver: ${views.length} expert positions where the solver must guess (median | slowest)`);
  const [probMedian, probMax] = timePositions(views, (view) => computeProbabilities(new Knowledge(view)));
  printRow({ name: 'exact probabilities, median position', value: probMedian, unit: 'ms', target: 16 });
  printRow({ name: 'exact probabilities, slowest position', value: probMax, unit: 'ms', target: 16 });
  const [hintMedian, hintMax] = timePositions(views, (view) => hint(view));
  printRow({ name: 'hint (guess with lookahead), median', value: hintMedian, unit: 'ms', target: 100 });
  printRow({ name: 'hint (guess with lookahead), slowest', value: hintMax, unit: 'ms', target: 100 });

  heading(
    'mines solver: no-guess boards (median of fresh boards; Tatham 11.9 / 225 ms, ms_toollib ~4 ms expert)',
  );
  printRow({
    name: 'no-guess expert 30x16/99',
    value: noGuessMedian(30, 16, 99, 101),
    unit: 'ms',
    target: 5,
  });
  printRow({
    name: 'no-guess 100x100/2000',
    value: noGuessMedian(100, 100, 2000, 21),
    unit: 'ms',
    target: 200,
  });

  heading(
    'mines solver: win rate (small sample; use `arcade mines bench-solver --games 10000` for the real figure)',
  );
  const games = 500;
  const tally = playGames(
    { ...PRESETS.expert, firstClick: 'opening' },
    games,
    Rng.fromSeed('bench-win-rate'),
  );
  const [low, high] = wilsonInterval(tally.wins, games);
  printRow({
    name: `expert opening start, ${games} games (95% ${(low * 100).toFixed(1)}-${(high * 100).toFixed(1)}%)`,
    value: (100 * tally.wins) / games,
    unit: '%',
    target: 54,
    higherIsBetter: true,
  });
}
