/**
 * A puzzle in play with unlimited undo and redo: src/core/game.ts's GameSession over Sudoku's rules, started
 * from the puzzle the worker made (so undo replays the log from a copy of it, never making the puzzle again),
 * keeping the moves undone so a save can bring them back.
 */
import { GameSession, replay } from '../../core/game.ts';
import { type SudokuMove, type SudokuOutcome, type SudokuState, sudokuGame } from '../../sudoku/index.ts';

export class PuzzleSession {
  private readonly session: GameSession<null, SudokuState, SudokuMove, SudokuOutcome>;
  private undoneMoves: SudokuMove[];

  /** Throws when the engine refuses a move of the log (a save that cannot be read). */
  constructor(initial: SudokuState, moves: readonly SudokuMove[] = [], undone: readonly SudokuMove[] = []) {
    const fromInitial = { newGame: () => structuredClone(initial), play: sudokuGame.play };
    // The undone moves must redo after the moves: checked by one replay of both. Undoing them one by one instead
    // would replay the whole log once per move, quadratic in a save's length (2,000 undone moves: 26 s).
    const redone = replay(fromInitial, {
      params: null,
      seed: 0,
      moves: [...moves, ...[...undone].reverse()],
    });
    if (!redone.ok) throw new Error(`move ${redone.error.moveIndex + 1}: ${redone.error.error}`);
    this.session = new GameSession(fromInitial, null, 0, moves, undone);
    this.undoneMoves = [...undone];
  }

  get state(): SudokuState {
    return this.session.state;
  }

  get moves(): readonly SudokuMove[] {
    return this.session.record.moves;
  }

  /** Moves undone, the next to redo last. */
  get undone(): readonly SudokuMove[] {
    return this.undoneMoves;
  }

  get canUndo(): boolean {
    return this.session.canUndo;
  }

  get canRedo(): boolean {
    return this.session.canRedo;
  }

  /** The move's outcome, or the engine's reason for refusing it (the state is then unchanged). */
  play(move: SudokuMove) {
    const outcome = this.session.play(move);
    if (outcome.ok) this.undoneMoves = [];
    return outcome;
  }

  undo(): boolean {
    const moves = this.session.record.moves;
    if (!this.session.undo()) return false;
    this.undoneMoves.push(moves[moves.length - 1]);
    return true;
  }

  redo(): boolean {
    if (!this.session.redo()) return false;
    this.undoneMoves.pop();
    return true;
  }
}
