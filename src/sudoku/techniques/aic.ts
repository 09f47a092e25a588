/**
 * Alternating inference chains and nice loops: strong links (off -> on) and weak links (on -> off) alternate over
 * the nodes of chainGraph.ts. Searched breadth-first from every candidate (and grouped node), so the shortest chain
 * is reported. The X-Chain and XY-Chain of chains.ts are the one-digit and two-candidate-cell cases.
 * - From "X is not d" to "Y is e" over a chain: X or Y holds, so a candidate weakly linked to both goes.
 * - From "X is not d" back to "X is d": X holds; from "X is d" to "X is not d": X goes (discontinuous loops).
 * - From "X is not d" round to a node weakly linked to X (a continuous loop): every link holds both ways, so what
 *   each weak link's two ends both see goes (of one digit: the digit in every cell seeing both; in one cell: the
 *   cell's other candidates).
 * Three searches, each only where the one before finds nothing: candidates only (AIC, Nice Loop), with grouped nodes
 * (Grouped AIC, Grouped Nice Loop), and with almost locked sets as nodes too (AIC with ALS).
 */
import type { Board } from '../board.ts';
import { ALS_LINK, ALS_NODE, CELL_LINK, type ChainGraph, chainGraph } from './chainGraph.ts';
import { chainStep, type Found, type Richness } from './chainStep.ts';
import { onLastBoard } from './lastBoard.ts';
import { lengthBonus, roundRating } from './rating.ts';
import type { Candidate, Step } from './step.ts';

/** Chains longer than this (in nodes) are left to the forcing chains. */
const MAX_NODES = 20;

const RICHNESS: Record<Richness, { groups: boolean; als: boolean }> = {
  plain: { groups: false, als: false },
  grouped: { groups: true, als: false },
  als: { groups: true, als: true },
};

const searches = {
  plain: onLastBoard((board: Board) => shortestChain(board, 'plain')),
  grouped: onLastBoard((board: Board) => shortestChain(board, 'grouped')),
  als: onLastBoard((board: Board) => shortestChain(board, 'als')),
};

/** The shortest chain or loop over nodes as rich as `richness`, when it is a chain or a loop (`kind`, or either). */
export const chainOfKind =
  (kind: 'chain' | 'loop' | 'any', richness: Richness = 'plain') =>
  (board: Board): Step | null => {
    const step = searches[richness](board);
    if (!step?.proof) return null;
    return kind === 'any' || (step.proof.kind === 'chain') === (kind === 'chain') ? step : null;
  };

function shortestChain(board: Board, richness: Richness): Step | null {
  const graph = chainGraph(board, RICHNESS[richness]);
  const found = search(board, graph);
  return found ? chainStep(graph, found) : null;
}

/**
 * Sudoku Explainer's chains of one kind of link, for the rating's path only: X-cycles (continuous loops of one digit
 * over its units) and Y-cycles (continuous loops whose strong links are two-candidate cells), 6.5 and SE's length
 * bonus, and forcing X-chains (one digit), 6.6 and the bonus. SE rates a step by the lowest-rated of these where one
 * exists, which the shortest chain of all kinds need not be.
 */
export function seCycleOrXChain(board: Board): Step | null {
  const graph = chainGraph(board, RICHNESS.plain);
  const sameDigit = (from: number, to: number) => graph.digit[from] === graph.digit[to];
  const xLinks = linksOf(graph, (from, to, why) => why >= 0 && sameDigit(from, to), sameDigit);
  const yLinks = linksOf(
    graph,
    (_from, _to, why) => why === CELL_LINK,
    () => true,
  );
  const found = [search(board, xLinks), search(board, xLinks, true), search(board, yLinks, true)];
  let best: Step | null = null;
  for (const one of found) {
    if (!one) continue;
    const step = chainStep(graph, one);
    const rated = one.continuous
      ? { ...step, rating: roundRating(6.5 + lengthBonus(one.states.length)) }
      : step;
    if (!best || (rated.rating as number) < (best.rating as number)) best = rated;
  }
  return best;
}

/** The graph with only the strong and weak links that `strong` and `weak` keep. */
function linksOf(
  graph: ChainGraph,
  strong: (from: number, to: number, why: number) => boolean,
  weak: (from: number, to: number) => boolean,
): ChainGraph {
  const strongTo = graph.strongTo.map((list, from) =>
    list.filter((to, i) => strong(from, to, graph.strongWhy[from][i])),
  );
  const strongWhy = graph.strongWhy.map((list, from) =>
    list.filter((why, i) => strong(from, graph.strongTo[from][i], why)),
  );
  return { ...graph, strongTo, strongWhy, weak: (node) => graph.weak(node).filter((to) => weak(node, to)) };
}

function search(board: Board, graph: ChainGraph, continuousOnly = false): Found | null {
  const { size, strongTo } = graph;
  const parent = new Int32Array(size * 2);
  const depthOf = new Uint8Array(size * 2);
  let best: Found | null = null;
  for (let start = 0; start < size; start++) {
    if (graph.kind[start] === ALS_NODE) continue;
    const linked = weaklyLinkedCandidates(board, graph, start);
    for (const startOn of [false, true]) {
      if (!startOn && strongTo[start].length === 0) continue;
      parent.fill(-2);
      const first = start * 2 + (startOn ? 1 : 0);
      parent[first] = -1;
      const queue = [first];
      depthOf[first] = 1;
      for (let head = 0; head < queue.length; head++) {
        const state = queue[head];
        const depth = depthOf[state];
        if (depth >= MAX_NODES || (best && depth + 1 >= best.states.length)) break;
        const node = state >> 1;
        const on = (state & 1) === 1;
        const next = on ? graph.weak(node) : strongTo[node];
        for (const to of next) {
          const ns = to * 2 + (on ? 0 : 1);
          if (ns === first && !startOn && depth >= 4) {
            const loop = pathTo(parent, state);
            const eliminations = loopEliminations(board, graph, loop);
            if (eliminations.length > 0 && (!best || loop.length < best.states.length))
              best = { states: loop, continuous: true, placements: [], eliminations };
            continue;
          }
          if (parent[ns] !== -2) continue;
          parent[ns] = state;
          depthOf[ns] = depth + 1;
          queue.push(ns);
          const found = conclusion(graph, start, startOn, ns, linked);
          if (!found) continue;
          const states = pathTo(parent, ns);
          if (best && states.length >= best.states.length) continue;
          // A chain whose end sees its start closes a continuous loop: more goes.
          const closes = !startOn && states.length >= 4 && graph.weak(to).includes(start);
          if (continuousOnly && !closes) continue;
          best = closes
            ? {
                states,
                continuous: true,
                placements: [],
                eliminations: loopEliminations(board, graph, states),
              }
            : { states, continuous: false, ...found };
        }
      }
    }
  }
  return best;
}

function pathTo(parent: Int32Array, state: number): number[] {
  const states: number[] = [];
  for (let s = state; s >= 0; s = parent[s]) states.push(s);
  return states.reverse();
}

const asCandidate = (cand: number): Candidate => ({ cell: (cand / 9) | 0, digit: (cand % 9) + 1 });

/** The open candidates weakly linked to `node` (what goes when it holds). */
function weaklyLinkedCandidates(board: Board, graph: ChainGraph, node: number): number[] {
  const linked: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const m = board.cands[cell];
    if (board.values[cell] !== 0 || m === 0) continue;
    for (let d = 0; d < 9; d++)
      if (m & (1 << d) && graph.weakToCandidate(node, cell * 9 + d)) linked.push(cell * 9 + d);
  }
  return linked;
}

/** What reaching `state` from the start proves, if anything. */
function conclusion(
  graph: ChainGraph,
  start: number,
  startOn: boolean,
  state: number,
  linked: readonly number[],
): { placements: Candidate[]; eliminations: Candidate[] } | null {
  const node = state >> 1;
  const on = (state & 1) === 1;
  if (node === start) {
    if (startOn === on) return null;
    const d = graph.digit[start];
    const cells = graph.cells[start];
    // The start holds: a candidate is placed, a group takes its digit from what sees it all.
    if (on && cells.length === 1) return { placements: [{ cell: cells[0], digit: d + 1 }], eliminations: [] };
    if (on) return linked.length > 0 ? { placements: [], eliminations: linked.map(asCandidate) } : null;
    return { placements: [], eliminations: cells.map((cell) => ({ cell, digit: d + 1 })) };
  }
  if (startOn || !on) return null;
  const eliminations = linked.filter((cand) => graph.weakToCandidate(node, cand)).map(asCandidate);
  return eliminations.length > 0 ? { placements: [], eliminations } : null;
}

/**
 * A continuous loop's eliminations: what both ends of each weak link see (the loop closes on its first state). An
 * ALS the loop goes through then lacks exactly one of the two digits it enters and leaves on, so its other digits
 * are locked in it: they go from every cell that sees all the ALS's cells holding them.
 */
function loopEliminations(board: Board, graph: ChainGraph, states: readonly number[]): Candidate[] {
  const found = new Set<number>();
  for (let i = 1; i <= states.length; i += 2) {
    const a = states[i] >> 1;
    const b = states[(i + 1) % states.length] >> 1;
    for (const cand of weaklyLinkedCandidates(board, graph, a))
      if (graph.weakToCandidate(b, cand) && !inNode(graph, a, cand) && !inNode(graph, b, cand))
        found.add(cand);
  }
  for (let i = 0; i < states.length; i += 2) {
    const from = states[i] >> 1;
    const to = states[i + 1] >> 1;
    const why = graph.strongWhy[from][graph.strongTo[from].indexOf(to)];
    if (why > ALS_LINK) continue;
    const als = graph.als[ALS_LINK - why];
    for (let d = 0; d < 9; d++) {
      if (d === graph.digit[from] || d === graph.digit[to] || !(als.digits & (1 << d))) continue;
      for (let cell = 0; cell < 81; cell++)
        if (
          board.values[cell] === 0 &&
          board.cands[cell] & (1 << d) &&
          als.seeing[d * 3 + ((cell / 27) | 0)] & (1 << (cell % 27))
        )
          found.add(cell * 9 + d);
    }
  }
  return [...found].sort((x, y) => x - y).map(asCandidate);
}

const inNode = (graph: ChainGraph, node: number, cand: number): boolean =>
  cand % 9 === graph.digit[node] && graph.cells[node].includes((cand / 9) | 0);
