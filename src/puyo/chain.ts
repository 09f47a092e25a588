/**
 * The chain simulator on bitboards. Pop detection needs no flood fill for colours that do not pop: in a grid, a
 * connected group has 4 or more cells exactly when one of its cells has 3 same-coloured neighbours, or two
 * adjacent cells have 2 each (a grid has no triangles, so their neighbours are 4 distinct cells). Only groups
 * holding such a seed are flood-filled, to measure them. Gravity compacts each column lane that lost puyos.
 */
import { compactLane, POP_ROWS, popcount32 } from './bits.ts';
import { BOARD_COUNT, type Field } from './field.ts';
import { groupBonus, stepScore } from './score.ts';

export interface ChainStep {
  /** 1-based chain number. */
  readonly chain: number;
  /** Coloured puyos cleared (garbage not counted, as in the score). */
  readonly puyos: number;
  readonly colors: number;
  /** Popped group sizes, ascending. */
  readonly groups: readonly number[];
  readonly score: number;
}

/** What a resolved chain did; reusable (`resolveChain` overwrites it) so search code allocates nothing. */
export class ChainOutcome {
  chains = 0;
  score = 0;
  /** Coloured puyos cleared over the whole chain. */
  puyos = 0;
  /** Garbage puyos cleared over the whole chain. */
  garbageCleared = 0;
  /** The field is empty after a chain of at least one step. */
  allClear = false;
  /** Per-step details, filled only when asked for. */
  steps: ChainStep[] = [];
}

/** Details of the last `popStep`, overwritten on each call. */
export const lastStep = { puyos: 0, colors: 0, garbage: 0, groupBonus: 0, maxFall: 0 };

const GARBAGE = (BOARD_COUNT - 1) * 3;

/** A `moved` mask meaning "anything may have changed": every colour is checked. */
export const everythingMoved = (): Int32Array => new Int32Array([-1, -1, -1]);

/**
 * Pops every group of 4+ in rows 1-12 (with adjacent garbage), lets the field fall, and returns the step's score
 * for chain number `chain`; 0 when nothing pops (the field is then unchanged). When `groups` is given, the popped
 * group sizes are pushed onto it.
 *
 * `moved` (three words, updated in place) marks the cells that landed since the last check: a group that holds
 * none of them was there before and did not pop then, so colours without a moved cell are skipped.
 */
export function popStep(field: Field, chain: number, groups: number[] | null, moved: Int32Array): number {
  const b = field.boards;
  let pa = 0;
  let pb = 0;
  let pc = 0;
  let puyos = 0;
  let colors = 0;
  let bonus = 0;
  const m0 = moved[0];
  const m1 = moved[1];
  const m2 = moved[2];
  for (let k = 0; k < GARBAGE; k += 3) {
    const ma = b[k] & POP_ROWS;
    const mb = b[k + 1] & POP_ROWS;
    const mc = b[k + 2] & POP_ROWS;
    if (((ma & m0) | (mb & m1) | (mc & m2)) === 0) continue;
    // Vertical pairs (marked on the lower cell) and horizontal pairs (marked on the left cell).
    const va = ma & (ma >>> 1);
    const vb = mb & (mb >>> 1);
    const vc = mc & (mc >>> 1);
    const ha = ma & ((ma >>> 16) | (mb << 16));
    const hb = mb & ((mb >>> 16) | (mc << 16));
    const hc = mc & (mc >>> 16);
    // Same-coloured neighbour up, down, right, left.
    const ua = va;
    const ub = vb;
    const uc = vc;
    const da = va << 1;
    const db = vb << 1;
    const dc = vc << 1;
    const ra = ha;
    const rb = hb;
    const rc = hc;
    const la = ha << 16;
    const lb = (hb << 16) | (ha >>> 16);
    const lc = (hc << 16) | (hb >>> 16);
    const two_a = (ua & da) | (la & ra) | ((ua | da) & (la | ra));
    const two_b = (ub & db) | (lb & rb) | ((ub | db) & (lb | rb));
    const two_c = (uc & dc) | (lc & rc) | ((uc | dc) & (lc | rc));
    if ((two_a | two_b | two_c) === 0) continue;
    let sa = (ua & da & (la | ra)) | (la & ra & (ua | da));
    let sb = (ub & db & (lb | rb)) | (lb & rb & (ub | db));
    let sc = (uc & dc & (lc | rc)) | (lc & rc & (uc | dc));
    sa |= two_a & ((two_a << 1) | (two_a >>> 1) | (two_a << 16) | (two_a >>> 16) | (two_b << 16));
    sb |=
      two_b &
      ((two_b << 1) | (two_b >>> 1) | (two_b << 16) | (two_b >>> 16) | (two_a >>> 16) | (two_c << 16));
    sc |= two_c & ((two_c << 1) | (two_c >>> 1) | (two_c << 16) | (two_c >>> 16) | (two_b >>> 16));
    if ((sa | sb | sc) === 0) continue;
    colors++;
    // Flood from all seeds at once: the popping cells of this colour.
    floodGroup(sa, sb, sc, ma, mb, mc, filled);
    const ga = filled[0];
    const gb = filled[1];
    const gc = filled[2];
    pa |= ga;
    pb |= gb;
    pc |= gc;
    const size = popcount32(ga) + popcount32(gb) + popcount32(gc);
    puyos += size;
    if (size < 8) {
      // Two groups would need 8 cells: this is one group.
      bonus += groupBonus(size);
      if (groups !== null) groups.push(size);
    } else {
      bonus += splitGroups(ga, gb, gc, groups);
    }
  }
  if (puyos === 0) return 0;

  // Garbage next to a popping puyo (rows 1-12) clears with it.
  lastStep.garbage = 0;
  if ((b[GARBAGE] | b[GARBAGE + 1] | b[GARBAGE + 2]) !== 0) {
    const oa = b[GARBAGE] & POP_ROWS & ((pa << 1) | (pa >>> 1) | (pa << 16) | (pa >>> 16) | (pb << 16));
    const ob =
      b[GARBAGE + 1] &
      POP_ROWS &
      ((pb << 1) | (pb >>> 1) | (pb << 16) | (pb >>> 16) | (pa >>> 16) | (pc << 16));
    const oc = b[GARBAGE + 2] & POP_ROWS & ((pc << 1) | (pc >>> 1) | (pc << 16) | (pc >>> 16) | (pb >>> 16));
    lastStep.garbage = popcount32(oa) + popcount32(ob) + popcount32(oc);
    pa |= oa;
    pb |= ob;
    pc |= oc;
  }

  const maxFall = Math.max(fall(b, 0, pa, moved), fall(b, 1, pb, moved), fall(b, 2, pc, moved));
  lastStep.puyos = puyos;
  lastStep.colors = colors;
  lastStep.groupBonus = bonus;
  lastStep.maxFall = maxFall;
  return stepScore(chain, puyos, colors, bonus);
}

/** Scratch for the simulator's floods, one word per column pair. */
const filled = new Int32Array(3);

/**
 * Grows the seed cells (ga, gb, gc) through the cells of (ma, mb, mc), 4-connected, until they stop growing, and
 * writes the group into out[0..2]. The AI's potential-chain search floods groups with it too.
 */
export function floodGroup(
  ga: number,
  gb: number,
  gc: number,
  ma: number,
  mb: number,
  mc: number,
  out: Int32Array,
): void {
  for (;;) {
    const na = (ga | (ga << 1) | (ga >>> 1) | (ga << 16) | (ga >>> 16) | (gb << 16)) & ma;
    const nb = (gb | (gb << 1) | (gb >>> 1) | (gb << 16) | (gb >>> 16) | (ga >>> 16) | (gc << 16)) & mb;
    const nc = (gc | (gc << 1) | (gc >>> 1) | (gc << 16) | (gc >>> 16) | (gb >>> 16)) & mc;
    if (na === ga && nb === gb && nc === gc) break;
    ga = na;
    gb = nb;
    gc = nc;
  }
  out[0] = ga;
  out[1] = gb;
  out[2] = gc;
}

/** Splits popping cells of one colour into groups; returns their group bonus and records their sizes. */
function splitGroups(ma: number, mb: number, mc: number, groups: number[] | null): number {
  let bonus = 0;
  while ((ma | mb | mc) !== 0) {
    const seedA = ma & -ma;
    const seedB = seedA === 0 ? mb & -mb : 0;
    floodGroup(seedA, seedB, (seedA | seedB) === 0 ? mc & -mc : 0, ma, mb, mc, filled);
    const ga = filled[0];
    const gb = filled[1];
    const gc = filled[2];
    ma &= ~ga;
    mb &= ~gb;
    mc &= ~gc;
    const size = popcount32(ga) + popcount32(gb) + popcount32(gc);
    bonus += groupBonus(size);
    if (groups !== null) groups.push(size);
  }
  return bonus;
}

/**
 * Clears `popped` from word w of every board, compacts its two lanes, marks the cells that fell in `moved`, and
 * returns the longest fall (rows).
 */
function fall(b: Int32Array, w: number, popped: number, moved: Int32Array): number {
  moved[w] = 0;
  if (popped === 0) return 0;
  let longest = 0;
  for (let shift = 0; shift < 32; shift += 16) {
    const removed = (popped >>> shift) & 0xffff;
    if (removed === 0) continue;
    const keep = ~(0xffff << shift);
    const lowest = removed & -removed;
    let above = 0;
    for (let i = w; i < BOARD_COUNT * 3; i += 3) {
      const word = b[i];
      const lane = (word >>> shift) & 0xffff;
      if (lane === 0) continue;
      if ((lane & ~removed & 0x3fff) >= lowest) {
        above = 1;
        b[i] = (word & keep) | (compactLane(lane, removed) << shift);
      } else {
        b[i] = word & ~(removed << shift);
      }
    }
    if (above !== 0) {
      longest = Math.max(longest, popcount32(removed));
      moved[w] |= (0x3fff & -lowest) << shift;
    }
  }
  return longest;
}

/**
 * Resolves the whole chain in place and fills `out` (per-step details only when `recordSteps`). Assumes a
 * settled field (call `field.settle()` first for arbitrary input).
 */
export function resolveChain(
  field: Field,
  out: ChainOutcome = new ChainOutcome(),
  recordSteps = false,
): ChainOutcome {
  return resolveChainFrom(field, out, recordSteps, -1, -1, -1);
}

const scratchMoved = new Int32Array(3);

/** resolveChain when only the cells in (m0, m1, m2) have just landed (e.g. the two puyos of a placement). */
export function resolveChainFrom(
  field: Field,
  out: ChainOutcome,
  recordSteps: boolean,
  m0: number,
  m1: number,
  m2: number,
): ChainOutcome {
  scratchMoved[0] = m0;
  scratchMoved[1] = m1;
  scratchMoved[2] = m2;
  out.chains = 0;
  out.score = 0;
  out.puyos = 0;
  out.garbageCleared = 0;
  out.allClear = false;
  // Steps of an earlier chain never linger; search code, which never records them, allocates nothing here.
  if (recordSteps || out.steps.length > 0) out.steps = [];
  let groups: number[] | null = recordSteps ? [] : null;
  for (;;) {
    const score = popStep(field, out.chains + 1, groups, scratchMoved);
    if (score === 0) break;
    out.chains++;
    out.score += score;
    out.puyos += lastStep.puyos;
    out.garbageCleared += lastStep.garbage;
    if (groups !== null) {
      groups.sort((x, y) => x - y);
      out.steps.push({ chain: out.chains, puyos: lastStep.puyos, colors: lastStep.colors, groups, score });
      groups = [];
    }
  }
  out.allClear = out.chains > 0 && field.isEmpty();
  return out;
}
