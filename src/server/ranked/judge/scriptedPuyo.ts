/**
 * A scripted Puyo player for the fair-play tests that times its presses as a person does: the project's AI
 * decides where each pair goes, but the first press waits a reaction that differs from pair to pair (a normal
 * spread around 300 ms), and presses come a varying few ticks apart, let go between them. The bots of the same
 * tests use the AI as it is (puyoTestLogs.ts: aiHuman), pressing on a fixed beat.
 */
import { Rng } from '../../../core/rng.ts';
import { ComputerSide } from '../../../puyo/ai/computerSide.ts';
import { createAi } from '../../../puyo/ai/levels.ts';
import { Input, type MatchState } from '../../../puyo/index.ts';
import type { Human } from '../../puyoTestLogs.ts';

const gaussian = (rng: Rng) =>
  Math.sqrt(-2 * Math.log(1 - rng.nextFloat())) * Math.cos(2 * Math.PI * rng.nextFloat());

export function humanLikePuyo(level: string, seed: string): Human {
  const rng = Rng.fromSeed(seed);
  const side = new ComputerSide(createAi(level), 0, 1, 0);
  let pair = -1;
  let readyAt = 0;
  let lastPress = Number.NEGATIVE_INFINITY;
  let gap = 0;
  return (match: MatchState) => {
    const player = match.players[0];
    if (player.phase !== 'move' || player.piece === null) return 0;
    if (player.nextPair !== pair) {
      pair = player.nextPair;
      readyAt = match.tick + Math.max(7, Math.round(18 + 5 * gaussian(rng)));
    }
    const wanted = side.input(match);
    if (match.tick < readyAt) return 0;
    if (wanted === Input.SoftDrop) return Input.SoftDrop;
    if (match.tick - lastPress < gap) return 0;
    lastPress = match.tick;
    gap = 3 + rng.nextInt(5);
    return wanted;
  };
}
