/**
 * The shape every turn-based game shares (after Simon Tatham's midend): a game is its params, its seed and its
 * move log. Replay, save/continue, undo/redo and server-side verification all fold `play` over the log, so they
 * are written here once.
 *
 * `play` mutates the state in place and returns what changed (a board of 10,000 x 10,000 cells cannot be copied
 * on every click); on an error it must leave the state untouched. Callers that need the old state keep a clone.
 */
import { err, ok, type Result } from './result.ts';
import type { Seed } from './rng.ts';

export interface Game<Params, State, Move, Outcome> {
  newGame(params: Params, seed: Seed): State;
  play(state: State, move: Move): Result<Outcome>;
}

export interface GameRecord<Params, Move> {
  readonly params: Params;
  readonly seed: Seed;
  readonly moves: readonly Move[];
}

export interface ReplayError {
  /** 0-based index of the move in the log that was refused. */
  readonly moveIndex: number;
  readonly error: string;
}

export function replay<P, S, M, O>(game: Game<P, S, M, O>, record: GameRecord<P, M>): Result<S, ReplayError> {
  const state = game.newGame(record.params, record.seed);
  for (let i = 0; i < record.moves.length; i++) {
    const outcome = game.play(state, record.moves[i]);
    if (!outcome.ok) return err({ moveIndex: i, error: outcome.error });
  }
  return ok(state);
}

/** A game in play with undo and redo: the log is the truth and the state is rebuilt from it when moving back. */
export class GameSession<P, S, M, O> {
  private moves: M[];
  private undone: M[] = [];
  private current: S;

  constructor(
    private readonly game: Game<P, S, M, O>,
    private readonly params: P,
    private readonly seed: Seed,
    moves: readonly M[] = [],
    /**
     * Moves undone, the next to redo last, as a save keeps them. They are not replayed here: redo plays each in
     * turn and throws when one is refused (check them first, say by replaying `moves` and them reversed).
     */
    undone: readonly M[] = [],
  ) {
    const replayed = replay(game, { params, seed, moves });
    if (!replayed.ok) throw new Error(`move ${replayed.error.moveIndex + 1}: ${replayed.error.error}`);
    this.moves = [...moves];
    this.undone = [...undone];
    this.current = replayed.value;
  }

  get state(): S {
    return this.current;
  }

  get record(): GameRecord<P, M> {
    return { params: this.params, seed: this.seed, moves: [...this.moves] };
  }

  get canUndo(): boolean {
    return this.moves.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  play(move: M): Result<O> {
    const outcome = this.game.play(this.current, move);
    if (outcome.ok) {
      this.moves.push(move);
      this.undone = [];
    }
    return outcome;
  }

  undo(): boolean {
    const move = this.moves.pop();
    if (move === undefined) return false;
    this.undone.push(move);
    this.rebuild();
    return true;
  }

  redo(): boolean {
    const move = this.undone.pop();
    if (move === undefined) return false;
    const outcome = this.game.play(this.current, move);
    if (!outcome.ok) throw new Error(`redo refused: ${outcome.error}`);
    this.moves.push(move);
    return true;
  }

  private rebuild(): void {
    const replayed = replay(this.game, this.record);
    if (!replayed.ok) throw new Error(`undo could not replay move ${replayed.error.moveIndex + 1}`);
    this.current = replayed.value;
  }
}
