/**
 * A chain's or forcing chain's proof in the page's language: each branch from its supposition, fact
 * by fact, with why a fact holds when it is not simply seen by the one before. Long nets are cut after
 * MAX_FACTS facts a branch, with the number left out (the terminal and the CLI tell them all).
 */
import type { ChainFact, ChainProof } from '../../sudoku/index.ts';
import type { Translate } from '../i18n/index.ts';
import { cellLabel } from './cellNames.ts';

const MAX_FACTS = 40;

const unitWords = (t: Translate, unit: number): string =>
  t(`sudoku.where.${(['row', 'column', 'box'] as const)[(unit / 9) | 0]}`, { n: (unit % 9) + 1 });

/** "r1c1 is 5"; a group (grouped nodes and ALS): "one of r1c1, r1c2 is 5", "none of ... is 5". */
const bare = (t: Translate, fact: ChainFact): string =>
  fact.cells
    ? t(fact.on ? 'sudoku.chain.groupOn' : 'sudoku.chain.groupOff', {
        cells: fact.cells.map(cellLabel).join(', '),
        digit: fact.digit,
      })
    : t(fact.on ? 'sudoku.chain.on' : 'sudoku.chain.off', { cell: cellLabel(fact.cell), digit: fact.digit });

function factWords(t: Translate, fact: ChainFact): string {
  const plain = bare(t, fact);
  if (fact.why.kind === 'lastInCell') return t('sudoku.chain.lastInCell', { fact: plain });
  if (fact.why.kind === 'lastInUnit')
    return t(fact.cells ? 'sudoku.chain.lastPlacesInUnit' : 'sudoku.chain.lastInUnit', {
      fact: plain,
      digit: fact.digit,
      unit: unitWords(t, fact.why.unit),
    });
  if (fact.why.kind === 'nested') return t('sudoku.chain.nested', { fact: plain });
  if (fact.why.kind === 'almostLocked')
    return t('sudoku.chain.almostLocked', {
      fact: plain,
      lost: fact.why.lost,
      cells: fact.why.cells.map(cellLabel).join(', '),
      digits: fact.why.digits.join(', '),
    });
  return plain;
}

function branchWords(t: Translate, facts: readonly ChainFact[], contradiction: boolean): string {
  const [first, ...rest] = facts;
  const shown =
    rest.length > MAX_FACTS ? [...rest.slice(0, MAX_FACTS / 2), ...rest.slice(-MAX_FACTS / 2)] : rest;
  const words = shown.map((fact) => factWords(t, fact));
  if (shown.length < rest.length)
    words.splice(MAX_FACTS / 2, 0, t('sudoku.chain.more', { n: rest.length - shown.length }));
  const steps = words.join(' → ');
  return t('sudoku.chain.branch', {
    first: bare(t, first),
    steps: contradiction ? t('sudoku.chain.clash', { steps }) : steps,
  });
}

/** The proof in sentences: what the branches share (for forcing), each branch, and for a chain its two ends. */
export function proofWords(t: Translate, proof: ChainProof): string {
  const sentences: string[] = [];
  const first = proof.branches[0].facts[0];
  if (proof.kind === 'double')
    sentences.push(t('sudoku.chain.double', { cell: cellLabel(first.cell), digit: first.digit }));
  if (proof.kind === 'cell') sentences.push(t('sudoku.chain.cell', { cell: cellLabel(first.cell) }));
  if (proof.kind === 'unit')
    sentences.push(t('sudoku.chain.unit', { digit: first.digit, unit: unitWords(t, proof.unit ?? 0) }));
  for (const branch of proof.branches) sentences.push(branchWords(t, branch.facts, branch.contradiction));
  if (proof.kind === 'continuous') sentences.push(t('sudoku.chain.continuous'));
  if (proof.kind === 'chain') {
    const facts = proof.branches[0].facts;
    const last = facts[facts.length - 1];
    sentences.push(t('sudoku.chain.either', { first: bare(t, { ...first, on: true }), last: bare(t, last) }));
  }
  return sentences.join(' ');
}
