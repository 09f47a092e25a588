/**
 * How many honest games the fair-play judge holds by mistake: the scripted honest players (a person's timing on
 * the project's solver and AI: src/server/ranked/judge/scriptedMines.ts, scriptedPuyo.ts) play many seeds, each
 * win judged as the server judges it, with the player's history growing game by game; held wins are counted by
 * the rule that caught them. `npx tsx bench/fairPlayFalseHolds.ts [minesGamesPerLevel] [puyoMatches]`.
 */
import { performance } from 'node:perf_hooks';
import { LEVELS, PRESETS } from '../src/mines/index.ts';
import { playMatch } from '../src/server/puyoTestLogs.ts';
import { MINES_RECORDS } from '../src/server/ranked/judge/humanRecords.ts';
import { judgeMines, type ShapeSummary } from '../src/server/ranked/judge/minesJudge.ts';
import { humanTiming, playMinesOffline } from '../src/server/ranked/judge/scriptedMines.ts';
import { humanLikePuyo } from '../src/server/ranked/judge/scriptedPuyo.ts';
import { judgeMatch, replayPuyoMatch, settlePuyoMatch } from '../src/server/ranked/puyo/versusProof.ts';

const minesGames = Number(process.argv[2] ?? 100);
const puyoMatches = Number(process.argv[3] ?? 30);
/** A rule's name from its reason: the words before the first figure. */
const ruleOf = (reason: string) => reason.replace(/[\d.,]+/g, '#').slice(0, 48);

const started = performance.now();
for (const baseMs of [70, 45]) {
  for (const level of LEVELS) {
    const history: ShapeSummary[] = [];
    const held: Record<string, number> = {};
    let wins = 0;
    let fastest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < minesGames; i++) {
      const seed = `honest-${level}-${baseMs}-${i}`;
      const game = playMinesOffline(level, seed, humanTiming(seed, baseMs));
      if (game.state.phase !== 'won') continue;
      wins++;
      const timeMs = game.moves.at(-1)!.at - game.moves[0].at;
      fastest = Math.min(fastest, timeMs);
      const params = { ...PRESETS[level], minBbbv: MINES_RECORDS[level].minBbbv };
      const judged = judgeMines(level, params, seed, game.moves, timeMs, history);
      history.unshift(judged.shape);
      if (judged.reason !== null) held[ruleOf(judged.reason)] = (held[ruleOf(judged.reason)] ?? 0) + 1;
    }
    const count = Object.values(held).reduce((a, b) => a + b, 0);
    console.log(
      JSON.stringify({
        game: 'mines',
        level,
        reactionMs: baseMs,
        wins,
        held: count,
        fastestS: fastest / 1000,
        rules: held,
      }),
    );
  }
}
let won = 0;
const heldPuyo: Record<string, number> = {};
for (let i = 0; i < puyoMatches; i++) {
  const seed = `honest-puyo-${i}`;
  const { inputs } = playMatch(seed, 'gentle', humanLikePuyo('medium', seed));
  const verdict = replayPuyoMatch({ level: 'gentle', ai: 'gentle', seed, inputs });
  const settled = settlePuyoMatch(verdict);
  if (!settled.extra.won) continue;
  won++;
  const timeMs = Math.ceil((inputs.length * 1000) / 60) + 2000;
  const { reason } = judgeMatch({ board: 'gentle', timeMs, log: '', ...settled });
  if (reason !== null) heldPuyo[ruleOf(reason)] = (heldPuyo[ruleOf(reason)] ?? 0) + 1;
}
console.log(
  JSON.stringify({
    game: 'puyo',
    level: 'gentle',
    wins: won,
    held: Object.values(heldPuyo).reduce((a, b) => a + b, 0),
    rules: heldPuyo,
  }),
);
console.log(JSON.stringify({ seconds: Math.round((performance.now() - started) / 1000) }));
