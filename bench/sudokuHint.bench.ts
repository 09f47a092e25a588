/**
 * Sudoku hints: the first hint on every puzzle of the forum's hardest set
 * (puzzles6_forum_hardest_1106) and on the first SUDOKU_BENCH_HINT_1905 (default 1,000) of
 * puzzles5_forum_hardest_1905_11+, asked on the givens alone as a player starting out would. Each hint is timed
 * once in wall and CPU time; the target (with forcing chains as the last resort) is 95% under 1 s. A
 * puzzle where no technique applies would get the brute-force step (the solution's digit, said to come from
 * trying candidates): counted, and none is expected.
 *
 * Then hints during play: on every puzzle (or the first SUDOKU_BENCH_HINT_GAMES), a player fills the candidates
 * and follows every hint to the end through the game's moves (placements entered, eliminations taken off the
 * centre marks), and every hint on the way is timed.
 */
import { readFileSync } from 'node:fs';
import {
  type Digits,
  hint,
  hintFor,
  makePuzzle,
  parsePuzzle,
  type SudokuState,
  solve,
  sudokuGame,
  TECHNIQUE_NAMES,
  type TechniqueName,
} from '../src/sudoku/index.ts';
import { heading, median, printRow } from './measure.ts';

const SET = 'puzzles6_forum_hardest_1106';
const SET_1905 = 'puzzles5_forum_hardest_1905_11+';
const COUNT_1905 = Number(process.env.SUDOKU_BENCH_HINT_1905 ?? 1000);
const BUDGET_MS = 1000;
/** Following hints to the end costs a forcing chain at most steps of these sets: a few games by default. */
const PLAY_GAMES = Number(process.env.SUDOKU_BENCH_HINT_GAMES ?? 10);

function readPuzzles(set: string, count = Number.POSITIVE_INFINITY): Digits[] {
  const puzzles: Digits[] = [];
  for (const line of readFileSync(new URL(`../../shared/sudoku-bench/${set}`, import.meta.url), 'utf8').split(
    '\n',
  )) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const parsed = parsePuzzle(line.trim().slice(0, 81));
    if (parsed.ok) puzzles.push(parsed.value);
    if (puzzles.length >= count) break;
  }
  return puzzles;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function timed<T>(call: () => T, wall: number[], cpu: number[]): T {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const value = call();
  const c = process.cpuUsage(c0);
  wall.push(performance.now() - t0);
  cpu.push((c.user + c.system) / 1000);
  return value;
}

function printTimes(wall: readonly number[], cpu: readonly number[]): void {
  for (const [clock, times] of [
    ['cpu', cpu],
    ['wall', wall],
  ] as const) {
    const sorted = [...times].sort((a, b) => a - b);
    const under = times.filter((t) => t < BUDGET_MS).length;
    printRow({
      name: `${clock}: share under ${BUDGET_MS} ms (${under} of ${times.length})`,
      value: (100 * under) / times.length,
      unit: '%',
      target: 95,
      higherIsBetter: true,
    });
    printRow({ name: `${clock}: median`, value: median(times), unit: 'ms', target: BUDGET_MS });
    printRow({ name: `${clock}: 95th percentile`, value: percentile(sorted, 95), unit: 'ms' });
    printRow({ name: `${clock}: worst`, value: sorted[sorted.length - 1], unit: 'ms' });
  }
}

function firstHints(set: string, puzzles: readonly Digits[], solutions: readonly Digits[]): void {
  for (let i = 0; i < 5; i++) hint(puzzles[i], solutions[i]); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  const byTechnique = new Map<TechniqueName, number>();
  puzzles.forEach((puzzle, i) => {
    const given = timed(() => hint(puzzle, solutions[i]), wall, cpu);
    if (given.kind !== 'step') throw new Error(`puzzle ${i + 1}: a hint of kind ${given.kind} on the givens`);
    byTechnique.set(given.step.technique, (byTechnique.get(given.step.technique) ?? 0) + 1);
  });
  heading(`sudoku: first hint on the givens, ${set} (${puzzles.length} puzzles), ms per hint`);
  printTimes(wall, cpu);
  const brute = byTechnique.get('Brute Force') ?? 0;
  printRow({ name: 'no hint from the techniques (brute-force step instead)', value: brute, unit: 'puzzles' });
  const techniques = TECHNIQUE_NAMES.filter((name) => byTechnique.has(name))
    .map((name) => `${name} ${byTechnique.get(name)}`)
    .join(', ');
  console.log(`  first hints by technique: ${techniques}`);
}

/** Follows every hint of one game to the solution through the game's moves; returns the brute-force steps. */
function followHints(state: SudokuState, wall: number[], cpu: number[]): number {
  let brute = 0;
  sudokuGame.play(state, { kind: 'fillCandidates' });
  for (let guard = 0; guard < 1000; guard++) {
    const next = timed(() => hintFor(state), wall, cpu);
    if (next.kind === 'solved') return brute;
    if (next.kind !== 'step') throw new Error(`a hint of kind ${next.kind} while following hints`);
    if (next.step.technique === 'Brute Force') brute++;
    for (const { cell, digit } of next.step.placements)
      sudokuGame.play(state, { kind: 'enter', cell, digit });
    for (const { cell, digit } of next.step.eliminations) {
      const taken = sudokuGame.play(state, { kind: 'centre', cell, digit });
      if (!taken.ok) throw new Error(`elimination refused: ${taken.error}`);
    }
  }
  throw new Error('the hints did not reach the solution');
}

export default function benchSudokuHint(): void {
  const puzzles = readPuzzles(SET);
  const solutions = puzzles.map((puzzle) => solve(puzzle).solution as Digits);
  firstHints(SET, puzzles, solutions);
  if (COUNT_1905 > 0) {
    const hardest = readPuzzles(SET_1905, COUNT_1905);
    firstHints(
      SET_1905,
      hardest,
      hardest.map((puzzle) => solve(puzzle).solution as Digits),
    );
  }
  if (PLAY_GAMES <= 0) return;
  const wall: number[] = [];
  const cpu: number[] = [];
  let brute = 0;
  const games = puzzles.slice(0, PLAY_GAMES);
  for (const puzzle of games)
    brute += followHints(sudokuGame.newGame({ puzzle: makePuzzle(puzzle) }, 0), wall, cpu);
  heading(`sudoku: every hint while following the hints to the end, ${games.length} puzzles, ms per hint`);
  printTimes(wall, cpu);
  printRow({ name: 'brute-force steps on the way', value: brute, unit: 'hints' });
}
