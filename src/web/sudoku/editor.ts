/**
 * The puzzle editor: an empty grid to type a puzzle into, and the engine's verdict on what is typed so far (unique,
 * its level and score; or why it cannot be played). Only the verdict on the latest grid counts.
 */
import { makePuzzle, type SudokuState } from '../../sudoku/index.ts';
import type { Translate } from '../i18n/index.ts';
import type { Verdict } from './protocol.ts';

export class PuzzleEditor {
  readonly digits = new Uint8Array(81);
  /** The engine's verdict on the grid as it is; undefined while it is being asked. */
  verdict: Verdict | undefined;
  private asked = 0;

  /** Writes `digit` (0 empties) in the cells; answers the number of this grid, for `judged`. */
  write(cells: Iterable<number>, digit: number): number {
    for (const cell of cells) this.digits[cell] = digit;
    this.verdict = undefined;
    return ++this.asked;
  }

  /** Keeps the verdict on grid `asked`; false (and nothing kept) when the grid changed since. */
  judged(asked: number, verdict: Verdict): boolean {
    if (asked !== this.asked) return false;
    this.verdict = verdict;
    return true;
  }

  /** The grid as a puzzle: 81 characters, `.` for an empty cell. */
  get puzzle(): string {
    return makePuzzle(this.digits);
  }

  /** The grid as a position to draw: what it holds shown as givens. */
  get state(): SudokuState {
    const zeros = () => new Array<number>(81).fill(0);
    return {
      givens: this.puzzle,
      solution: '.'.repeat(81),
      level: null,
      entries: zeros(),
      corner: zeros(),
      centre: zeros(),
      colours: zeros(),
    };
  }

  /** The status line under the grid: the state (for its colour) and the words. */
  status(t: Translate): { readonly state: string; readonly text: string } {
    const { verdict } = this;
    if (!verdict) return { state: 'ready', text: t('sudoku.editor.start') };
    if (verdict.ok) {
      const level = t(`sudoku.level.${verdict.level}`);
      return {
        state: 'won',
        text: t('sudoku.editor.unique', {
          level,
          rating: verdict.rating.toFixed(1),
          score: verdict.score,
          givens: verdict.givens,
        }),
      };
    }
    const reason = t(verdict.reason.key, verdict.reason.values);
    return { state: 'failed', text: t('sudoku.editor.refused', { reason, givens: verdict.givens }) };
  }
}
