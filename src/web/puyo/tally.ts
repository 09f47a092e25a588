/** What each side did in a match, counted from the engine's events: garbage sent and received. */
import type { MatchEvent } from '../../puyo/index.ts';

export interface SideTally {
  /** Garbage puyos sent to the opponent after offsetting. */
  sent: number;
  /** Garbage puyos that fell on this side. */
  received: number;
}

export const newTally = (): [SideTally, SideTally] => [
  { sent: 0, received: 0 },
  { sent: 0, received: 0 },
];

export function countEvents(tally: [SideTally, SideTally], events: readonly MatchEvent[]): void {
  for (const event of events) {
    if (event.type === 'pop') tally[event.player].sent += event.garbageSent;
    else if (event.type === 'garbage') tally[event.player].received += event.count;
  }
}
