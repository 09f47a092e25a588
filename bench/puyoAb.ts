/**
 * A/B of two Puyo AIs on the same solo games: `npx tsx bench/puyoAb.ts A B [--seed S] [--games N] [--pairs P]`.
 * A and B are any AI `arcade puyo solo` plays (archived ones too) or a candidate of puyoCandidates.ts. Game i of
 * both is dealt from seed "S:i", as `arcade puyo solo --seed S` deals it, so the two play the same pairs and
 * their difference is paired game by game. Prints a JSON line per game, then the summary: each AI's mean largest
 * chain, share of games reaching 70,000 and CPU ms a move, and the paired difference in largest chain (A - B)
 * with its standard error.
 */
import { parseArgs } from 'node:util';
import { createAi, isAiName, playSolo, StrongAi } from '../src/puyo/ai/index.ts';
import type { PuyoAi } from '../src/puyo/ai/player.ts';
import { CANDIDATES } from './puyoCandidates.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string', default: 'T' },
    games: { type: 'string', default: '20' },
    pairs: { type: 'string', default: '50' },
  },
});

function aiOf(name: string | undefined): () => PuyoAi {
  if (name !== undefined && name in CANDIDATES)
    return () => new StrongAi(CANDIDATES[name as keyof typeof CANDIDATES]);
  if (name !== undefined && isAiName(name)) return () => createAi(name);
  console.error(`usage: npx tsx bench/puyoAb.ts A B [--seed S] [--games N] [--pairs P]; unknown AI ${name}`);
  console.error(`candidates: ${Object.keys(CANDIDATES).join(', ')}`);
  process.exit(2);
}

const [a, b] = [aiOf(positionals[0]), aiOf(positionals[1])];
const games = Number(values.games);
const pairs = Number(values.pairs);
const now = () => performance.now();

const sums = { a: { chain: 0, at70k: 0, ms: 0 }, b: { chain: 0, at70k: 0, ms: 0 } };
const diffs: number[] = [];
for (let i = 0; i < games; i++) {
  const seed = `${values.seed}:${i}`;
  const one = playSolo(a(), { pairs, seed, now });
  const two = playSolo(b(), { pairs, seed, now });
  for (const [side, game] of [
    ['a', one],
    ['b', two],
  ] as const) {
    sums[side].chain += game.largestChain;
    sums[side].at70k += game.bestChainScore >= 70_000 ? 1 : 0;
    sums[side].ms += game.msPerMove;
  }
  diffs.push(one.largestChain - two.largestChain);
  console.log(JSON.stringify({ game: i, seed, a: one.largestChain, b: two.largestChain }));
}

const mean = diffs.reduce((s, d) => s + d, 0) / games;
const variance = diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / Math.max(1, games - 1);
const side = (s: { chain: number; at70k: number; ms: number }) => ({
  meanLargestChain: s.chain / games,
  share70k: s.at70k / games,
  msPerMove: s.ms / games,
});
console.log(
  JSON.stringify({
    games,
    a: { ai: positionals[0], ...side(sums.a) },
    b: { ai: positionals[1], ...side(sums.b) },
    chainDiff: mean,
    chainDiffSe: Math.sqrt(variance / games),
  }),
);
