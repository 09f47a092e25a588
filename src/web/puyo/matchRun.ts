/**
 * A match being played: the engine's state, the input log (both sides packed per tick, as matchRecord.ts reads
 * it), the garbage tally and the drawing's effects, advanced one tick at a time with the human's input and the
 * computer's. No DOM and no clock: the page decides when ticks run.
 */
import { type MatchState, newMatch, packInputs, stepMatch } from '../../puyo/index.ts';
import type { AiPlayer } from './aiPlayer.ts';
import { MatchEffects } from './effects.ts';
import type { MatchChoice } from './matchSetup.ts';
import { countEvents, newTally } from './tally.ts';

export class MatchRun {
  readonly match: MatchState;
  readonly inputs: number[] = [];
  readonly tally = newTally();
  readonly effects = new MatchEffects();

  constructor(
    readonly choice: MatchChoice,
    private readonly ai: AiPlayer,
  ) {
    this.match = newMatch(choice.seed);
  }

  /** Runs one tick with the human's buttons; the computer's are its own. */
  step(human: number): void {
    const computer = this.ai.input(this.match);
    this.effects.remember(this.match);
    stepMatch(this.match, human, computer);
    this.inputs.push(packInputs(human, computer));
    countEvents(this.tally, this.match.events);
    this.effects.observe(this.match);
  }

  get over(): boolean {
    return this.match.result !== null;
  }
}
