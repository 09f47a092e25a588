/**
 * The computer's side of the match: when its pair appears it asks the AI (in a worker) where to put it, and
 * while the answer is on its way the pair just falls, like a slow player's. Once it knows, it steers the pair
 * there from wherever it has fallen to, one button every `actEvery` ticks (a gentler level presses slower),
 * re-planning each time, then soft drops. Its inputs go into the match's log like the human's.
 *
 * Ranked (`thinkTicks` given): it plays as the server re-runs it (src/puyo/ai/computerSide.ts): the answer counts
 * from `thinkTicks` ticks after the pair appeared, never sooner, and when it is later than that the page waits
 * for it (`waiting`) instead of letting the pair fall on, so the log does not depend on the worker's speed.
 */
import type { AiDecision, AiRequest, PairData } from '../../puyo/ai/index.ts';
import {
  Input,
  type MatchState,
  makeField,
  type Pair,
  type Placement,
  planInputs,
  upcomingPair,
} from '../../puyo/index.ts';

export type AskAi = (request: AiRequest) => Promise<AiDecision>;

const pairData = (pair: Pair): PairData => [pair.pivot, pair.child];

/** What the player sees when its pair appears: its field, its pair and the two next, garbage on both sides. */
export function aiRequest(match: MatchState, p: number): AiRequest {
  const me = match.players[p];
  const them = match.players[1 - p];
  return {
    field: makeField(me.field),
    queue: [
      pairData(me.piece?.pair ?? upcomingPair(match, p)),
      pairData(upcomingPair(match, p, 0)),
      pairData(upcomingPair(match, p, 1)),
    ],
    incomingGarbage: me.garbage.pending + me.garbage.incoming,
    opponent: { field: makeField(them.field), incomingGarbage: them.garbage.pending + them.garbage.incoming },
  };
}

export class AiPlayer {
  /** The pair (by queue index) asked about, and the answer once it came. */
  private asked = -1;
  private placement: Placement | undefined;
  private answered = false;
  /** The tick the answer counts from (ranked: `thinkTicks` after the pair appeared; else when it came). */
  private readyAt = 0;
  private lastAction = Number.NEGATIVE_INFINITY;
  /** Set when the AI could not answer; the side then only falls. */
  failure: Error | undefined;

  constructor(
    private readonly ask: AskAi,
    private readonly p: number,
    private readonly actEvery: number,
    private readonly onFailure: (error: Error) => void = () => {},
    private readonly thinkTicks?: number,
  ) {}

  /** Ranked: the tick about to run needs the AI's answer, which has not come yet (the page holds the match). */
  waiting(match: MatchState): boolean {
    if (this.thinkTicks === undefined || this.failure !== undefined || this.answered) return false;
    const player = match.players[this.p];
    return (
      player.phase === 'move' &&
      player.piece !== null &&
      this.asked === player.nextPair &&
      match.tick >= this.readyAt
    );
  }

  /** The input for the tick about to run. */
  input(match: MatchState): number {
    const player = match.players[this.p];
    const piece = player.piece;
    if (player.phase !== 'move' || piece === null) return 0;
    const pairIndex = player.nextPair;
    if (this.asked !== pairIndex) {
      this.asked = pairIndex;
      this.placement = undefined;
      this.answered = false;
      this.readyAt = match.tick + (this.thinkTicks ?? 0);
      if (this.failure === undefined) {
        this.ask(aiRequest(match, this.p)).then(
          (decision) => {
            if (this.asked !== pairIndex) return;
            this.placement = decision.placement;
            this.answered = true;
          },
          (error: unknown) => {
            this.failure = error instanceof Error ? error : new Error(String(error));
            this.onFailure(this.failure);
          },
        );
      }
    }
    if (this.placement === undefined || match.tick < this.readyAt) return 0;
    if (match.tick - this.lastAction < this.actEvery) return 0;
    const plan = planInputs(player.field, this.placement, 1, piece);
    const next = plan?.[0] ?? Input.SoftDrop;
    if (next !== Input.SoftDrop) this.lastAction = match.tick;
    return next;
  }
}
