/**
 * A solo practice being played: the practice (its score, undo and summary) and the ticks that play it with the
 * match's rules, each lock becoming the practice's next move. Undo goes back to the practice's state before the
 * last placement and starts the ticks again from there. No DOM and no clock: the page decides when ticks run.
 */
import { lockedMove, type MatchState, SoloPractice, soloMatch, stepSolo } from '../../puyo/index.ts';
import { MatchEffects } from './effects.ts';

export class SoloRun {
  readonly practice: SoloPractice;
  match: MatchState;
  effects = new MatchEffects();
  /** The player ended the practice before topping out. */
  ended = false;

  constructor(readonly seed: string) {
    this.practice = new SoloPractice(seed);
    this.match = soloMatch(this.practice.state);
  }

  step(human: number): void {
    this.effects.remember(this.match);
    stepSolo(this.match, human);
    const move = lockedMove(this.match, this.practice.state);
    if (move) {
      const played = this.practice.play(move);
      if (!played.ok) throw new Error(`solo practice refused the pair the match locked: ${played.error}`);
    }
    this.effects.observe(this.match);
  }

  /** Takes back the last placement; false when there is none. The clock (the match's tick) runs on. */
  undo(): boolean {
    if (this.ended || !this.practice.undo()) return false;
    this.match = soloMatch(this.practice.state, this.match.tick);
    this.effects = new MatchEffects();
    return true;
  }

  end(): void {
    this.ended = true;
  }

  get over(): boolean {
    return this.ended || this.match.result !== null;
  }
}
