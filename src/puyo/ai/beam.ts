/**
 * The strong AI's search: a beam search over placements of the visible pairs (then, optionally, pairs imagined from the
 * position by futurePairs.ts, so a move stays reproducible), each child field evaluated by `Evaluator`
 * (potential chain + shape) through a transposition table, duplicates merged per layer. With `samples` > 1 the
 * visible pairs are searched once and several imagined continuations each go on from that layer, a root scored by
 * the mean over them (a move on lucky imagined pairs no longer wins alone). Every line that fires a
 * chain is remembered as an attack of its root move; the policy (policy.ts) picks between attacking and building.
 */
import {
  applyPlacementInPlace,
  Field,
  type Pair,
  PLACEMENTS,
  PlacementOutcome,
  placementId,
  placementsFor,
} from '../index.ts';
import { EvalTable } from './evalTable.ts';
import { Evaluator, type Weights } from './evaluate.ts';
import { type FutureModel, futurePairs } from './futurePairs.ts';
import { hashField } from './hash.ts';
import { canReach, reachableMask } from './player.ts';

export interface BeamConfig {
  /** Fields kept per layer. */
  readonly width: number;
  /** Pairs searched beyond the visible queue, drawn at random (reproducibly). */
  readonly extraDepth: number;
  /** Puyos the potential-chain search may add (1 or 2). */
  readonly maxAdded: number;
  readonly weights?: Weights;
  /** How the pairs beyond the visible queue are imagined (futurePairs.ts; default `two`). */
  readonly future?: FutureModel;
  /**
   * Imagined continuations searched (default 1): the visible pairs once, then each sample's imagined pairs from the
   * layer they leave, and the roots' values folded over the samples (`RootResult.later`, `build`).
   */
  readonly samples?: number;
}

/** The best chain a root move leads to within the search, and how soon it fires. */
export interface Attack {
  chains: number;
  score: number;
  /** 0: the root move itself fires it. */
  depth: number;
}

export interface RootResult {
  readonly placementId: number;
  /** Best build value among the deepest lines kept that start with this move (-Infinity if all die). */
  build: number;
  /** Depth of those lines (pairs placed). */
  buildDepth: number;
  /** The potential chain of the field behind that best build value. */
  potentialChains: number;
  potentialScore: number;
  /** Best attack per depth (index = depth), score 0 when none. */
  readonly attacks: Attack[];
  /** With several samples: the mean over samples of the best chain fired after the root move. */
  later?: number;
}

export interface BeamResult {
  readonly roots: RootResult[];
  /** The best potential chain of the field searched from. */
  readonly rootChains: number;
  readonly nodes: number;
  readonly depth: number;
}

interface Node {
  field: Field;
  root: number;
  value: number;
}

/** A child of a layer, its boards at `at` in the layer's store until it is known to make the beam. */
interface Child {
  at: number;
  root: number;
  value: number;
}

const BOARD_WORDS = new Field().boards.length;

export interface Evaluation {
  value: number;
  chains: number;
  score: number;
}

export class BeamSearch {
  private readonly evaluator: Evaluator;
  private readonly outcome = new PlacementOutcome();
  /** Transposition table: field hash -> evaluation (pure in the field, so kept across moves). */
  private readonly table = new EvalTable();
  /** Where a child is played out before it is known to be kept (alive and not seen yet in its layer). */
  private readonly scratch = new Field();
  /** The boards of a layer's children, one after another: only those that make the beam become Fields. */
  private kept = new Int32Array(BOARD_WORDS * 1024);

  constructor(readonly config: BeamConfig) {
    this.evaluator = new Evaluator(config.weights, config.maxAdded);
  }

  evaluate(field: Field): Evaluation {
    const slot = this.slotOf(field, hashField(field));
    return {
      value: this.table.value(slot),
      chains: this.table.chainsAt(slot),
      score: this.table.scoreAt(slot),
    };
  }

  /** Stores the boards of the layer's i-th child; returns where. */
  private keep(field: Field, i: number): number {
    const at = i * BOARD_WORDS;
    if (at + BOARD_WORDS > this.kept.length) {
      const grown = new Int32Array(this.kept.length * 2);
      grown.set(this.kept);
      this.kept = grown;
    }
    this.kept.set(field.boards, at);
    return at;
  }

  /** The table slot of a field's evaluation (evaluated now if it is not held). */
  private slotOf(field: Field, key: number): number {
    const slot = this.table.find(key);
    if (slot >= 0) return slot;
    const value = this.evaluator.evaluate(field);
    const p = this.evaluator.potential;
    return this.table.add(key, value, p.chains, p.score);
  }

  search(
    field: Field,
    queue: readonly Pair[],
    shouldStop?: () => boolean,
    maxDepth = Number.POSITIVE_INFINITY,
  ): BeamResult {
    const depth = Math.min(queue.length + this.config.extraDepth, Math.max(queue.length, maxDepth));
    const samples = this.config.samples ?? 1;
    const model = this.config.future ?? 'two';
    const roots = emptyRoots(depth);
    const start: Node[] = [{ field, root: -1, value: 0 }];
    const rootChains = (): number => this.evaluate(field).chains;
    if (samples <= 1) {
      const pairs = [...queue, ...futurePairs(model, field, queue, this.config.extraDepth)];
      const run = this.layers(start, pairs, 0, depth, roots, shouldStop);
      return { roots, rootChains: rootChains(), nodes: run.nodes, depth: run.reached };
    }
    // The visible pairs are the same in every sample: searched once, then each sample goes on from that layer.
    const shared = Math.min(queue.length, depth);
    const first = this.layers(start, queue, 0, shared, roots, shouldStop);
    let nodes = first.nodes;
    let reached = first.reached;
    if (reached < shared || shared === depth)
      return { roots, rootChains: rootChains(), nodes, depth: reached };
    const sampled: RootResult[][] = [];
    for (let s = 0; s < samples; s++) {
      if (shouldStop?.()) break;
      const pairs = [...queue, ...futurePairs(model, field, queue, this.config.extraDepth, s)];
      const own = emptyRoots(depth);
      const run = this.layers(first.layer, pairs, shared, depth, own, shouldStop);
      nodes += run.nodes;
      reached = Math.max(reached, run.reached);
      sampled.push(own);
    }
    mergeSamples(roots, sampled, shared);
    return { roots, rootChains: rootChains(), nodes, depth: reached };
  }

  /** Searches layers `from` to `to` - 1 from `layer` (children of layer d play pairs[d]), noting into `roots`. */
  private layers(
    start: Node[],
    pairs: readonly Pair[],
    from: number,
    to: number,
    roots: RootResult[],
    shouldStop?: () => boolean,
  ): { layer: Node[]; nodes: number; reached: number } {
    let layer = start;
    let nodes = 0;
    let reached = from;
    for (let d = from; d < to && layer.length > 0; d++) {
      if (d > 0 && shouldStop?.()) break;
      const pair = pairs[d];
      const seen = new Set<number>();
      const children: Child[] = [];
      for (const node of layer) {
        const mask = reachableMask(node.field);
        for (const placement of placementsFor(pair)) {
          if (!canReach(mask, pair, placement)) continue;
          const id = placementId(placement.col, placement.rot);
          const child = this.scratch.copyFrom(node.field);
          const out = applyPlacementInPlace(child, pair, placement, this.outcome);
          nodes++;
          if (out.dead) continue;
          const root = d === 0 ? id : node.root;
          if (out.chains > 0) {
            const attack = roots[root].attacks[d];
            if (out.score > attack.score) {
              attack.chains = out.chains;
              attack.score = out.score;
              attack.depth = d;
            }
          }
          const key = hashField(child);
          if (seen.has(key)) continue;
          seen.add(key);
          const slot = this.slotOf(child, key);
          const value = this.table.value(slot);
          const rootResult = roots[root];
          if (d + 1 > rootResult.buildDepth || value > rootResult.build) {
            rootResult.build = value;
            rootResult.buildDepth = d + 1;
            rootResult.potentialChains = this.table.chainsAt(slot);
            rootResult.potentialScore = this.table.scoreAt(slot);
          }
          children.push({ at: this.keep(child, children.length), root, value });
        }
      }
      children.sort((a, b) => b.value - a.value);
      layer = children.slice(0, this.config.width).map((child): Node => {
        const field = new Field();
        field.boards.set(this.kept.subarray(child.at, child.at + BOARD_WORDS));
        return { field, root: child.root, value: child.value };
      });
      reached = d + 1;
    }
    return { layer, nodes, reached };
  }
}

function emptyRoots(depth: number): RootResult[] {
  return PLACEMENTS.map((_, id) => ({
    placementId: id,
    build: Number.NEGATIVE_INFINITY,
    buildDepth: 0,
    potentialChains: 0,
    potentialScore: 0,
    attacks: Array.from({ length: depth }, (): Attack => ({ chains: 0, score: 0, depth: 0 })),
  }));
}

/**
 * Folds the samples' later layers into the roots of the shared (visible) layers: a root's later attack is the mean
 * over samples of its best chain after the root move, each later depth's attack the best any sample found, its
 * build the mean of the samples' build values at the shallowest depth every sample reached with it.
 */
function mergeSamples(roots: RootResult[], sampled: readonly RootResult[][], shared: number): void {
  for (const root of roots) {
    const id = root.placementId;
    let sharedLater = 0;
    for (let d = 1; d < shared; d++) sharedLater = Math.max(sharedLater, root.attacks[d].score);
    let later = 0;
    let build = 0;
    let buildDepth = Number.POSITIVE_INFINITY;
    let builds = 0;
    for (const own of sampled) {
      const r = own[id];
      let best = sharedLater;
      for (let d = shared; d < r.attacks.length; d++) {
        const a = r.attacks[d];
        best = Math.max(best, a.score);
        if (a.score > root.attacks[d].score) root.attacks[d] = a;
      }
      later += best;
      if (r.buildDepth > 0) {
        build += r.build;
        builds++;
        buildDepth = Math.min(buildDepth, r.buildDepth);
        if (builds === 1) {
          root.potentialChains = r.potentialChains;
          root.potentialScore = r.potentialScore;
        }
      }
    }
    root.later = later / sampled.length;
    // A root every sample dropped keeps its value from the shared layers.
    if (builds === sampled.length) {
      root.build = build / builds;
      root.buildDepth = buildDepth;
    }
  }
}
