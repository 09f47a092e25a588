/**
 * The coach: while the human plays, the strongest AI (in a worker of its own, so the opponent never waits for
 * it) is asked where it would put each new pair, from what the human sees. Its answer is shown faintly with the
 * chain that placement builds towards; an answer that comes after the pair has gone is dropped.
 */
import type { AiDecision, AiRequest } from '../../puyo/ai/index.ts';
import type { MatchState, Placement } from '../../puyo/index.ts';
import { aiRequest } from './aiPlayer.ts';

export interface Advice {
  /** The human's pair (by its number in the queue) the advice is for. */
  readonly pair: number;
  readonly placement: Placement;
  readonly chains: number;
  readonly score: number;
  readonly request: AiRequest;
}

export class Coach {
  private asked = -1;
  private advice: Advice | undefined;

  constructor(private readonly ask: (request: AiRequest) => Promise<AiDecision>) {}

  /** Asks about the human's pair once it appears (call before drawing). */
  update(match: MatchState): void {
    const human = match.players[0];
    if (human.phase !== 'move' || human.piece === null || this.asked === human.nextPair) return;
    const pair = human.nextPair;
    this.asked = pair;
    const request = aiRequest(match, 0);
    this.ask(request).then(
      ({ placement, stats }) => {
        if (this.asked === pair)
          this.advice = {
            pair,
            placement,
            chains: stats.expectedChains,
            score: stats.expectedScore,
            request,
          };
      },
      () => {}, // a coach that cannot answer just says nothing
    );
  }

  /** The advice for the pair in play, if it has come. */
  current(match: MatchState): Advice | undefined {
    const human = match.players[0];
    return human.phase === 'move' && this.advice?.pair === human.nextPair ? this.advice : undefined;
  }
}
