/**
 * A batch command's progress on stderr, drawn only when stderr is a terminal: items done, the rate, the time left
 * (from the item count, or from the bytes of the input file read so far), and a summary line at the end.
 */

export interface ProgressOptions {
  /** What the command does, first on the line ("grading"). */
  readonly label: string;
  /** What an item is, in the summary ("puzzles"). */
  readonly unit: string;
  /** Items in the run, when known. */
  readonly total?: number;
  /** Share of the input read so far (0 to 1), when the items are not counted ahead. */
  readonly fraction?: () => number | undefined;
  readonly jobs: number;
}

const WIDTH = 24;

export class Progress {
  private done = 0;
  private lastDraw = 0;
  private readonly start = performance.now();
  private readonly enabled = Progress.enabled();

  static enabled(): boolean {
    return process.stderr.isTTY === true;
  }

  /** `skipped` items were done by an earlier run (--resume): they count toward the total, not the rate. */
  constructor(
    private readonly options: ProgressOptions,
    private readonly skipped = 0,
  ) {}

  tick(count = 1): void {
    this.done += count;
    if (!this.enabled) return;
    const now = performance.now();
    if (now - this.lastDraw < 100) return;
    this.lastDraw = now;
    process.stderr.write(`\r\x1b[K${this.line(now)}`);
  }

  /** Clears the bar and writes the summary line (`stopped` after Ctrl+C). */
  finish(stopped = false): void {
    if (!this.enabled) return;
    const seconds = (performance.now() - this.start) / 1000;
    const { unit, jobs } = this.options;
    const what = stopped ? `stopped after ${this.done} ${unit}` : `${this.done} ${unit}`;
    const earlier = this.skipped > 0 ? ` (after ${this.skipped} from the earlier run)` : '';
    process.stderr.write(
      `\r\x1b[Karcade: ${what}${earlier} in ${formatSeconds(seconds)}, ${formatRate(this.done / seconds)}/s on ${jobs} ${jobs === 1 ? 'job' : 'jobs'}\n`,
    );
  }

  private line(now: number): string {
    const { label, total, fraction } = this.options;
    const seconds = (now - this.start) / 1000;
    const rate = this.done / seconds;
    const share =
      total !== undefined ? (this.skipped + this.done) / Math.max(1, total) : (fraction?.() ?? undefined);
    const parts = [label];
    if (share !== undefined) {
      const filled = Math.min(WIDTH, Math.round(WIDTH * share));
      parts.push(`[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}]`);
    }
    parts.push(total !== undefined ? `${this.skipped + this.done}/${total}` : `${this.done}`);
    parts.push(`${formatRate(rate)}/s`);
    if (share !== undefined && share > 0 && this.done > 0) {
      const doneNow = share - (total !== undefined ? this.skipped / Math.max(1, total) : 0);
      if (doneNow > 0) parts.push(`${formatSeconds((seconds * (1 - share)) / doneNow)} left`);
    }
    return parts.join(' ');
  }
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const formatRate = (rate: number): string =>
  !Number.isFinite(rate) ? '-' : rate >= 100 ? String(Math.round(rate)) : rate.toFixed(1);
