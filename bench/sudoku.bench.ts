/**
 * Sudoku: the solver on the standard sets (../shared/sudoku-bench, see its README for the published speeds),
 * against @algorithm.ts/sudoku (DLX, first solution only) in the same run; the generator per level.
 * SUDOKU_BENCH_PUZZLES caps the puzzles read per set (default 5,000); SUDOKU_BENCH_GENERATE sets the puzzles
 * generated per level (default 1,000; 0 skips the generator).
 *
 * Every figure is given twice: wall time, and the CPU time of this process (process.cpuUsage). On a machine
 * shared with other work the wall time also counts the time other processes held the cores; the CPU time is
 * what the code itself costs, and is what the targets are checked against.
 */
import { readFileSync } from 'node:fs';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import type { Digits } from '../src/sudoku/index.ts';
import { generate, LEVELS, parsePuzzle, Solver } from '../src/sudoku/index.ts';
import { heading, median, printRow } from './measure.ts';

const SETS_DIR = new URL('../../shared/sudoku-bench/', import.meta.url);
const PER_SET = Number(process.env.SUDOKU_BENCH_PUZZLES ?? 5000);
const PER_LEVEL = Number(process.env.SUDOKU_BENCH_GENERATE ?? 1000);

function readSet(name: string): Digits[] {
  const text = readFileSync(new URL(name, SETS_DIR), 'utf8');
  const puzzles: Digits[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const parsed = parsePuzzle(line.trim().slice(0, 81));
    if (parsed.ok) puzzles.push(parsed.value);
    if (puzzles.length >= PER_SET) break;
  }
  return puzzles;
}

/** Wall and CPU time in µs since a start mark. */
const mark = () => ({ wall: performance.now(), cpu: process.cpuUsage() });
function since(start: ReturnType<typeof mark>): { wall: number; cpu: number } {
  const cpu = process.cpuUsage(start.cpu);
  return { wall: (performance.now() - start.wall) * 1000, cpu: cpu.user + cpu.system };
}

interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

/**
 * Medians of µs per puzzle for several solvers, timed in interleaved rounds (one pass of each per round) so that
 * load from other work on a shared machine falls on all of them alike.
 */
function interleaved(count: number, solvers: readonly ((i: number) => unknown)[], rounds = 5): Timing[] {
  const times = solvers.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    solvers.forEach((solveOne, k) => {
      const start = mark();
      for (let i = 0; i < count; i++) solveOne(i);
      const { wall, cpu } = since(start);
      times[k].wall.push(wall / count);
      times[k].cpu.push(cpu / count);
    });
  }
  return times.map((t) => ({ wall: median(t.wall), cpu: median(t.cpu) }));
}

/** The hard sets are cut shorter so the DLX baseline's rounds stay within seconds. */
const CAP: Record<string, number> = { 'puzzles5_forum_hardest_1905_11+': 1000 };

const TARGETS: Record<string, number> = { puzzles2_17_clue: 40, 'puzzles5_forum_hardest_1905_11+': 450 };
const SETS = [
  'puzzles2_17_clue',
  'puzzles3_magictour_top1465',
  'puzzles5_forum_hardest_1905_11+',
  'puzzles6_forum_hardest_1106',
  'puzzles7_serg_benchmark',
];

function benchSolver(): void {
  heading('sudoku: solver, µs per puzzle (first N of each set), medians of 5 interleaved rounds');
  const solver = new Solver();
  const dlx = new SudokuSolver({ childMatrixWidth: 3 });
  for (const set of SETS) {
    const puzzles = readSet(set).slice(0, CAP[set] ?? PER_SET);
    const asDlx = puzzles.map((p) => Array.from(p, (d) => d - 1));
    const answer = new Array(81).fill(-1);
    const [unique, first, baseline] = interleaved(puzzles.length, [
      (i) => solver.count(puzzles[i], 2),
      (i) => solver.count(puzzles[i], 1),
      (i) => dlx.solve(asDlx[i], answer),
    ]);
    for (const clock of ['cpu', 'wall'] as const) {
      printRow({
        name: `${set} (${puzzles.length}), unique, ${clock}`,
        value: unique[clock],
        unit: 'µs',
        baseline: { name: '@algorithm.ts/sudoku (first solution)', value: baseline[clock] },
        target: clock === 'cpu' ? TARGETS[set] : undefined,
      });
    }
    printRow({ name: `${set}, first solution, cpu`, value: first.cpu, unit: 'µs' });
  }
}

function benchGenerator(): void {
  heading(`sudoku: generator, ${PER_LEVEL} puzzles per level (unique, minimal), ms per puzzle`);
  for (const level of LEVELS) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let n = 0; n < PER_LEVEL; n++) {
      const start = mark();
      generate(level, `bench ${n}`);
      const took = since(start);
      wall.push(took.wall / 1000);
      cpu.push(took.cpu / 1000);
    }
    for (const [clock, times] of [
      ['cpu', cpu],
      ['wall', wall],
    ] as const) {
      printRow({ name: `${level}: median, ${clock}`, value: median(times), unit: 'ms', target: 50 });
      printRow({
        name: `${level}: worst of ${PER_LEVEL}, ${clock}`,
        value: Math.max(...times),
        unit: 'ms',
        target: 1000,
      });
      if (level === 'easy') {
        const total = times.reduce((a, b) => a + b, 0);
        printRow({
          name: `easy: puzzles per second, ${clock}`,
          value: (PER_LEVEL * 1000) / total,
          unit: '/s',
          target: 200,
          higherIsBetter: true,
        });
      }
    }
  }
}

export default function benchSudoku(): void {
  benchSolver();
  if (PER_LEVEL > 0) benchGenerator();
}
