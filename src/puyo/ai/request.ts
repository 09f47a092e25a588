/**
 * The plain-data entry: parse an AiRequest, ask the named AI, answer an AiDecision. AIs are kept per name so the
 * transposition table survives between the moves of a game (the evaluation is a pure function of the field, so
 * this changes speed only, never the move).
 */
import { type Field, type Pair, parseField } from '../index.ts';
import { createAi } from './levels.ts';
import type { PuyoAi } from './player.ts';
import type { AiDecision, AiRequest, PairData } from './types.ts';

const players = new Map<string, PuyoAi>();

function fieldOf(text: string, what: string): Field {
  const parsed = parseField(text);
  if (!parsed.ok) throw new RangeError(`${what}: line ${parsed.error.line}: ${parsed.error.message}`);
  parsed.value.settle();
  return parsed.value;
}

const pairOf = ([pivot, child]: PairData): Pair => ({ pivot, child });

export function decide(ai: string, request: AiRequest): AiDecision {
  let player = players.get(ai);
  if (player === undefined) {
    player = createAi(ai);
    players.set(ai, player);
  }
  if (request.queue.length === 0) throw new RangeError('queue: at least the current pair is needed');
  return player.decide({
    field: fieldOf(request.field, 'field'),
    queue: request.queue.map(pairOf),
    pairsLeft: request.pairsLeft,
    incomingGarbage: request.incomingGarbage,
    opponent: request.opponent && {
      field: fieldOf(request.opponent.field, 'opponent field'),
      incomingGarbage: request.opponent.incomingGarbage ?? 0,
    },
  });
}
