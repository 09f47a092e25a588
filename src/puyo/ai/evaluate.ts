/**
 * The strong AI's evaluation of a settled field while building: the best potential chain (how long, how cheap
 * to fire), connections, and a surface that keeps room to build (U shape, no deep wells, column 3 low).
 */
import { COLUMNS, type Field } from '../index.ts';
import { type FormScore, scoreForm } from './form.ts';
import { emptyPotential, findPotentialChain, type PotentialChain } from './potential.ts';
import { columnHeights, countGarbage, countLinks, freeCellsOf, type Links } from './shape.ts';

export interface Weights {
  /** Per chain of the best potential chain. */
  readonly chain: number;
  /** Per point of the best potential chain's score. */
  readonly chainScore: number;
  /** Per puyo the trigger needs beyond the first. */
  readonly needed: number;
  /** Per row of trigger height (a high trigger is easy to reach but often a sign of a tall, fragile stack). */
  readonly triggerRow: number;
  /** Per other (column, colour) that fires a chain: more ways to fire is more robust. */
  readonly triggers: number;
  readonly link: number;
  readonly isolated: number;
  /** Per row of height difference between neighbouring columns, and per squared row. */
  readonly bump: number;
  readonly bumpSquared: number;
  /** Per squared row of distance from the U shape. */
  readonly shape: number;
  /** Per row of column 3 above row 8 (squared). */
  readonly column3: number;
  /** Per column 2 or 4 that reaches row 12 (it closes the way to the edge columns). */
  readonly blocked: number;
  readonly garbage: number;
  /** Per wish of the GTR form met, and per wish broken (form.ts); 0 skips the form. */
  readonly form?: number;
  readonly formBroken?: number;
  /**
   * Per puyo the best potential chain clears beyond 4 a link (a link of 5 or more spends puyos a longer chain needs;
   * absent or 0: not counted).
   */
  readonly excess?: number;
  /**
   * The same, per free cell (rows 1-12) of the field: cleaner links while there is room to build them, the longest
   * chain whatever its links when the field is nearly full (absent or 0: not counted).
   */
  readonly excessPerFree?: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  chain: 1000,
  chainScore: 0.004,
  needed: -150,
  triggerRow: 0,
  triggers: 4,
  link: 40,
  isolated: -25,
  bump: -30,
  bumpSquared: -12,
  shape: -8,
  column3: -600,
  blocked: -3000,
  garbage: -20,
};

/** Offsets of the ideal surface from the mean height: edges higher, the middle lower. */
const U_SHAPE = [2, 0.5, -1, -1, 0, 1.5] as const;

/** Scratch state reused by `evaluateField`; one per search. */
export class Evaluator {
  readonly heights = new Int32Array(COLUMNS);
  readonly potential: PotentialChain = emptyPotential();
  private readonly links: Links = { pairs: 0, isolated: 0 };
  private readonly form: FormScore = { met: 0, broken: 0 };

  constructor(
    readonly weights: Weights = DEFAULT_WEIGHTS,
    readonly maxAdded = 2,
  ) {}

  /** The build value of a settled field; `this.potential` then holds its best potential chain. */
  evaluate(field: Field): number {
    const w = this.weights;
    const h = columnHeights(field, this.heights);
    const p = findPotentialChain(field, h, this.potential, this.maxAdded);
    let value = 0;
    if (p.chains > 0) {
      value += w.chain * p.chains + w.chainScore * p.score + w.needed * (p.needed - 1);
      value += w.triggerRow * p.triggerRow + w.triggers * p.triggers;
      if (w.excess) value += w.excess * (p.puyos - 4 * p.chains);
      if (w.excessPerFree) value += w.excessPerFree * freeCellsOf(h) * (p.puyos - 4 * p.chains);
    }
    const links = countLinks(field, this.links);
    value += w.link * links.pairs + w.isolated * links.isolated;
    let total = 0;
    for (let col = 0; col < COLUMNS; col++) total += h[col];
    const mean = total / COLUMNS;
    for (let col = 0; col < COLUMNS; col++) {
      const off = h[col] - mean - U_SHAPE[col];
      value += w.shape * off * off;
      if (col > 0) {
        const d = Math.abs(h[col] - h[col - 1]);
        value += w.bump * d + w.bumpSquared * d * d;
      }
    }
    if (h[2] > 8) value += w.column3 * (h[2] - 8) * (h[2] - 8);
    if (h[1] >= 12) value += w.blocked;
    if (h[3] >= 12) value += w.blocked;
    value += w.garbage * countGarbage(field);
    if (w.form || w.formBroken) {
      const form = scoreForm(field, this.form);
      value += (w.form ?? 0) * form.met + (w.formBroken ?? 0) * form.broken;
    }
    return value;
  }
}
