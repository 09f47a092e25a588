/**
 * The plain-data entry: parse an AiRequest, ask the named AI, answer an AiDecision. AIs are kept per name so the
 * transposition table survives between the moves of a game (the evaluation is a pure function of the field, so
 * this changes speed only, never the move).
 */
import { isRecord, isWholeIn } from '../../core/plainData.ts';
import { shown } from '../../core/quote.ts';
import { type Field, type Pair, parseField } from '../index.ts';
import { createAi } from './levels.ts';
import type { PuyoAi } from './player.ts';
import type { AiDecision, AiRequest, PairData } from './types.ts';

const players = new Map<string, PuyoAi>();

/** Most pairs a request may show the AI (the current one and those visible after it; the game shows 3). */
export const MAX_VISIBLE_PAIRS = 6;
/** Most garbage puyos a request may say are waiting. */
export const MAX_INCOMING_GARBAGE = 1_000_000;

const isPair = (value: unknown): value is PairData =>
  Array.isArray(value) && value.length === 2 && value.every((colour) => isWholeIn(colour, 1, 5));

/**
 * What is wrong with a request from outside (a worker message), or undefined: the AI then searches a bounded
 * tree (at most MAX_VISIBLE_PAIRS pairs deep before its own look-ahead) on fields that parse.
 */
function requestError(request: unknown): string | undefined {
  if (!isRecord(request)) return `request must be an object, got ${shown(request)}`;
  const { field, queue, pairsLeft, incomingGarbage, opponent } = request;
  if (typeof field !== 'string') return `field must be text, got ${shown(field)}`;
  if (!Array.isArray(queue) || queue.length < 1 || queue.length > MAX_VISIBLE_PAIRS)
    return `queue: the current pair and up to ${MAX_VISIBLE_PAIRS - 1} more are needed, got ${Array.isArray(queue) ? `${queue.length} pairs` : shown(queue)}`;
  const bad = queue.findIndex((pair) => !isPair(pair));
  if (bad >= 0) return `queue: pair ${bad + 1} must be two colours from 1 to 5, got ${shown(queue[bad])}`;
  if (pairsLeft !== undefined && !isWholeIn(pairsLeft, 1))
    return `pairsLeft must be a whole number of 1 or more, got ${shown(pairsLeft)}`;
  for (const [name, value] of [
    ['incomingGarbage', incomingGarbage],
    ['opponent.incomingGarbage', isRecord(opponent) ? opponent.incomingGarbage : undefined],
  ] as const) {
    if (value !== undefined && !isWholeIn(value, 0, MAX_INCOMING_GARBAGE))
      return `${name} must be a whole number from 0 to ${MAX_INCOMING_GARBAGE}, got ${shown(value)}`;
  }
  if (opponent !== undefined && !(isRecord(opponent) && typeof opponent.field === 'string'))
    return `opponent must be an object with a field, got ${shown(opponent)}`;
  return undefined;
}

function fieldOf(text: string, what: string): Field {
  const parsed = parseField(text);
  if (!parsed.ok) throw new RangeError(`${what}: line ${parsed.error.line}: ${parsed.error.message}`);
  parsed.value.settle();
  return parsed.value;
}

const pairOf = ([pivot, child]: PairData): Pair => ({ pivot, child });

/** The AI's answer to a request; throws a RangeError naming what is wrong with a request or an AI name. */
export function decide(ai: string, request: AiRequest): AiDecision {
  let player = players.get(ai);
  if (player === undefined) {
    player = createAi(ai);
    players.set(ai, player);
  }
  const wrong = requestError(request);
  if (wrong !== undefined) throw new RangeError(wrong);
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
