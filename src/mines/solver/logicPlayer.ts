/**
 * A player that makes only sure moves, incrementally: a work list of open numbers whose surroundings changed,
 * the single-number and overlap rules on each, and exact probabilities (which use the mine total) only when the
 * list runs dry. It plays on a hidden board that the no-guess generator may change under it between runs
 * (only cells it has not proved), and it is told which cells changed.
 */
import { COUNT_MASK, MINE_BIT } from '../index.ts';
import { overlapAt } from './deduce.ts';
import { Knowledge, UNKNOWN } from './knowledge.ts';
import { computeProbabilities } from './probabilities.ts';
import { CERTAIN } from './solver.ts';
import { COVERED, type MinesView } from './view.ts';

export type RunResult = 'solved' | 'stuck' | 'exploded';

export class LogicPlayer {
  readonly view: MinesView;
  readonly k: Knowledge;
  /** Safe cells not open yet. */
  safeLeft: number;
  private readonly queued: Uint8Array;
  private queue: number[] = [];

  /** `cells` is a board in the engine's byte format (MINE_BIT | count); it is read live, never written. */
  constructor(
    readonly width: number,
    readonly height: number,
    readonly mines: number,
    readonly cells: Uint8Array,
  ) {
    this.view = { width, height, mines, cells: new Int8Array(width * height).fill(COVERED) };
    this.k = new Knowledge(this.view);
    this.queued = new Uint8Array(width * height);
    this.safeLeft = width * height - mines;
  }

  /** Opens a cell (with the flood of zeros). Returns false if it is a mine. */
  open(cell: number): boolean {
    if (this.cells[cell] & MINE_BIT) return false;
    if (this.view.cells[cell] !== COVERED) return true;
    const nb = this.k.neighbours;
    const stack = [cell];
    this.reveal(cell);
    while (stack.length > 0) {
      const c = stack.pop()!;
      if (this.view.cells[c] !== 0) continue;
      for (let j = 1; j <= nb[c * 9]; j++) {
        const n = nb[c * 9 + j];
        if (this.view.cells[n] !== COVERED) continue;
        this.reveal(n);
        stack.push(n);
      }
    }
    return true;
  }

  private reveal(cell: number): void {
    this.view.cells[cell] = this.cells[cell] & COUNT_MASK;
    this.k.markSafe(cell);
    this.safeLeft--;
    this.touch(cell);
  }

  /** Puts the open cells at and around `cell` back on the work list. */
  touch(cell: number): void {
    const nb = this.k.neighbours;
    this.enqueue(cell);
    for (let j = 1; j <= nb[cell * 9]; j++) this.enqueue(nb[cell * 9 + j]);
  }

  private enqueue(cell: number): void {
    if (this.view.cells[cell] < 0 || this.queued[cell]) return;
    this.queued[cell] = 1;
    this.queue.push(cell);
  }

  /** After the board changed at `cell` (an unproved cell): refreshes the numbers shown around it. */
  boardChanged(cell: number): void {
    const nb = this.k.neighbours;
    for (let j = 1; j <= nb[cell * 9]; j++) {
      const n = nb[cell * 9 + j];
      if (this.view.cells[n] >= 0) this.view.cells[n] = this.cells[n] & COUNT_MASK;
    }
    this.touch(cell);
  }

  private prove(cell: number, mine: boolean): boolean {
    if (this.k.known[cell] !== UNKNOWN) return true;
    if (mine) {
      this.k.markMine(cell);
      this.touch(cell);
      return true;
    }
    return this.open(cell);
  }

  /** Plays sure moves until the board is solved or nothing more is sure. */
  run(): RunResult {
    const k = this.k;
    while (this.safeLeft > 0) {
      while (this.queue.length > 0) {
        const cell = this.queue.pop()!;
        this.queued[cell] = 0;
        const need = k.need(cell);
        if (need < 0) continue;
        const unknown = k.neighboursIn(cell, UNKNOWN);
        if (need === 0 || need === unknown.length) {
          for (const u of unknown) if (!this.prove(u, need > 0)) return 'exploded';
          continue;
        }
        for (const d of overlapAt(k, cell)) {
          for (const u of d.cells) if (!this.prove(u, d.kind === 'mine')) return 'exploded';
        }
      }
      if (this.safeLeft === 0) break;
      if (!this.proveByCounting()) return 'stuck';
    }
    return 'solved';
  }

  /** Exact probabilities (with the mine total): opens every cell they prove safe. False if none. */
  private proveByCounting(): boolean {
    const probabilities = computeProbabilities(this.k);
    if (!probabilities?.exact) return false;
    let progress = false;
    for (let i = 0; i < this.k.size; i++) {
      if (this.k.known[i] !== UNKNOWN) continue;
      const p = probabilities.cell[i];
      if (p < CERTAIN) {
        if (!this.open(i)) return false;
        progress = true;
      } else if (p > 1 - CERTAIN) {
        this.prove(i, true);
        progress = true;
      }
    }
    return progress;
  }

  /** Open numbers with unknown neighbours still to settle. */
  boundary(): number[] {
    const result: number[] = [];
    for (let i = 0; i < this.k.size; i++) if (this.view.cells[i] >= 0 && this.k.need(i) > 0) result.push(i);
    return result;
  }
}
