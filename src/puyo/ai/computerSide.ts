/**
 * The computer's side of a ranked match, as a pure function of the match: when its pair appears the AI decides
 * at once (from what that side can see), the decision counts as arriving a fixed THINK_TICKS later (until then the
 * pair just falls, as on the page while the worker thinks), and the pair is then steered there from wherever it
 * has fallen to, one button every `actEvery` ticks, re-planning each time, then soft dropped. Nothing depends on
 * how long the AI really took, so the server re-runs the same inputs tick for tick from the seed and the human's
 * inputs (a page playing a ranked match waits for a late answer instead of letting the pair fall on).
 */
import { Input, type MatchState, type Placement, planInputs } from '../index.ts';
import { ARCHIVED_NAMES } from './archive.ts';
import { LEVELS } from './levels.ts';
import type { PuyoAi } from './player.ts';
import { aiState } from './versus.ts';

const OPPONENT_ACT_EVERY: Readonly<Record<string, number>> = {
  seed: 4,
  gentle: 10,
  easy: 7,
  medium: 5,
  hard: 3,
  strongest: 2,
};

/**
 * Ticks between the computer's button presses per opponent, gentlest slowest (the page's own rates); the archived
 * AIs, what `strongest` has been, act as `strongest` does.
 */
export const COMPUTER_ACT_EVERY: Readonly<Record<string, number>> = Object.fromEntries(
  ['seed', ...Object.keys(LEVELS), ...ARCHIVED_NAMES].map((name) => [
    name,
    OPPONENT_ACT_EVERY[name] ?? OPPONENT_ACT_EVERY.strongest,
  ]),
);

/**
 * Ticks from a pair appearing to the computer's decision counting as known: 1/3 s, above the strongest level's
 * time per move (about 0.2 s), so a page rarely has to wait for its worker.
 */
export const THINK_TICKS = 20;

export class ComputerSide {
  /** The pair (by queue index) decided, where it goes, and the tick its decision counts from. */
  private decided = -1;
  private placement: Placement | undefined;
  private readyAt = 0;
  private lastAction = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly ai: PuyoAi,
    private readonly p: number,
    private readonly actEvery: number,
    private readonly thinkTicks = THINK_TICKS,
  ) {}

  /** The input for the tick about to run. */
  input(match: MatchState): number {
    const player = match.players[this.p];
    const piece = player.piece;
    if (player.phase !== 'move' || piece === null) return 0;
    if (this.decided !== player.nextPair) {
      this.decided = player.nextPair;
      this.placement = this.ai.decide(aiState(match, this.p)).placement;
      this.readyAt = match.tick + this.thinkTicks;
    }
    if (this.placement === undefined || match.tick < this.readyAt) return 0;
    if (match.tick - this.lastAction < this.actEvery) return 0;
    const plan = planInputs(player.field, this.placement, 1, piece);
    const next = plan?.[0] ?? Input.SoftDrop;
    if (next !== Input.SoftDrop) this.lastAction = match.tick;
    return next;
  }
}
