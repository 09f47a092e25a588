/** A chain found by aic.ts as a step: its facts with their reasons, its name by the nodes it uses, its rating. */
import type { ChainGraph } from './chainGraph.ts';
import { ALS_LINK, CELL_LINK } from './chainGraph.ts';
import { branchWords, capitalised, nodeWords } from './chainWords.ts';
import { chainRating, lengthBonus, RATINGS, roundRating } from './rating.ts';
import { type Candidate, type ChainFact, type ChainProof, describeEliminations, type Step } from './step.ts';

export type Richness = 'plain' | 'grouped' | 'als';

export interface Found {
  /** node * 2 + (1 when on), from the start. */
  readonly states: readonly number[];
  /** A continuous loop: the last state weakly links back to the first. */
  readonly continuous: boolean;
  readonly placements: Candidate[];
  readonly eliminations: Candidate[];
}

function factOf(graph: ChainGraph, states: readonly number[], i: number): ChainFact {
  const node = states[i] >> 1;
  const on = (states[i] & 1) === 1;
  const cells = graph.cells[node];
  const base = { cell: cells[0], digit: graph.digit[node] + 1, on, ...(cells.length > 1 ? { cells } : {}) };
  if (i === 0) return { ...base, why: { kind: 'supposed' } };
  const previous = states[i - 1] >> 1;
  if (!on) return { ...base, why: { kind: 'seen', cell: graph.cells[previous][0] } };
  const why = graph.strongWhy[previous][graph.strongTo[previous].indexOf(node)];
  if (why === CELL_LINK) return { ...base, why: { kind: 'lastInCell' } };
  if (why >= 0) return { ...base, why: { kind: 'lastInUnit', unit: why } };
  const als = graph.als[ALS_LINK - why];
  const lost = graph.digit[previous] + 1;
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if (d !== lost && als.digits & (1 << (d - 1))) digits.push(d);
  return { ...base, why: { kind: 'almostLocked', cells: als.cells, lost, digits } };
}

export function chainStep(graph: ChainGraph, found: Found): Step {
  const facts = found.states.map((_, i) => factOf(graph, found.states, i));
  const first = facts[0];
  if (found.continuous)
    facts.push({ ...first, on: false, why: { kind: 'seen', cell: facts[facts.length - 1].cell } });
  const last = facts[facts.length - 1];
  const kind = found.continuous
    ? 'continuous'
    : found.states[0] >> 1 === found.states[found.states.length - 1] >> 1
      ? 'loop'
      : 'chain';
  const proof: ChainProof = { kind, level: 0, branches: [{ facts, contradiction: false }] };
  const remove = `remove ${describeEliminations(found.eliminations)}`;
  const result =
    kind === 'chain'
      ? `So ${nodeWords(first, true)} or ${nodeWords(last, true)}: ${remove}.`
      : kind === 'continuous'
        ? `The chain closes on its start, a continuous loop: each link holds both ways, so ${remove}.`
        : found.placements.length > 0
          ? `So ${nodeWords(first, true)}.`
          : first.cells
            ? `So ${nodeWords(first, last.on)}: ${remove}.`
            : `So ${nodeWords(first, false)}.`;
  const usesAls = facts.some((f) => f.why.kind === 'almostLocked');
  const grouped = facts.some((f) => f.cells);
  const loop = kind !== 'chain';
  const technique = usesAls
    ? 'AIC with ALS'
    : grouped
      ? loop
        ? 'Grouped Nice Loop'
        : 'Grouped AIC'
      : loop
        ? 'Nice Loop'
        : 'Alternating Inference Chain';
  const digits = [...new Set(facts.map((f) => f.digit))];
  // A loop's closing fact repeats its first: its length is its nodes'. SE's chain for an open one starts and ends on
  // the candidate it removes, two facts more (rating.ts).
  const length = found.states.length;
  const rating =
    technique === 'Alternating Inference Chain' || technique === 'Nice Loop'
      ? chainRating(digits.length === 1, length, loop)
      : roundRating((RATINGS[technique] as number) + lengthBonus(loop ? length : length + 2));
  return {
    technique,
    units: [],
    cells: [...new Set(facts.flatMap((f) => f.cells ?? [f.cell]))],
    digits,
    placements: found.placements,
    eliminations: found.eliminations,
    explanation: `${capitalised(branchWords(proof.branches[0]))}. ${result}`,
    proof,
    rating,
  };
}
