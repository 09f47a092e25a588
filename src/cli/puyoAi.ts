/**
 * `arcade puyo solo` and `arcade puyo versus`: the Puyo AIs in the terminal harnesses (DESIGN.md section 4).
 * One JSON line per game on stdout, then a summary line; a progress bar on stderr when it is a terminal.
 */
import type { Command } from 'commander';
import { quote } from '../core/quote.ts';
import { isArchived } from '../puyo/ai/archive.ts';
import { isAiName, PLAYER_AIS, type SoloGame, unknownAi } from '../puyo/ai/index.ts';
import { InputError, integerOption, MAX_RUN, runCommand } from './io.ts';
import { addJobOptions, indexes, type JobOptions, runBatchCommand } from './jobs/batchCommand.ts';
import { jobSpec, jsonLine } from './jobs/job.ts';
import { gameLine } from './jobs/resume.ts';
import { PUYO_JOBS, type SoloContext, type VersusContext } from './puyo/jobs.ts';

const archivedHelp = (flags: string): string =>
  `let ${flags} name an archived AI too: one the strongest level has been, which ranked records replay against ` +
  '(docs/engines/puyo.md lists them)';

/** An AI named on the command line: a player's AI, or with --archived an archived one. */
function aiOption(name: string, flag: string, archived = false): string {
  if (!isAiName(name)) throw new InputError(`${flag}: ${unknownAi(name)}`);
  if (isArchived(name) && !archived)
    throw new InputError(`${flag}: ${quote(name)} is an archived AI: add --archived to play it`);
  return name;
}

/** The summary line of a solo run, from running sums: a run of millions of games keeps none of them. */
export function soloTally() {
  let games = 0;
  let largestChain = 0;
  let bestScore = 0;
  let reached70k = 0;
  let msPerMove = 0;
  const mean = (sum: number): number => (games === 0 ? 0 : sum / games);
  return {
    add(game: Pick<SoloGame, 'largestChain' | 'bestChainScore' | 'msPerMove'>): void {
      games++;
      largestChain += game.largestChain;
      bestScore += game.bestChainScore;
      reached70k += game.bestChainScore >= 70_000 ? 1 : 0;
      msPerMove += game.msPerMove;
    },
    summary: () => ({
      games,
      meanLargestChain: mean(largestChain),
      meanBestScore: mean(bestScore),
      share70k: mean(reached70k),
      msPerMove: mean(msPerMove),
    }),
  };
}

/** A versus game still running after this many ticks is a draw; at most a day of play (60 ticks a second). */
export const MAX_TICKS = 60 * 60 * 60 * 24;

export function registerPuyoAiCommands(puyo: Command): void {
  addJobOptions(
    puyo
      .command('solo')
      .description(
        'the AI alone for P pairs a game (3 visible): a JSON line per game {game, seed, largestChain, bestChainScore, ' +
          'totalScore, pairsPlaced, died, msPerMove}, then {games, meanLargestChain, meanBestScore, share70k, msPerMove}',
      )
      .requiredOption('--ai <name>', `AI: ${PLAYER_AIS.join(', ')}`)
      .option('--archived', archivedHelp('--ai'))
      .option('--games <n>', 'games to play', integerOption(1, MAX_RUN), 10)
      .option('--pairs <p>', 'pairs per game', integerOption(1, 10_000), 50)
      .option('--seed <s>', 'seed of the run (game i uses "S:i")', '1'),
    true,
  ).action(
    (options: { ai: string; archived?: boolean; games: number; pairs: number; seed: string } & JobOptions) =>
      runCommand(() => {
        const ai = aiOption(options.ai, '--ai', options.archived);
        const tally = soloTally();
        return runBatchCommand({
          options,
          spec: jobSpec(PUYO_JOBS, 'soloJob', {
            ai,
            pairs: options.pairs,
            seed: options.seed,
          } satisfies SoloContext),
          items: (from) => indexes(from, options.games),
          label: `solo ${ai}`,
          unit: 'games',
          total: options.games,
          earlierLine: gameLine(options.games),
          summary: { add: (line) => tally.add(JSON.parse(line)), line: () => jsonLine(tally.summary()) },
        });
      }),
  );

  addJobOptions(
    puyo
      .command('versus')
      .description(
        'AI against AI in full tick-driven matches with garbage: a JSON line per game {game, seed, result, ticks, p1, ' +
          'p2}, then {games, p1Wins, p2Wins, draws}; a game replays from its seed',
      )
      .requiredOption('--p1 <name>', `player 1's AI: ${PLAYER_AIS.join(', ')}`)
      .requiredOption('--p2 <name>', "player 2's AI")
      .option('--archived', archivedHelp('--p1 and --p2'))
      .option('--games <n>', 'games to play', integerOption(1, MAX_RUN), 10)
      .option('--seed <s>', 'seed of the run (game i uses "S:i")', '1')
      .option(
        '--max-ticks <t>',
        'a game still running after this many ticks (60 a second) is a draw',
        integerOption(1, MAX_TICKS),
        72_000,
      ),
    true,
  ).action(
    (
      options: {
        p1: string;
        p2: string;
        archived?: boolean;
        games: number;
        seed: string;
        maxTicks: number;
      } & JobOptions,
    ) =>
      runCommand(() => {
        const p1 = aiOption(options.p1, '--p1', options.archived);
        const p2 = aiOption(options.p2, '--p2', options.archived);
        const wins = { p1: 0, p2: 0, draw: 0 };
        return runBatchCommand({
          options,
          spec: jobSpec(PUYO_JOBS, 'versusJob', {
            p1,
            p2,
            seed: options.seed,
            maxTicks: options.maxTicks,
          } satisfies VersusContext),
          items: (from) => indexes(from, options.games),
          label: `versus ${p1} ${p2}`,
          unit: 'games',
          total: options.games,
          earlierLine: gameLine(options.games),
          summary: {
            add: (line) => {
              wins[(JSON.parse(line) as { result: keyof typeof wins }).result]++;
            },
            line: () =>
              jsonLine({ games: options.games, p1Wins: wins.p1, p2Wins: wins.p2, draws: wins.draw }),
          },
        });
      }),
  );
}
