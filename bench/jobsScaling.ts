/**
 * The batch commands with `--jobs 1` and `--jobs 2` side by side in one run (items per second,
 * CPU seconds in all and of the main thread, peak memory, speed-up), each pair run back to back so both see the
 * same load, and their outputs compared (timings masked) to show the work is the same. With --jobs 1 the main
 * thread runs the engine, and the rest of the CPU time is V8's own threads (collector, optimising compiler) and
 * tsx's loader: what one job already takes from the second core. With `--memory-lines N`, `sudoku solve` over an
 * N-line file made in /tmp (removed after): peak RSS and RSS sampled along the run, which stays flat when input
 * and output stream. The load average is printed with every figure; `--scale` shrinks the runs on a busy machine.
 *
 *   nice -n 10 npx tsx bench/jobsScaling.ts [--scale 1] [--only grade,solo] [--memory-lines 10000000]
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePuzzleNumber, makePuzzle } from '../src/sudoku/index.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const SCALE = Math.min(Math.max(Number(option('scale', '1')), 0.01), 1);
const ONLY = option('only', '').split(',').filter(Boolean);
const MEMORY_LINES = Math.min(Number(option('memory-lines', '0')), 20_000_000);
const dir = mkdtempSync(join(tmpdir(), 'arcade-jobs-bench-'));
const scaled = (n: number, least: number) => Math.max(least, Math.round(n * SCALE));
const load = () => loadavg()[0].toFixed(1);

interface Case {
  readonly name: string;
  readonly args: string[];
  readonly items: number;
  readonly unit: string;
}

const generateCount = scaled(2000, 20);
const benchGames = scaled(4000, 40);
const soloGames = scaled(8, 2);
const cases: Case[] = [
  {
    name: 'sudoku generate expert',
    args: ['sudoku', 'generate', '--level', 'expert', '--count', String(generateCount)],
    items: generateCount,
    unit: 'puzzles',
  },
  {
    name: 'sudoku grade top1465',
    args: ['sudoku', 'grade', '../shared/sudoku-bench/puzzles3_magictour_top1465'],
    items: 1465,
    unit: 'puzzles',
  },
  {
    name: 'mines bench-solver expert',
    args: [
      'mines',
      'bench-solver',
      '--level',
      'expert',
      '--first-click',
      'opening',
      '--games',
      String(benchGames),
    ],
    items: benchGames,
    unit: 'games',
  },
  {
    name: 'puyo solo strong',
    args: ['puyo', 'solo', '--ai', 'strong', '--games', String(soloGames)],
    items: soloGames,
    unit: 'games',
  },
].filter((c) => ONLY.length === 0 || ONLY.some((only) => c.name.includes(only)));

interface Run {
  readonly wall: number;
  readonly cpu: number;
  /** CPU seconds of the main thread alone: with --jobs 1 the engine's, with more the reading, ordering, writing. */
  readonly mainCpu: number;
  readonly peakMb: number;
  readonly output: string;
  readonly samplesMb: number[];
  /** Bytes of the input read at each memory sample (with an input file). */
  readonly samplesRead: number[];
}

/**
 * Runs `arcade ARGS` with stdout straight to a file, sampling its memory and CPU (the main thread's apart) from
 * /proc, and with `input`, how far it has read that file (the offset of its descriptor) at each memory sample.
 */
function runArcade(commandArgs: string[], outFile: string, input?: string): Promise<Run> {
  const start = performance.now();
  const out = openSync(outFile, 'w');
  const child = spawn('node', ['bin/arcade.js', ...commandArgs], { stdio: ['ignore', out, 'inherit'] });
  closeSync(out);
  const samplesMb: number[] = [];
  const samplesRead: number[] = [];
  let peakMb = 0;
  let cpu = 0;
  let mainCpu = 0;
  /** utime + stime of a /proc stat line, in seconds (clock ticks of 1/100 s). */
  const cpuOf = (path: string) => {
    const stat = readFileSync(path, 'utf8').split(') ')[1].split(' ');
    return (Number(stat[11]) + Number(stat[12])) / 100;
  };
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      // A process that has ended (a zombie until reaped) has no VmRSS line.
      if (!status.includes('VmRSS')) return;
      samplesMb.push(kb('VmRSS') / 1024);
      if (input !== undefined) samplesRead.push(readOffset(child.pid as number, input));
      peakMb = Math.max(peakMb, kb('VmHWM') / 1024);
      cpu = cpuOf(`/proc/${child.pid}/stat`);
      mainCpu = cpuOf(`/proc/${child.pid}/task/${child.pid}/stat`);
    } catch {}
  };
  const timer = setInterval(sample, 250);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0 && code !== 2) reject(new Error(`arcade ${commandArgs.join(' ')} exited with ${code}`));
      const wall = (performance.now() - start) / 1000;
      resolve({ wall, cpu, mainCpu, peakMb, samplesMb, samplesRead, output: readFileSync(outFile, 'utf8') });
    });
  });
}

/** The offset in `file` of the process's descriptor open on it (0 before it is open). */
function readOffset(pid: number, file: string): number {
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== file) continue;
      return Number(/pos:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return 0;
}

const masked = (text: string) => text.replace(/"(ms|msPerMove|msPerGame)":[-+.\deE]+/g, '"$1":0');
const fixed = (value: number, digits: number) => value.toFixed(digits);

console.log(
  `node ${process.version}, ${availableParallelism()} cores, scale ${SCALE}; load average (1 min) before each run`,
);
console.log(
  '| command | items | jobs 1: items/s (s, CPU s, main thread CPU s, load) | jobs 2: items/s (s, CPU s, main thread CPU s, load) | speed-up | same output |',
);
console.log('|---|---|---|---|---|---|');
for (const c of cases) {
  const runs: Run[] = [];
  const loads: string[] = [];
  for (const jobs of [1, 2]) {
    loads.push(load());
    runs.push(await runArcade([...c.args, '--jobs', String(jobs)], join(dir, `out-${jobs}`)));
  }
  const [one, two] = runs;
  const cell = (run: Run, at: number) =>
    `${fixed(c.items / run.wall, 2)} (${fixed(run.wall, 1)} s, ${fixed(run.cpu, 1)}, ${fixed(run.mainCpu, 1)}, ${loads[at]})`;
  console.log(
    `| ${c.args.join(' ')} | ${c.items} ${c.unit} | ${cell(one, 0)} | ${cell(two, 1)} | ${fixed(one.wall / two.wall, 2)}x | ${masked(one.output) === masked(two.output) ? 'yes' : 'NO'} |`,
  );
}

if (MEMORY_LINES > 0) {
  const file = join(dir, 'solve.txt');
  const puzzles = Array.from({ length: 100 }, (_, i) =>
    makePuzzle(generatePuzzleNumber('easy', i + 1).puzzle),
  );
  const text = createWriteStream(file);
  const block = `${puzzles.join('\n')}\n`;
  for (let i = 0; i < MEMORY_LINES / 100; i++) {
    if (!text.write(block)) await new Promise<void>((resolve) => text.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => text.end(() => resolve()));
  const before = load();
  const run = await runArcade(['sudoku', 'solve', file, '--jobs', '2'], '/dev/null', file);
  const at = (share: number) => fixed(run.samplesMb[Math.floor(share * (run.samplesMb.length - 1))] ?? 0, 0);
  const size = statSync(file).size;
  /** RSS at the first sample with this share of the input read (so at 10%: after MEMORY_LINES / 10 lines). */
  const atRead = (share: number) => {
    const i = run.samplesRead.findIndex((read) => read >= share * size);
    return i === -1 ? '-' : fixed(run.samplesMb[i], 0);
  };
  console.log(
    `\nsudoku solve over ${MEMORY_LINES} lines (--jobs 2, stdout to /dev/null): ${fixed(run.wall, 0)} s, ` +
      `${fixed(MEMORY_LINES / run.wall, 0)} puzzles/s, load ${before}-${load()}; peak RSS ${fixed(run.peakMb, 0)} MB; ` +
      `RSS at 10/25/50/75/100% of the run: ${[0.1, 0.25, 0.5, 0.75, 1].map(at).join(' / ')} MB; ` +
      `once 10/50/100% of the lines were read: ${[0.1, 0.5, 1].map(atRead).join(' / ')} MB`,
  );
}
rmSync(dir, { recursive: true, force: true });
