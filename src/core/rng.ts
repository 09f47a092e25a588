/**
 * Seeded pseudo-random numbers: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 32-bit integer
 * arithmetic only, so the same seed yields the same numbers on every platform. Its whole state is four uint32s,
 * which a save can store and `Rng.fromState` can resume.
 */

export type Seed = number | string;
export type RngState = readonly [number, number, number, number];

const TWO_POW_32 = 0x1_0000_0000;

export class Rng {
  private constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {}

  static fromSeed(seed: Seed): Rng {
    const [a, b, c, d] = hashSeed(String(seed));
    const rng = new Rng(a, b, c, d);
    // sfc32 needs a few rounds before its output stops echoing the seed.
    for (let i = 0; i < 12; i++) rng.nextUint32();
    return rng;
  }

  static fromState(state: RngState): Rng {
    return new Rng(state[0] >>> 0, state[1] >>> 0, state[2] >>> 0, state[3] >>> 0);
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  clone(): Rng {
    return new Rng(this.a, this.b, this.c, this.d);
  }

  /** A uniformly distributed integer in [0, 2^32). */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniformly distributed integer in [0, n), unbiased, for 1 <= n <= 2^32. */
  nextInt(n: number): number {
    if (!(n >= 1 && n <= TWO_POW_32 && Number.isInteger(n))) throw new RangeError(`nextInt: bad bound ${n}`);
    // Reject the top partial block of 2^32 so every residue is equally likely.
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** A uniformly distributed float in [0, 1) with 53 random bits. */
  nextFloat(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T extends { length: number; [i: number]: unknown }>(items: T): T {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** An independent generator derived from this one (advances this one by four draws). */
  fork(): Rng {
    return Rng.fromState([this.nextUint32(), this.nextUint32(), this.nextUint32(), this.nextUint32()]);
  }
}

/** Four 32-bit words from a string: each word is a murmur3-style mix of every UTF-16 unit with its own multiplier. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
