/** Timing helpers for the benchmarks: medians of repeated runs, and rows that compare a figure to its baseline. */

export interface MeasureOptions {
  /** Runs at least this many times (default 5). */
  readonly minRuns?: number;
  /** Keeps running until this much time has passed, in ms (default 500). */
  readonly minTimeMs?: number;
  /** Never more than this many runs (default 1000). */
  readonly maxRuns?: number;
}

export interface Measurement {
  readonly medianMs: number;
  readonly runs: number;
}

/** Times `fn` repeatedly (after one warm-up call) and returns the median wall time of one call. */
export function measure(fn: () => unknown, options: MeasureOptions = {}): Measurement {
  const { minRuns = 5, minTimeMs = 500, maxRuns = 1000 } = options;
  fn();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < maxRuns && (times.length < minRuns || performance.now() - start < minTimeMs)) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return { medianMs: median(times), runs: times.length };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Row {
  readonly name: string;
  /** The figure, e.g. a median time. */
  readonly value: number;
  readonly unit: string;
  /** The baseline measured in the same run, in the same unit. */
  readonly baseline?: { readonly name: string; readonly value: number };
  /** A target the figure must reach (a maximum for times). */
  readonly target?: number;
  /** For throughputs (more is better) set this: ratios and targets are read the other way round. */
  readonly higherIsBetter?: boolean;
}

const format = (value: number): string =>
  value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3);

/** Prints a row: the figure, its ratio to the baseline (how many times better), and whether it meets its target. */
export function printRow(row: Row): void {
  const parts = [`${row.name.padEnd(44)} ${format(row.value).padStart(10)} ${row.unit}`];
  if (row.baseline) {
    const ratio = row.higherIsBetter ? row.value / row.baseline.value : row.baseline.value / row.value;
    parts.push(
      `${ratio.toFixed(1)}x better than ${row.baseline.name} (${format(row.baseline.value)} ${row.unit})`,
    );
  }
  if (row.target !== undefined) {
    const met = row.higherIsBetter ? row.value >= row.target : row.value <= row.target;
    parts.push(`target ${row.higherIsBetter ? '>=' : '<='} ${format(row.target)}: ${met ? 'met' : 'MISSED'}`);
  }
  console.log(parts.join('  |  '));
}

export const heading = (title: string): void => console.log(`\n== ${title}`);
