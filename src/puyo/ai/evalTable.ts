/**
 * The search's transposition table: field hash (52 bits, hash.ts) -> evaluation, in flat typed arrays with linear
 * probing. A Map keyed by such hashes (doubles, not small integers) spent more time hashing its keys and
 * allocating entries than the evaluations it saved. Evaluations are pure in the field, so what the table holds
 * (and when it is emptied) never changes a result, only its cost.
 */
/** Slots at first (a weak level's search never needs more) and at most (about 21 MB). */
const FIRST_LOG2 = 12;
const MOST_LOG2 = 20;
const EMPTY = -1;

export class EvalTable {
  private log2 = FIRST_LOG2;
  private mask = (1 << FIRST_LOG2) - 1;
  private keys = new Float64Array(1 << FIRST_LOG2).fill(EMPTY);
  private values = new Float64Array(1 << FIRST_LOG2);
  private chains = new Uint8Array(1 << FIRST_LOG2);
  private scores = new Int32Array(1 << FIRST_LOG2);
  private size = 0;

  /** The slot holding `key`, or -1. */
  find(key: number): number {
    let i = this.slotOf(key);
    for (;;) {
      const k = this.keys[i];
      if (k === key) return i;
      if (k === EMPTY) return -1;
      i = (i + 1) & this.mask;
    }
  }

  /** Stores an evaluation (the key must not be held yet); returns its slot. */
  add(key: number, value: number, chains: number, score: number): number {
    // Three quarters full: twice the room, or at the most, emptied (probes stay short either way).
    if (this.size >= ((this.mask + 1) * 3) >> 2) {
      if (this.log2 < MOST_LOG2) this.grow();
      else {
        this.keys.fill(EMPTY);
        this.size = 0;
      }
    }
    let i = this.slotOf(key);
    while (this.keys[i] !== EMPTY) i = (i + 1) & this.mask;
    this.keys[i] = key;
    this.values[i] = value;
    this.chains[i] = chains;
    this.scores[i] = score;
    this.size++;
    return i;
  }

  /** Fibonacci hashing of the key's low 32 bits (ToInt32 of a 52-bit integer keeps them exactly). */
  private slotOf(key: number): number {
    return Math.imul(key | 0, 0x9e3779b1) >>> (32 - this.log2);
  }

  private grow(): void {
    const { keys, values, chains, scores } = this;
    this.log2++;
    this.mask = (1 << this.log2) - 1;
    this.keys = new Float64Array(1 << this.log2).fill(EMPTY);
    this.values = new Float64Array(1 << this.log2);
    this.chains = new Uint8Array(1 << this.log2);
    this.scores = new Int32Array(1 << this.log2);
    this.size = 0;
    for (let i = 0; i < keys.length; i++)
      if (keys[i] !== EMPTY) this.add(keys[i], values[i], chains[i], scores[i]);
  }

  value(slot: number): number {
    return this.values[slot];
  }

  chainsAt(slot: number): number {
    return this.chains[slot];
  }

  scoreAt(slot: number): number {
    return this.scores[slot];
  }
}
