/**
 * A search's result for the last board it saw. The grader asks several table entries in turn on one board, and
 * some entries share one search (the kinds of forcing chains, chains and loops): it runs once per board.
 */
import type { Board } from '../board.ts';

export function onLastBoard<T>(search: (board: Board) => T): (board: Board) => T {
  let key = '';
  let result: T;
  return (board) => {
    const k = String.fromCharCode(...board.cands) + String.fromCharCode(...board.values);
    if (k !== key) {
      result = search(board);
      key = k;
    }
    return result;
  };
}
