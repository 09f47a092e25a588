import { Rng } from '../src/core/rng.ts';
import { generateBoard, PRESETS } from '../src/mines/index.ts';
import {
  computeProbabilities,
  generateNoGuess,
  hint,
  Knowledge,
  type MinesView,
  playGames,
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

/** An expert position in play: the solver's own game stopped at its second forced guess. */
function expertPositionAtGuess(): MinesView {
  const rng = Rng.fromSeed('bench-position');
  for (;;) {
    const board = generateBoard(PRESETS.expert, rng, { x: 3, y: 3 });
    const view = playUntilGuess(hiddenBoard(board), 3 * 30 + 3, 2);
    if (view) return view;
  }
}

export default function benchMinesSolver(): void {
  heading('mines solver: exact probabilities and hints on an expert position at a guess');
  const view = expertPositionAtGuess();
  printRow({
    name: 'probabilities, expert position',
    value: measure(() => computeProbabilities(new Knowledge(view))).medianMs,
    unit: 'ms',
    target: 16,
  });
  printRow({
    name: 'hint (with lookahead guess), expert',
    value: measure(() => hint(view)).medianMs,
    unit: 'ms',
    target: 100,
  });

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
