/**
 * Why a hint holds, as data (cells as row-major indices), and its English words with spreadsheet cell names. A page
 * words the same data in its own language; the English here is what the terminal and the tests read.
 */
import { cellName } from '../../core/cellName.ts';

export type HintWhy =
  /** Every mine is accounted for, so the rest is safe. */
  | { readonly rule: 'all-mines-found'; readonly mines: number }
  /** The mines left fill every covered cell left. */
  | { readonly rule: 'mines-fill-rest'; readonly minesLeft: number }
  /** `number` shows `shows` and already touches that many proved mines (`mines`). */
  | {
      readonly rule: 'satisfied';
      readonly number: number;
      readonly shows: number;
      readonly mines: readonly number[];
    }
  /** `number` shows `shows`: with its proved `mines`, only `covered` remain around it. */
  | {
      readonly rule: 'filled';
      readonly number: number;
      readonly shows: number;
      readonly mines: readonly number[];
      readonly covered: readonly number[];
    }
  /** `number` still needs `need` mines, all of them among `otherCells`, which `other` settles. */
  | {
      readonly rule: 'overlap-within';
      readonly number: number;
      readonly shows: number;
      readonly need: number;
      readonly other: number;
      readonly otherShows: number;
      readonly otherCells: readonly number[];
    }
  /** `other` needs `otherNeed` mines among `otherCells`, so `need` of them lie in `overlap`: all `number` allows. */
  | {
      readonly rule: 'overlap-safe';
      readonly number: number;
      readonly need: number;
      readonly other: number;
      readonly otherNeed: number;
      readonly otherCells: readonly number[];
      readonly overlap: readonly number[];
    }
  /** `number` needs `more` mines more than `other`, and has exactly that many covered cells outside it. */
  | { readonly rule: 'overlap-mine'; readonly number: number; readonly other: number; readonly more: number }
  /** Every layout of mines that fits the numbers at `sources` (and more when `moreSources`) and the total agrees. */
  | { readonly rule: 'every-layout'; readonly sources: readonly number[]; readonly moreSources: boolean }
  /** Nothing is sure: the best guess has this chance of a mine. */
  | { readonly rule: 'best-guess'; readonly probability: number };

export interface HintSubject {
  readonly kind: 'safe' | 'mine' | 'guess';
  readonly cells: readonly number[];
  readonly why: HintWhy;
}

/** The hint in English: "c1 and c2 are safe: b1 shows 1 and already touches its mine at a1". */
export function hintReason({ kind, cells, why }: HintSubject, width: number): string {
  const names = (list: readonly number[]): string =>
    listWords(list.map((cell) => cellName(cell % width, Math.floor(cell / width))));
  const head = `${names(cells)} ${isAre(cells, kind === 'safe' ? 'safe' : cells.length > 1 ? 'mines' : 'a mine')}`;
  const shows = (cell: number, n: number) => `${names([cell])} shows ${n}`;
  switch (why.rule) {
    case 'all-mines-found':
      return `${head}: all ${why.mines} mines are already accounted for`;
    case 'mines-fill-rest':
      return `${head}: the ${why.minesLeft} mines left fill every remaining covered cell`;
    case 'satisfied': {
      const { mines } = why;
      const touches = mines.length === 1 ? 'its mine' : `its ${mines.length} mines`;
      const more = mines.length === 0 ? '' : ` and already touches ${touches} at ${names(mines)}`;
      return `${head}: ${shows(why.number, why.shows)}${more}`;
    }
    case 'filled': {
      const { mines, covered } = why;
      const known =
        mines.length > 0 ? `, ${names(mines)} ${isAre(mines, mines.length > 1 ? 'mines' : 'a mine')}` : '';
      const remain = covered.length > 1 ? 'remain' : 'remains';
      return `${head}: ${shows(why.number, why.shows)}${known} and only ${names(covered)} ${remain} covered around it`;
    }
    case 'overlap-within': {
      const its = why.need === 1 ? 'its mine is' : `its ${why.need} remaining mines are`;
      return `${head}: ${shows(why.number, why.shows)} and ${its} already among ${names(why.otherCells)} (${shows(why.other, why.otherShows)})`;
    }
    case 'overlap-safe':
      return `${head}: ${names([why.other])} needs ${why.otherNeed} more ${plural(why.otherNeed, 'mine')} among ${names(why.otherCells)}, so at least ${why.need} of them lie among ${names(why.overlap)}, which is all that ${names([why.number])} allows`;
    case 'overlap-mine':
      return `${head}: ${names([why.number])} needs ${why.more} more ${plural(why.more, 'mine')} than ${names([why.other])} and has exactly that many covered cells outside it`;
    case 'every-layout': {
      const where =
        why.sources.length > 0
          ? `the numbers at ${names(why.sources)}${why.moreSources ? ' and others' : ''}`
          : 'the board';
      return `${head}: every arrangement of mines that fits ${where} and the mine total agrees`;
    }
    case 'best-guess':
      return `no sure move: ${names(cells)} is the best guess, with a ${(why.probability * 100).toFixed(1)}% chance of a mine`;
  }
}

const plural = (n: number, word: string): string => (n === 1 ? word : `${word}s`);
const isAre = (cells: readonly unknown[], what: string): string =>
  `${cells.length > 1 ? 'are' : 'is'} ${what}`;

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
