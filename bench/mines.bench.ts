/**
 * Minesweeper boards: generate + numbers + 3BV, against two published quadratic methods (with the textbook 3BV) and,
 * where those quadratic ports would take minutes, against a straightforward typed-array version. Then a
 * 10,000 x 10,000 board in a child process limited to a 2 GB heap: generate, numbers, 3BV, and one click that
 * opens a 10,000 x 10,000 empty board.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Rng } from '../src/core/rng.ts';
import { bbbv, boardMetrics, generateBoard, newGame, type Params, play } from '../src/mines/index.ts';
import { calc3BV, genSquareMapMethod1, genSquareMapMethod2 } from './baselines/minesQuadratic.ts';
import { typedArrayBoard } from './baselines/minesTypedArray.ts';
import { heading, measure, printRow } from './measure.ts';

const engine = (params: Params, rng: Rng) => bbbv(generateBoard(params, rng));

interface Case {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  /** Run the quadratic methods too (square boards only, small enough to finish in seconds). */
  readonly seedBaseline: boolean;
  readonly target?: number;
}

const dense = (side: number) => Math.floor(side * side * 0.2);
const CASES: readonly Case[] = [
  {
    name: '240x240, density 0.2 (quadratic methods too)',
    width: 240,
    height: 240,
    mines: dense(240),
    seedBaseline: true,
  },
  { name: 'expert 30x16/99', width: 30, height: 16, mines: 99, seedBaseline: false },
  {
    name: '1000x1000, density 0.2',
    width: 1000,
    height: 1000,
    mines: dense(1000),
    seedBaseline: false,
    target: 40,
  },
  {
    name: '4000x4000, density 0.2',
    width: 4000,
    height: 4000,
    mines: dense(4000),
    seedBaseline: false,
    target: 700,
  },
];

export default function benchMines(): void {
  heading('mines: generate + numbers + 3BV (median wall time of one board)');
  console.log(
    'The quadratic methods look mines up with Array.includes (quadratic): they run on 240x240 only; bigger boards\n' +
      'compare against the straightforward typed-array baseline (bench/baselines/minesTypedArray.ts).',
  );
  const rng = Rng.fromSeed('bench');
  let sink = 0;
  for (const c of CASES) {
    const params: Params = { width: c.width, height: c.height, mines: c.mines, firstClick: 'any' };
    const big = c.width * c.height >= 1e6;
    const options = big ? { minRuns: 5, minTimeMs: 0 } : {};
    const ours = measure(() => (sink += engine(params, rng)), options);
    const typed = measure(() => (sink += typedArrayBoard(c.width, c.height, c.mines).bbbv), options);
    printRow({
      name: c.name,
      value: ours.medianMs,
      unit: 'ms',
      baseline: { name: 'typed-array baseline', value: typed.medianMs },
      target: c.target,
    });
    if (c.target !== undefined) {
      // The issue's targets assume a machine on which the typed-array baseline takes 76 ms / 1.7 s; a shared
      // machine under load is slower for both, so also show our figure at that baseline's speed.
      const reference = c.width === 1000 ? 76 : 1700;
      const scaled = (ours.medianMs * reference) / typed.medianMs;
      console.log(`  at the reference speed (typed-array baseline ${reference} ms): ${scaled.toFixed(0)} ms`);
    }
    if (big) {
      const full = measure(() => (sink += boardMetrics(generateBoard(params, rng)).islands), options);
      printRow({ name: '  same + openings and islands (boardMetrics)', value: full.medianMs, unit: 'ms' });
    }
    if (c.seedBaseline || c.width * c.height <= 1000) {
      // Expert is not square: the quadratic methods' square maps get the same number of cells and mines (22x22/99).
      const side = c.width === c.height ? c.width : Math.round(Math.sqrt(c.width * c.height));
      const quick = { minRuns: 3, minTimeMs: 0, maxRuns: 3 };
      const method1 = measure(() => (sink += calc3BV(genSquareMapMethod1(side, c.mines))), quick);
      const method2 = measure(() => (sink += calc3BV(genSquareMapMethod2(side, c.mines))), quick);
      for (const [label, baseline] of [
        ['quadratic method 1', method1],
        ['quadratic method 2', method2],
      ] as const)
        printRow({
          name: `  same, vs ${label}${side === c.width ? '' : ` (${side}x${side})`}`,
          value: ours.medianMs,
          unit: 'ms',
          baseline: { name: label, value: baseline.medianMs },
        });
    }
  }
  if (sink === 0.5) console.log(sink);
  hugeBoardInChild();
}

/** The 10,000 x 10,000 figures come from a child process with --max-old-space-size=2048. */
function hugeBoardInChild(): void {
  heading('mines: 10,000 x 10,000 in a child process with a 2 GB heap (--max-old-space-size=2048)');
  const child = spawnSync(
    process.execPath,
    ['--max-old-space-size=2048', '--import', 'tsx', fileURLToPath(import.meta.url), '--huge-board'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.stdout.write(child.stdout);
  if (child.status !== 0)
    console.log(`  FAILED: child exited with status ${child.status} ${child.signal ?? ''}`);
}

function hugeBoard(): void {
  const side = 10_000;
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  const memory = () => {
    const m = process.memoryUsage();
    return `heap ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}, rss ${mb(m.rss)}`;
  };
  let t = performance.now();
  const board = generateBoard(
    { width: side, height: side, mines: dense(side), firstClick: 'any' },
    Rng.fromSeed(1),
  );
  const generated = performance.now() - t;
  t = performance.now();
  const bbbvOnly = bbbv(board);
  const measured = performance.now() - t;
  t = performance.now();
  const metrics = boardMetrics(board);
  const measuredAll = performance.now() - t;
  printRow({ name: '10000x10000/0.2: generate + numbers', value: generated, unit: 'ms' });
  printRow({ name: '10000x10000/0.2: 3BV', value: measured, unit: 'ms' });
  printRow({ name: '10000x10000/0.2: 3BV, openings, islands', value: measuredAll, unit: 'ms' });
  if (bbbvOnly !== metrics.bbbv) console.log('  MISMATCH between bbbv and boardMetrics');
  console.log(`  3BV ${metrics.bbbv}, openings ${metrics.openings}, islands ${metrics.islands}; ${memory()}`);
  t = performance.now();
  const state = newGame({ width: side, height: side, mines: 0, firstClick: 'opening' }, 1);
  const outcome = play(state, { kind: 'open', x: side >> 1, y: side >> 1, at: 0 });
  const opened = outcome.ok ? outcome.value.changed.length : 0;
  printRow({ name: '10000x10000 empty: new game + one open', value: performance.now() - t, unit: 'ms' });
  console.log(`  opened ${opened} cells, game ${state.phase}; ${memory()}`);
}

if (process.argv.includes('--huge-board')) hugeBoard();
