/**
 * The strong AI: beam search (beam.ts) plus a policy that decides between building and firing.
 * - Solo with a known end (pairsLeft): near the end, fire the best chain in reach before the pairs run out.
 * - Fire when a line fires a chain worth `fireScore` or more (the level's chain target).
 * - When the stack is dangerously high, fire the best chain in reach rather than die.
 * - Versus (opponent known): also fire when the chain would bury an opponent who cannot answer, or to cancel
 *   garbage about to fall that we could not survive.
 * - Otherwise build: the move whose deepest lines keep the best evaluation.
 */
import { COLUMNS, type Field, PLACEMENTS } from '../index.ts';
import { type BeamConfig, type BeamResult, BeamSearch, type RootResult } from './beam.ts';
import type { Weights } from './evaluate.ts';
import { type AiState, type PuyoAi, reachableMask } from './player.ts';
import { emptyPotential, findPotentialChain } from './potential.ts';
import { columnHeights, freeCellsOf } from './shape.ts';
import type { AiDecision } from './types.ts';

export interface StrongConfig extends BeamConfig {
  readonly name: string;
  /** Fire a chain worth this many points or more as soon as one is in reach. */
  readonly fireScore: number;
  /** With this many free cells or fewer, fire the built chain as soon as it (or all but one link) is in reach. */
  readonly fullCells: number;
  /** With extra depth: build towards the biggest chain found if it is worth this much (else by evaluation). */
  readonly planScore: number;
  /** Versus: fire a chain that would fill this share of the opponent's free space (1: only to kill). */
  readonly pressure: number;
  /** Imagine no pairs past the end of a game whose length is known (solo): plan only chains that can still fire. */
  readonly stopAtEnd?: boolean;
  /**
   * Versus: share of the chain the opponent could fire with one or two more puyos (their answer) that a chain sent
   * to bury them must cover on top, since they would fire it to offset ours (0 or absent: ignore it).
   */
  readonly threat?: number;
  /** Solo (no opponent): rules that replace the versus ones (absent: solo plays by them too). */
  readonly solo?: SoloRules;
}

export interface SoloRules {
  /** Replaces `fullCells`: a fuller field holds a longer chain, and no garbage can fall on it. */
  readonly fullCells: number;
  /**
   * Whether column 2 or 4 at row 12 (closing the way to the edge columns) is danger enough to fire the best chain
   * in reach. If not, only column 3 at row 11 or under 8 free cells is.
   */
  readonly blockedIsDanger: boolean;
  /** With this many free cells or fewer, a chain worth `secureScore` is ready to fire (absent: no such rule). */
  readonly secureCells?: number;
  readonly secureScore?: number;
  /** Replaces `weights` in the search's evaluation (absent: solo evaluates fields as versus does). */
  readonly weights?: Weights;
  /**
   * Fire the best chain in reach (the visible pairs) once it has this many links or more and no line of the search
   * fires a longer one later, before the game ends (absent: no such rule). Without it a chain in reach waits for
   * a free-cell or danger rule, and a field that a small pop keeps just out of danger can lose its trigger.
   */
  readonly peakChains?: number;
  /**
   * With more than `fullCells` cells free, a chain worth the fire score (or the secure score) waits while a line of
   * the search fires a longer chain before the end (absent: it fires at once).
   */
  readonly waitForLonger?: boolean;
  /**
   * In danger (column 3 high, little room, or a blocked column), build on instead of firing a chain more than this
   * many links shorter than the field's potential chain, as long as a move that fires nothing keeps a line of the
   * search alive to its full depth (absent: the best chain in reach fires, however small, and breaks the main one).
   */
  readonly dangerSlack?: number;
}

/** Points per garbage puyo (Tsu's target points). */
const TARGET_POINTS = 70;

export class StrongAi implements PuyoAi {
  readonly name: string;
  private readonly search: BeamSearch;
  /** The search without an opponent: `search` itself unless solo rules bring their own weights. */
  private readonly soloSearch: BeamSearch;
  private readonly heights = new Int32Array(COLUMNS);
  private readonly answerChain = emptyPotential();

  constructor(
    readonly config: StrongConfig,
    private readonly shouldStop?: () => boolean,
  ) {
    this.name = config.name;
    this.search = new BeamSearch(config);
    const soloWeights = config.solo?.weights;
    this.soloSearch = soloWeights ? new BeamSearch({ ...config, weights: soloWeights }) : this.search;
  }

  decide(state: AiState): AiDecision {
    const maxDepth = this.config.stopAtEnd ? state.pairsLeft : undefined;
    const search = state.opponent ? this.search : this.soloSearch;
    const result = search.search(state.field, state.queue, this.shouldStop, maxDepth);
    const roots = result.roots.filter(
      (r) => r.build > Number.NEGATIVE_INFINITY || bestAttack(r, 99).score > 0,
    );
    if (roots.length === 0) {
      // Every move loses: play any reachable one.
      const mask = reachableMask(state.field);
      const id = Math.max(
        0,
        PLACEMENTS.findIndex((_, i) => mask & (1 << i)),
      );
      return this.answer(id, result.nodes, result.depth, 'build', 0, 0);
    }
    const pairsLeft = state.pairsLeft ?? Number.POSITIVE_INFINITY;
    const visible = Math.min(state.queue.length, result.depth, pairsLeft);

    const byAttack = (within: number, minScore: number, soonerPremium = 0.02): RootResult | undefined => {
      let best: RootResult | undefined;
      let bestScore = minScore - 1;
      for (const r of roots) {
        const a = bestAttack(r, within);
        // Sooner is better: a chain one pair later must be worth more to be preferred.
        const s = a.score * (1 - soonerPremium * a.depth);
        if (a.score >= minScore && s > bestScore) {
          bestScore = s;
          best = r;
        }
      }
      return best;
    };
    const fire = (r: RootResult, within: number): AiDecision => {
      const a = bestAttack(r, within);
      return this.answer(r.placementId, result.nodes, result.depth, 'fire', a.chains, a.score);
    };

    // The last pairs: the best chain that can still fire.
    if (pairsLeft <= visible) {
      const r = byAttack(pairsLeft, 1, this.config.stopAtEnd ? 0 : 0.02);
      if (r) return fire(r, pairsLeft);
    }
    const solo = state.opponent ? undefined : this.config.solo;
    const inReach = longestChain(roots, 0, visible);
    const later = longestChain(roots, visible, Math.min(result.depth, pairsLeft));
    const target = this.fireTarget(state);
    // Versus: a chain that is ready fires now; waiting for a bigger one a pair later loses races.
    const ready = state.opponent ? byAttack(1, target) : byAttack(visible, target);
    // Solo, room left: a ready chain waits while a line of the search fires a longer one before the end.
    const grows = solo?.waitForLonger && later > inReach && freeCells(state.field) > solo.fullCells;
    if (ready && !grows) return fire(ready, visible);
    // The chain in reach is as long as it gets: no line of the search fires a longer one before the end.
    if (solo?.peakChains !== undefined && inReach >= solo.peakChains && later <= inReach) {
      const r = byAttack(visible, 1);
      if (r) return fire(r, visible);
    }
    // Little room left: fire the chain built so far (or nearly all of it) as soon as it is in reach.
    if (freeCells(state.field) <= (solo?.fullCells ?? this.config.fullCells)) {
      const r = byAttack(visible, 1);
      if (r && bestAttack(r, visible).chains >= result.rootChains - 1) return fire(r, visible);
    }
    // Garbage on its way that would bury us: cancel what we can with the best chain in reach, however small.
    const incoming = state.incomingGarbage ?? 0;
    if (incoming > 0 && incoming >= freeCells(state.field) - 18) {
      const r = byAttack(visible, 1);
      if (r) return fire(r, visible);
    }
    if (critical(state.field) || ((solo?.blockedIsDanger ?? true) && blocked(state.field))) {
      const r = byAttack(visible, 1);
      const outlast = r && outlastDanger(solo?.dangerSlack, bestAttack(r, visible).chains, result, roots);
      if (outlast)
        return this.answer(
          outlast.placementId,
          result.nodes,
          result.depth,
          'build',
          outlast.potentialChains,
          outlast.potentialScore,
        );
      if (r) return fire(r, visible);
    }
    if (this.config.extraDepth > 0) {
      // Build towards the biggest chain the search found in the imagined future (ama's selection).
      let bestChain: RootResult | undefined;
      let bestScore = 0;
      for (const r of roots) {
        // A move that itself fires a chain is a decision to fire, taken above; here only later chains count.
        if (r.attacks[0].chains >= 2) continue;
        const score = bestLaterAttack(r);
        if (score > bestScore || (score === bestScore && bestChain && r.build > bestChain.build)) {
          bestScore = score;
          bestChain = r;
        }
      }
      if (bestChain && bestScore >= this.config.planScore) {
        const later = bestLaterAttack(bestChain);
        return this.answer(
          bestChain.placementId,
          result.nodes,
          result.depth,
          'build',
          attackChains(bestChain, later),
          later,
        );
      }
    }
    const quiet = roots.filter((r) => r.attacks[0].chains < 2);
    const candidates = quiet.length > 0 ? quiet : roots;
    let best = candidates[0];
    for (const r of candidates) {
      if (r.buildDepth > best.buildDepth || (r.buildDepth === best.buildDepth && r.build > best.build))
        best = r;
    }
    return this.answer(
      best.placementId,
      result.nodes,
      result.depth,
      'build',
      best.potentialChains,
      best.potentialScore,
    );
  }

  /** Points a chain must be worth for the AI to fire it now. */
  private fireTarget(state: AiState): number {
    let target = this.config.fireScore;
    const solo = this.config.solo;
    if (!state.opponent && solo?.secureScore && freeCells(state.field) <= (solo.secureCells ?? 0))
      target = Math.min(target, solo.secureScore);
    const incoming = state.incomingGarbage ?? 0;
    // Garbage about to fall: a chain that cancels it (and more) is worth firing.
    if (incoming >= 6) target = Math.min(target, incoming * TARGET_POINTS);
    const opponent = state.opponent;
    if (opponent) {
      // Garbage that fills `pressure` of the opponent's free space (after what waits for us) wins or nearly.
      const free = freeCells(opponent.field) - opponent.incomingGarbage;
      let kill = Math.max(free * this.config.pressure, 6) * TARGET_POINTS + incoming * TARGET_POINTS;
      if (this.config.threat) kill += this.config.threat * this.opponentAnswer(opponent.field);
      target = Math.min(target, kill);
    }
    return target;
  }

  /** Points of the best chain the opponent could fire with one or two more puyos of a colour. */
  opponentAnswer(field: Field): number {
    return findPotentialChain(field, columnHeights(field, this.heights), this.answerChain, 2).score;
  }

  private answer(
    id: number,
    nodes: number,
    depth: number,
    plan: 'build' | 'fire',
    chains: number,
    score: number,
  ): AiDecision {
    return {
      placement: PLACEMENTS[id],
      stats: { nodes, depth, plan, expectedChains: chains, expectedScore: score },
    };
  }
}

/** The root's best attack firing within the first `within` pairs. */
function bestAttack(r: RootResult, within: number): { chains: number; score: number; depth: number } {
  let best = { chains: 0, score: 0, depth: 0 };
  for (let d = 0; d < Math.min(within, r.attacks.length); d++) {
    if (r.attacks[d].score > best.score) best = r.attacks[d];
  }
  return best;
}

/**
 * The best chain score a root's lines fire after the root move itself (with sampled futures: its mean over the
 * samples).
 */
function bestLaterAttack(r: RootResult): number {
  if (r.later !== undefined) return r.later;
  let best = 0;
  for (let d = 1; d < r.attacks.length; d++) best = Math.max(best, r.attacks[d].score);
  return best;
}

/** The longest chain any root's lines fire at depths `from` to `to` - 1. */
function longestChain(roots: readonly RootResult[], from: number, to: number): number {
  let longest = 0;
  for (const r of roots) {
    for (let d = from; d < Math.min(to, r.attacks.length); d++)
      longest = Math.max(longest, r.attacks[d].chains);
  }
  return longest;
}

/**
 * In danger, the move to build on instead of firing a chain `chains` links long, if the rules allow it (`slack`):
 * that chain is more than `slack` links shorter than the field's potential chain, and the move keeps a line of the
 * search alive to its full depth (the best such line's move; it may pop a small group to make room).
 */
function outlastDanger(
  slack: number | undefined,
  chains: number,
  result: BeamResult,
  roots: readonly RootResult[],
): RootResult | undefined {
  if (slack === undefined || chains >= result.rootChains - slack) return undefined;
  let best: RootResult | undefined;
  for (const r of roots) {
    if (r.buildDepth >= result.depth && (!best || r.build > best.build)) best = r;
  }
  return best;
}

/** The links of the chain worth `score` among a root's attacks (with sampled futures, a mean: the biggest's). */
function attackChains(r: RootResult, score: number): number {
  const exact = r.attacks.find((a) => a.score === score);
  if (exact) return exact.chains;
  let best = r.attacks[0];
  for (const a of r.attacks) if (a.score > best.score) best = a;
  return best.chains;
}

const scratchHeights = new Int32Array(COLUMNS);

/** Visible cells still empty (rows 1-12). */
const freeCells = (field: Field): number => freeCellsOf(columnHeights(field, scratchHeights));

/** The stack is close to topping out: column 3 high or little room left. */
function critical(field: Field): boolean {
  return field.height(2) >= 11 || freeCells(field) < 8;
}

/** A column next to column 3 closes the way to the edge columns. */
function blocked(field: Field): boolean {
  return field.height(1) >= 12 || field.height(3) >= 12;
}
