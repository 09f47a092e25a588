/** What the Sudoku page asks its engine worker, and what it answers (in envelopes: engine/protocols.ts). */
import type { Hint, Level, SudokuState } from '../../sudoku/index.ts';
import type { Refusal } from '../engine/protocols.ts';
import type { AddressError } from './address.ts';

export type Request =
  /** Puzzle `n` of a level. */
  | { readonly type: 'make'; readonly level: Level; readonly n: number }
  /** Make puzzle `n` of a level ahead of time, while the player plays, so asking for it later is instant. */
  | { readonly type: 'prepare'; readonly level: Level; readonly n: number }
  /** A puzzle from a link, a paste or a save: played when it can be, else refused with the reason. */
  | { readonly type: 'take'; readonly puzzle: string }
  /** The editor's puzzle judged: played when it can be, and how hard it is. */
  | { readonly type: 'judge'; readonly puzzle: string }
  /** The next hint for the position. */
  | { readonly type: 'hint'; readonly state: SudokuState };

export type Reply =
  | { readonly type: 'made'; readonly state: SudokuState }
  | { readonly type: 'prepared' }
  | { readonly type: 'unplayable'; readonly reason: AddressError }
  | { readonly type: 'hint'; readonly hint: Hint }
  | { readonly type: 'judged'; readonly verdict: Verdict }
  | Refusal;

/**
 * What the editor shows of a puzzle: how hard it is (the grader's level, its Sudoku Explainer-like rating and its
 * score), or why it cannot be played.
 */
export type Verdict =
  | {
      readonly ok: true;
      readonly level: Level;
      readonly rating: number;
      readonly score: number;
      readonly givens: number;
    }
  | { readonly ok: false; readonly reason: AddressError; readonly givens: number };
