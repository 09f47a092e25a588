/**
 * The strong AI's search: a beam search over placements of the visible pairs (then, optionally, pairs drawn from a
 * generator seeded by the position, so a move stays reproducible), each child field evaluated by `Evaluator`
 * (potential chain + shape) through a transposition table, duplicates merged per layer. Every line that fires a
 * chain is remembered as an attack of its root move; the policy (policy.ts) picks between attacking and building.
 */
import {
  applyPlacementInPlace,
  COLORS,
  type Color,
  type Field,
  type Pair,
  PLACEMENTS,
  PlacementOutcome,
  placementId,
  placementsFor,
} from '../index.ts';
import { Evaluator, type Weights } from './evaluate.ts';
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

interface CacheEntry {
  value: number;
  chains: number;
  score: number;
}

const CACHE_LIMIT = 400_000;

export class BeamSearch {
  private readonly evaluator: Evaluator;
  private readonly outcome = new PlacementOutcome();
  /** Transposition table: field hash -> evaluation (pure in the field, so kept across moves). */
  private readonly cache = new Map<number, CacheEntry>();

  constructor(readonly config: BeamConfig) {
    this.evaluator = new Evaluator(config.weights, config.maxAdded);
  }

  evaluate(field: Field): CacheEntry {
    const key = hashField(field);
    let entry = this.cache.get(key);
    if (entry === undefined) {
      const value = this.evaluator.evaluate(field);
      const p = this.evaluator.potential;
      entry = { value, chains: p.chains, score: p.score };
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(key, entry);
    }
    return entry;
  }

  search(field: Field, queue: readonly Pair[], shouldStop?: () => boolean): BeamResult {
    const depth = queue.length + this.config.extraDepth;
    const pairs = [...queue, ...this.futurePairs(field, queue, this.config.extraDepth)];
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
      const seen = new Map<number, number>();
      const children: Node[] = [];
      for (const node of layer) {
        const mask = reachableMask(node.field);
        for (const placement of placementsFor(pair)) {
          if (!canReach(mask, pair, placement)) continue;
          const id = placementId(placement.col, placement.rot);
          const child = node.field.clone();
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
          seen.set(key, children.length);
          const entry = this.evaluate(child);
          const rootResult = roots[root];
          if (d + 1 > rootResult.buildDepth || entry.value > rootResult.build) {
            rootResult.build = entry.value;
            rootResult.buildDepth = d + 1;
            rootResult.potentialChains = entry.chains;
            rootResult.potentialScore = entry.score;
          }
          children.push({ field: child, root, value: entry.value });
        }
      }
      children.sort((a, b) => b.value - a.value);
      layer = children.length > this.config.width ? children.slice(0, this.config.width) : children;
      reached = d + 1;
    }
    return { roots, rootChains: this.evaluate(field).chains, nodes, depth: reached };
  }

  /**
   * Pairs beyond the visible queue (after ama): two pairs that hold all four colours, repeated. Which two depends
   * on the position, so a search is reproducible; distinct-coloured pairs keep it from counting on lucky pairs.
   */
  private futurePairs(field: Field, queue: readonly Pair[], count: number): Pair[] {
    if (count === 0) return [];
    const [a, b, c, d] = paletteOf(field, queue);
    const bags = [
      [a, b, c, d],
      [a, c, b, d],
      [a, d, b, c],
      [b, c, a, d],
      [b, d, a, c],
      [c, d, a, b],
    ];
    const bag = bags[(field.count() >> 1) % bags.length];
    return Array.from({ length: count }, (_, i) => ({
      pivot: bag[(i & 1) * 2],
      child: bag[(i & 1) * 2 + 1],
    }));
  }
}

/** The colours in play as far as the player can tell (the queue's and the field's), completed to 4 with the rest. */
function paletteOf(field: Field, queue: readonly Pair[]): Color[] {
  const seen = new Set<Color>();
  for (const pair of queue) seen.add(pair.pivot).add(pair.child);
  for (const color of COLORS) if (seen.size < 4 && field.count(color) > 0) seen.add(color);
  for (const color of COLORS) if (seen.size < 4) seen.add(color);
  return [...seen].sort();
}
