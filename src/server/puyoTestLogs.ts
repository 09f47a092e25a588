/**
 * Match logs for the tests and the load script: a seed played against the computer re-run as the server does
 * (ComputerSide), the human's side given by a function of the match. Two humans: one that holds soft drop and
 * loses quickly, and one steered by an AI (pressing every `actEvery` ticks) that usually wins.
 */
import { COMPUTER_ACT_EVERY, ComputerSide } from '../puyo/ai/computerSide.ts';
import { createAi } from '../puyo/ai/levels.ts';
import {
  Input,
  type MatchState,
  newMatch,
  newSolo,
  PLACEMENTS,
  packInputs,
  playSolo,
  reachablePlacements,
  type SoloState,
  stepMatch,
} from '../puyo/index.ts';

export type Human = (match: MatchState) => number;

/** The packed log of a whole match (or of `maxTicks` ticks), and how it ended. */
export function playMatch(
  seed: string,
  level: string,
  human: Human,
  maxTicks = 30 * 60 * 60,
): { inputs: number[]; result: MatchState['result'] } {
  const match = newMatch(seed);
  const computer = new ComputerSide(createAi(level), 1, COMPUTER_ACT_EVERY[level]);
  const inputs: number[] = [];
  while (match.result === null && inputs.length < maxTicks) {
    const mine = human(match);
    const theirs = computer.input(match);
    stepMatch(match, mine, theirs);
    inputs.push(packInputs(mine, theirs));
  }
  return { inputs, result: match.result };
}

/** Holds soft drop: every pair lands in the middle at once, and the spawn cell fills in a few seconds. */
export const droppingHuman: Human = () => Input.SoftDrop;

/** A human played by an AI, pressing a button every `actEvery` ticks (2 or more keeps to the repeat rate). */
export function aiHuman(level: string, actEvery = 3, thinkTicks = 10): Human {
  const side = new ComputerSide(createAi(level), 0, actEvery, thinkTicks);
  return (match) => side.input(match);
}

/**
 * A solo practice of up to `pairs` placements on a seed's queue, each a reachable one picked by the pair's number
 * (`stride` apart in the list of reachable placements): the moves and the practice they played.
 */
export function soloPractice(seed: string, pairs: number, stride = 7) {
  const state: SoloState = newSolo(seed);
  const moves: { col: number; rot: number; drop: number }[] = [];
  for (let i = 0; i < pairs && !state.over; i++) {
    const mask = reachablePlacements(state.field);
    const ids = PLACEMENTS.flatMap((_, id) => (mask & (1 << id) ? [id] : []));
    const { col, rot } = PLACEMENTS[ids[(i * stride) % ids.length]];
    const move = { col, rot, drop: 1 };
    const played = playSolo(state, move);
    if (!played.ok) throw new Error(`pair ${i}: ${played.error}`);
    moves.push(move);
  }
  return { moves, state };
}
