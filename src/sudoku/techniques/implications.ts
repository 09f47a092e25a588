/**
 * What follows from one supposition: a candidate set on (the cell holds the digit) or off, then naked and hidden
 * singles until nothing more follows or two facts clash. This is the engine under forcing chains and nets: every
 * fact remembers why it holds, so the chain that leads to a conclusion can be traced back and told step by step.
 *
 * Typed arrays only, reset from a snapshot of the position between suppositions: a hint on the hardest puzzles
 * runs tens of thousands of these.
 */
import type { Board } from '../board.ts';
import { CELLS, PEER_TABLE, POPCOUNT, SINGLE_DIGIT, UNITS, UNITS_OF } from '../grid.ts';

/** A candidate as one number: cell * 9 + digit - 1 (0..728). */
export const candidateIndex = (cell: number, digit: number): number => cell * 9 + digit - 1;
export const CANDIDATES = CELLS * 9;

/** Why a fact holds, for the facts that are not implied by one earlier fact (whose index is the cause then). */
export const SUPPOSED = -1;
/** Removed because supposing it leads to a contradiction one level down (nested forcing). */
export const NESTED = -2;
/** Set on because it is the cell's last candidate. */
export const NAKED = -3;
/** Set on because it is the digit's last place in a unit: cause = HIDDEN - unit. */
export const HIDDEN = -10;

const MAX_FACTS = 1024;

/** The position the suppositions start from: candidates, values and places per unit and digit. */
export class Snapshot {
  readonly cands = new Uint16Array(CELLS);
  readonly value = new Uint8Array(CELLS);
  readonly count = new Uint8Array(27 * 9);

  static of(board: Board): Snapshot {
    const s = new Snapshot();
    for (let cell = 0; cell < CELLS; cell++) {
      const v = board.values[cell];
      s.value[cell] = v;
      s.cands[cell] = v !== 0 ? 1 << (v - 1) : board.cands[cell];
    }
    s.recount();
    return s;
  }

  recount(): void {
    this.count.fill(0);
    for (let unit = 0; unit < 27; unit++)
      for (const cell of UNITS[unit]) {
        const m = this.cands[cell];
        for (let d = 0; d < 9; d++) if (m & (1 << d)) this.count[unit * 9 + d]++;
      }
  }
}

export class Implications {
  readonly cands = new Uint16Array(CELLS);
  readonly value = new Uint8Array(CELLS);
  readonly count = new Uint8Array(27 * 9);
  /** The facts in the order found: candidate, on or off, cause (an earlier fact's index, or a code above). */
  readonly factCand = new Int16Array(MAX_FACTS);
  readonly factOn = new Uint8Array(MAX_FACTS);
  readonly factCause = new Int32Array(MAX_FACTS);
  /** For a NESTED fact: how many facts the inner contradiction took (for ratings by length). */
  readonly factNested = new Int32Array(MAX_FACTS);
  /** For a NESTED fact: the facts (as cand * 2 + on) outside the inner search that its contradiction rests on. */
  readonly factNestedOn: (readonly number[])[] = [];
  /** The facts so far counted with their nested lengths, up to and including each fact (a cheap proof length). */
  readonly factWeight = new Int32Array(MAX_FACTS);
  /** The weight of all facts found. */
  weight = 0;
  /** The fact index of each candidate's off (at cand * 2) and on (cand * 2 + 1), or -1. */
  readonly factAt = new Int32Array(CANDIDATES * 2).fill(-1);
  size = 0;
  /** Stop following once this many facts are found (a search that only wants short proofs). */
  limit = MAX_FACTS;
  private head = 0;
  /** Two facts that cannot both hold, when the suppositions lead to a contradiction (-1 otherwise). */
  clashA = -1;
  clashB = -1;

  reset(from: Snapshot | Implications): void {
    this.cands.set(from.cands);
    this.value.set(from.value);
    this.count.set(from.count);
    // Clearing only the facts set is cheaper than filling the whole table.
    for (let f = 0; f < this.size; f++) this.factAt[this.factCand[f] * 2 + this.factOn[f]] = -1;
    this.size = 0;
    this.weight = 0;
    this.head = 0;
    this.clashA = -1;
    this.clashB = -1;
  }

  /** Whether the facts stopped at the limit with more to follow. */
  get cut(): boolean {
    return this.weight >= this.limit && this.head < this.size;
  }

  get contradiction(): boolean {
    return this.clashA >= 0;
  }

  /** Whether `cand` is still open: a candidate not yet set on. */
  open(cand: number): boolean {
    const cell = (cand / 9) | 0;
    return this.value[cell] === 0 && (this.cands[cell] & (1 << (cand % 9))) !== 0;
  }

  isOn(cand: number): boolean {
    return this.value[(cand / 9) | 0] === (cand % 9) + 1;
  }

  isOff(cand: number): boolean {
    return (this.cands[(cand / 9) | 0] & (1 << (cand % 9))) === 0;
  }

  /** Supposes `cand` on or off; `run` then follows the singles. */
  suppose(cand: number, on: boolean): void {
    const cell = (cand / 9) | 0;
    const digit = (cand % 9) + 1;
    if (on) this.setOn(cell, digit, SUPPOSED);
    else this.remove(cell, digit, SUPPOSED);
  }

  /**
   * Removes a candidate found false by a nested search that took `length` facts and rested on the facts `on`
   * (cand * 2 + on, from the inner search's `outside`), and follows the singles.
   */
  removeNested(cand: number, length: number, on: readonly number[]): void {
    const before = this.size;
    this.remove((cand / 9) | 0, (cand % 9) + 1, NESTED);
    if (this.size > before) {
      this.factNested[before] = length;
      this.factNestedOn[before] = on;
      this.weight += length;
      this.factWeight[before] += length;
    }
    this.run();
  }

  /** How long a traced proof is: its facts, each nested contradiction counted with its own length. */
  length(facts: readonly number[]): number {
    let n = 0;
    for (const f of facts) n += 1 + (this.factCause[f] === NESTED ? this.factNested[f] : 0);
    return n;
  }

  /** Processes the facts not yet processed: an on takes its digit from its peers and its cell's other digits. */
  run(): void {
    while (this.head < this.size && this.clashA < 0 && this.weight < this.limit) {
      const fact = this.head++;
      if (!this.factOn[fact]) continue;
      const cand = this.factCand[fact];
      const cell = (cand / 9) | 0;
      const b = 1 << (cand % 9);
      const others = this.cands[cell] & ~b;
      for (let d = 0; d < 9 && this.clashA < 0; d++) if (others & (1 << d)) this.remove(cell, d + 1, fact);
      const base = cell * 20;
      for (let i = 0; i < 20 && this.clashA < 0; i++) {
        const peer = PEER_TABLE[base + i];
        if (this.cands[peer] & b) this.remove(peer, (cand % 9) + 1, fact);
      }
    }
  }

  private addFact(cand: number, on: boolean, cause: number): number {
    const fact = this.size++;
    this.factCand[fact] = cand;
    this.factOn[fact] = on ? 1 : 0;
    this.factCause[fact] = cause;
    this.factWeight[fact] = ++this.weight;
    this.factAt[cand * 2 + (on ? 1 : 0)] = fact;
    return fact;
  }

  private setOn(cell: number, digit: number, cause: number): void {
    const held = this.value[cell];
    if (held === digit) return;
    const fact = this.addFact(candidateIndex(cell, digit), true, cause);
    if (held !== 0) {
      this.clash(this.factAt[candidateIndex(cell, held) * 2 + 1], fact);
      return;
    }
    this.value[cell] = digit;
  }

  private remove(cell: number, digit: number, cause: number): void {
    const b = 1 << (digit - 1);
    if (!(this.cands[cell] & b)) return;
    this.cands[cell] &= ~b;
    const fact = this.addFact(candidateIndex(cell, digit), false, cause);
    if (this.value[cell] === digit) {
      this.clash(this.factAt[candidateIndex(cell, digit) * 2 + 1], fact);
      return;
    }
    const left = this.cands[cell];
    if (this.value[cell] === 0 && POPCOUNT[left] === 1) this.setOn(cell, SINGLE_DIGIT[left], NAKED);
    const units = UNITS_OF[cell];
    for (let k = 0; k < 3 && this.clashA < 0; k++) {
      const unit = units[k];
      if (--this.count[unit * 9 + digit - 1] !== 1) continue;
      for (const other of UNITS[unit])
        if (this.cands[other] & b) {
          this.setOn(other, digit, HIDDEN - unit);
          break;
        }
    }
  }

  private clash(a: number, b: number): void {
    this.clashA = a;
    this.clashB = b;
  }

  /** The facts that `facts` rest on (themselves included), in the order found: each after its premises. */
  trace(facts: readonly number[]): number[] {
    const needed = new Uint8Array(this.size);
    const stack = facts.filter((f) => f >= 0);
    while (stack.length > 0) {
      const fact = stack.pop() as number;
      if (needed[fact]) continue;
      needed[fact] = 1;
      for (const premise of this.premises(fact)) if (!needed[premise]) stack.push(premise);
    }
    const result: number[] = [];
    for (let f = 0; f < this.size; f++) if (needed[f]) result.push(f);
    return result;
  }

  /** The earlier facts one fact follows from directly. */
  premises(fact: number): number[] {
    const result: number[] = [];
    this.rests(
      fact,
      (at) => result.push(at),
      () => {},
    );
    return result;
  }

  /**
   * The facts (as cand * 2 + on) that traced facts rest on from outside this engine: the candidates gone before
   * its suppositions that a single or a nested contradiction needed. The engine one level up traces them further.
   */
  outside(facts: readonly number[]): number[] {
    const keys = new Set<number>();
    for (const fact of facts)
      this.rests(
        fact,
        () => {},
        (key) => keys.add(key),
      );
    return [...keys];
  }

  /** Calls `inside` with each earlier fact a fact rests on, and `before` with each key gone before the facts. */
  private rests(fact: number, inside: (at: number) => void, before: (key: number) => void): void {
    const cause = this.factCause[fact];
    if (cause >= 0) {
      inside(cause);
      return;
    }
    if (cause === SUPPOSED) return;
    const needs = (key: number) => {
      const at = this.factAt[key];
      if (at >= 0 && at < fact) inside(at);
      else before(key);
    };
    if (cause === NESTED) {
      for (const key of this.factNestedOn[fact] ?? []) needs(key);
      return;
    }
    const cand = this.factCand[fact];
    const cell = (cand / 9) | 0;
    const d = cand % 9;
    if (cause === NAKED) {
      for (let e = 0; e < 9; e++) if (e !== d) needs((cell * 9 + e) * 2);
    } else {
      for (const other of UNITS[HIDDEN - cause]) if (other !== cell) needs((other * 9 + d) * 2);
    }
  }
}
