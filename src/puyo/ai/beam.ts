/**
 * The strong AI's search: a beam search over placements of the visible pairs (then, optionally, pairs imagined from the
 * position by futurePairs.ts, so a move stays reproducible), each child field evaluated by `Evaluator`
 * (potential chain + shape) through a transposition table, duplicates merged per layer. Every line that fires a
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
    const future = futurePairs(this.config.future ?? 'two', field, queue, this.config.extraDepth);
    const pairs = [...queue, ...future];
    const roots: RootResult[] = PLACEMENTS.map((_, id) => ({
      placementId: id,
      build: Number.NEGATIVE_INFINITY,
      buildDepth: 0,
      potentialChains: 0,
      potentialScore: 0,
      attacks: Array.from({ length: depth }, (): Attack => ({ chains: 0, score: 0, depth: 0 })),
    }));
    let layer: Node[] = [{ field, root: -1, value: 0 }];
    let nodes = 0;
    let reached = 0;
    for (let d = 0; d < depth && layer.length > 0; d++) {
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
    return { roots, rootChains: this.evaluate(field).chains, nodes, depth: reached };
  }
}
