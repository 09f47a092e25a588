/**
 * The grader's figures, rerunnable (`nice -n 10 npx tsx bench/sudokuGrades.ts ...`):
 *
 *   se [N]            grade the first N (all) of ../shared/sudoku-bench/rated-se.txt and compare our rating with
 *                     the published Sudoku Explainer rating: Spearman's rank correlation, the worst disagreements,
 *                     and the puzzles rated below 9.0 there that need more than ALS here.
 *   se-steps [N]      the rating only (SE's path, not the grader's): the correlation, and per SE rating bucket our
 *                     median and which technique sets our rating (the step to look at when the two disagree).
 *   set NAME [N]      grade the first N (all) puzzles of a set: how many need each technique family, how many
 *                     still need trial, the rating spread and the slowest puzzles. SUDOKU_GRADES_PATH_ONLY=1
 *                     skips the rating's second pass (about half the time; the rating is then the grader's).
 *
 * One JSON line per puzzle goes to the file named by SUDOKU_GRADES_OUT when set (so a long run can be read as it
 * goes), the summary to stdout.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { ratedPath } from '../src/sudoku/grader.ts';
import { type Grade, grade, parsePuzzle, solve, type TechniqueName } from '../src/sudoku/index.ts';

const BENCH = new URL('../../shared/sudoku-bench/', import.meta.url);
const OUT = process.env.SUDOKU_GRADES_OUT;

/** Technique families, in the order the grader reaches them. */
const FAMILIES: readonly [string, (name: TechniqueName) => boolean][] = [
  ['singles', (n) => /Single|Full House/.test(n)],
  [
    'intersections and subsets',
    (n) => /Pointing|Claiming|Naked (Pair|Triple|Quad)|Hidden (Pair|Triple|Quad)/.test(n),
  ],
  [
    'fish, wings, single-digit patterns',
    (n) => /Wing|fish|Swordfish|Jellyfish|Skyscraper|Kite|Empty Rectangle|Simple Colors/.test(n),
  ],
  ['uniqueness', (n) => /Unique|BUG|Hidden Rectangle/.test(n)],
  ['X- and XY-chains', (n) => n === 'X-Chain' || n === 'XY-Chain'],
  ['alternating inference chains, nice loops', (n) => /Alternating Inference Chain|Nice Loop|AIC/.test(n)],
  ['ALS and Sue de Coq', (n) => /^ALS|Sue de Coq|Death Blossom/.test(n)],
  ['forcing chains (singles only)', (n) => /Forcing Chain/.test(n) && !n.startsWith('Nested')],
  ['nested forcing chains', (n) => n === 'Nested Forcing Chain'],
  ['trial (Brute Force)', (n) => n === 'Brute Force'],
];

interface Graded {
  readonly index: number;
  readonly puzzle: string;
  readonly grade: Grade;
  readonly ms: number;
  readonly published?: number;
}

function readLines(name: string, count: number): string[] {
  return readFileSync(new URL(name, BENCH), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .slice(0, count);
}

function gradeAll(lines: readonly string[], published?: (line: string) => number): Graded[] {
  if (OUT) writeFileSync(OUT, '');
  const results: Graded[] = [];
  lines.forEach((line, index) => {
    const text = line.trim().slice(0, 81);
    const parsed = parsePuzzle(text);
    if (!parsed.ok) return;
    const t0 = performance.now();
    const graded = grade(parsed.value, { pathRatingOnly: process.env.SUDOKU_GRADES_PATH_ONLY === '1' });
    const ms = performance.now() - t0;
    if (!graded.ok) return;
    const result = { index: index + 1, puzzle: text, grade: graded.value, ms, published: published?.(line) };
    results.push(result);
    if (OUT) appendFileSync(OUT, `${JSON.stringify({ ...result, ms: Math.round(ms) })}\n`);
  });
  return results;
}

const hardestFamily = (g: Grade): number =>
  Math.max(
    ...Object.keys(g.techniques).map((name) => FAMILIES.findIndex(([, is]) => is(name as TechniqueName))),
  );

function families(results: readonly Graded[]): void {
  console.log('puzzles using each family (any step) / whose hardest step is in it:');
  FAMILIES.forEach(([family, is], i) => {
    const using = results.filter((r) =>
      Object.keys(r.grade.techniques).some((n) => is(n as TechniqueName)),
    ).length;
    const hardest = results.filter((r) => hardestFamily(r.grade) === i).length;
    console.log(`  ${family}: ${using} / ${hardest}`);
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function spread(label: string, values: readonly number[], digits = 1): void {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(digits);
  console.log(`${label}: min ${at(0.001)}, median ${at(50)}, 95th ${at(95)}, max ${at(100)}`);
}

/** Ranks with ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) result[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - mean) * (rb[i] - mean);
    da += (ra[i] - mean) ** 2;
    db += (rb[i] - mean) ** 2;
  }
  return num / Math.sqrt(da * db);
}

function compareWithSe(count: number): void {
  const lines = readLines('rated-se.txt', count);
  const results = gradeAll(lines, (line) => Number(line.trim().split(/\s+/)[1]));
  const ours = results.map((r) => r.grade.rating);
  const theirs = results.map((r) => r.published as number);
  console.log(`rated-se.txt: ${results.length} puzzles graded`);
  console.log(`Spearman rank correlation, our rating vs SE: ${spearman(ours, theirs).toFixed(3)}`);
  console.log(
    `Spearman rank correlation, our score vs SE: ${spearman(
      results.map((r) => r.grade.score),
      theirs,
    ).toFixed(3)}`,
  );
  const worst = [...results]
    .sort(
      (a, b) =>
        Math.abs(b.grade.rating - (b.published as number)) -
        Math.abs(a.grade.rating - (a.published as number)),
    )
    .slice(0, 10);
  console.log('worst disagreements (line, SE, ours, our hardest techniques):');
  for (const r of worst) {
    const hardest = Object.keys(r.grade.techniques).filter(
      (n) => hardestFamily(r.grade) === FAMILIES.findIndex(([, is]) => is(n as TechniqueName)),
    );
    console.log(`  ${r.index}: SE ${r.published}, ours ${r.grade.rating}, ${hardest.join(', ')}`);
  }
  const pastAls = results.filter(
    (r) =>
      (r.published as number) < 9 &&
      hardestFamily(r.grade) > FAMILIES.findIndex(([f]) => f === 'ALS and Sue de Coq'),
  );
  console.log(`rated below 9.0 by SE and needing more than ALS here: ${pastAls.length}`);
  for (const r of pastAls) {
    const past = Object.entries(r.grade.techniques).filter(
      ([n]) =>
        hardestFamily({ ...r.grade, techniques: { [n]: 1 } }) >
        FAMILIES.findIndex(([f]) => f === 'ALS and Sue de Coq'),
    );
    console.log(
      `  ${r.index}: SE ${r.published}, ours ${r.grade.rating}, ${past.map(([n, k]) => `${n} ${k}`).join(', ')}`,
    );
  }
  families(results);
}

function gradeSet(name: string, count: number): void {
  const results = gradeAll(readLines(name, count));
  console.log(`${name}: ${results.length} puzzles graded`);
  families(results);
  spread(
    'rating',
    results.map((r) => r.grade.rating),
  );
  spread(
    'ms per puzzle',
    results.map((r) => r.ms),
    0,
  );
  console.log('slowest (line, ms, rating, steps):');
  for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 5))
    console.log(`  ${r.index}: ${Math.round(r.ms)} ms, ${r.grade.rating}, ${r.grade.steps} steps`);
}

/** SE's rating bucket of a published rating (the groups rated-se.txt falls into). */
const bucketOf = (se: number): string =>
  se < 5.5
    ? '<5.5'
    : se <= 5.7
      ? '5.5-5.7'
      : se < 6.6
        ? '5.8-6.5'
        : se < 7.0
          ? '6.6-6.9'
          : se < 7.5
            ? '7.0-7.4'
            : se < 8.2
              ? '7.5-8.1'
              : se < 8.9
                ? '8.2-8.8'
                : '8.9+';

function seSteps(count: number): void {
  const lines = readLines('rated-se.txt', count);
  const rows: { index: number; se: number; ours: number; technique: string }[] = [];
  if (OUT) writeFileSync(OUT, '');
  lines.forEach((line, index) => {
    const [text, published] = line.trim().split(/\s+/);
    const parsed = parsePuzzle(text);
    if (!parsed.ok) return;
    const solved = solve(parsed.value);
    if (solved.status !== 'unique') return;
    const { rating, hardest } = ratedPath(parsed.value, solved.solution as typeof parsed.value);
    const row = {
      index: index + 1,
      se: Number(published),
      ours: rating,
      technique: hardest?.technique ?? '-',
    };
    rows.push(row);
    if (OUT) appendFileSync(OUT, `${JSON.stringify(row)}\n`);
  });
  console.log(`rated-se.txt: ${rows.length} puzzles rated`);
  console.log(
    `Spearman rank correlation, our rating vs SE: ${spearman(
      rows.map((r) => r.ours),
      rows.map((r) => r.se),
    ).toFixed(3)}`,
  );
  const buckets = [...new Set(rows.map((r) => bucketOf(r.se)))].sort();
  for (const bucket of buckets) {
    const inBucket = rows.filter((r) => bucketOf(r.se) === bucket);
    const sorted = inBucket.map((r) => r.ours).sort((x, y) => x - y);
    const counts = new Map<string, number>();
    for (const r of inBucket)
      counts.set(`${r.technique} ${r.ours}`, (counts.get(`${r.technique} ${r.ours}`) ?? 0) + 1);
    const top = [...counts].sort((x, y) => y[1] - x[1]).slice(0, 8);
    console.log(
      `SE ${bucket} (${inBucket.length}): our median ${percentile(sorted, 50)}; set by ${top.map(([k, n]) => `${k} x${n}`).join(', ')}`,
    );
  }
  const worst = [...rows].sort((x, y) => Math.abs(y.ours - y.se) - Math.abs(x.ours - x.se)).slice(0, 12);
  console.log(
    `worst: ${worst.map((r) => `${r.index} (SE ${r.se}, ours ${r.ours} ${r.technique})`).join('; ')}`,
  );
}

const [mode, a, b] = process.argv.slice(2);
if (mode === 'se') compareWithSe(Number(a ?? Number.POSITIVE_INFINITY));
else if (mode === 'se-steps') seSteps(Number(a ?? Number.POSITIVE_INFINITY));
else if (mode === 'set' && a) gradeSet(a, Number(b ?? Number.POSITIVE_INFINITY));
else {
  console.error('usage: tsx bench/sudokuGrades.ts se [N] | se-steps [N] | set NAME [N]');
  process.exit(2);
}
