/** A chain's or forcing chain's proof in English words, fact by fact (the page words the same structure itself). */
import { cellName, unitName } from '../grid.ts';
import type { Candidate, ChainBranch, ChainFact, ChainProof } from './step.ts';

/** "a1 is 5", "a1 is not 5"; for a group "one of a1, b1 is 5", "none of a1, b1 is 5". */
export function nodeWords(fact: ChainFact, on: boolean): string {
  if (!fact.cells) return `${cellName(fact.cell)} ${on ? 'is' : 'is not'} ${fact.digit}`;
  return `${on ? 'one' : 'none'} of ${fact.cells.map(cellName).join(', ')} is ${fact.digit}`;
}

const factWords = (fact: ChainFact): string => `${nodeWords(fact, fact.on)}${reasonWords(fact)}`;

function reasonWords(fact: ChainFact): string {
  switch (fact.why.kind) {
    case 'lastInCell':
      return ' (its last candidate)';
    case 'lastInUnit':
      return ` (the last place${fact.cells ? 's' : ''} for ${fact.digit} in ${unitName(fact.why.unit)})`;
    case 'almostLocked':
      return ` (without ${fact.why.lost}, ${fact.why.cells.map(cellName).join(', ')} can only hold ${fact.why.digits.join(', ')}: an almost locked set)`;
    case 'nested':
      return ' (supposing it leads to a contradiction)';
    default:
      return '';
  }
}

/** "If a1 is 5: b1 is not 5, b1 is 3 (its last candidate), ... — a contradiction." */
export function branchWords(branch: ChainBranch): string {
  const [first, ...rest] = branch.facts;
  const steps = rest.map(factWords).join(', then ');
  const end = branch.contradiction ? ': a contradiction' : '';
  return `if ${factWords(first)}, then ${steps}${end}`;
}

const conclusionWords = ({ cell, digit }: Candidate, on: boolean): string =>
  `${cellName(cell)} ${on ? 'is' : 'is not'} ${digit}`;

/** The whole proof: what the suppositions are, each branch, and the conclusion. */
export function proofWords(proof: ChainProof, conclusion: Candidate, on: boolean): string {
  const branches = proof.branches.map((b) => `${capitalised(branchWords(b))}.`).join(' ');
  const so = conclusionWords(conclusion, on);
  const first = proof.branches[0].facts[0];
  switch (proof.kind) {
    case 'contradiction':
      return `${branches} So ${so}.`;
    case 'double':
      return `Whether ${cellName(first.cell)} is ${first.digit} or not, ${so}. ${branches}`;
    case 'cell':
      return `Whichever digit ${cellName(first.cell)} holds, ${so}. ${branches}`;
    case 'unit':
      return `Wherever ${first.digit} goes in ${unitName(proof.unit ?? 0)}, ${so}. ${branches}`;
    default:
      return `${branches} So ${so}.`;
  }
}

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
