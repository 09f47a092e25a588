/**
 * `arcade mines bench-solver`: the solver's win rate over seeded games, played on the worker threads
 * (mines/jobs.ts); the coordinator wires it into src/cli/mines.ts.
 */
import { type Command, Option } from 'commander';
import { type CellCoords, parseCellName } from '../core/cellName.ts';
import { LEVELS, type Level, PRESETS } from '../mines/index.ts';
import { meanInterval, wilsonInterval } from '../mines/solver/index.ts';
import { InputError, integerOption, MAX_RUN, runCommand } from './io.ts';
import { addJobOptions, type JobOptions, runBatchCommand, type Summary } from './jobs/batchCommand.ts';
import { jobSpec, jsonLine } from './jobs/job.ts';
import { gameLine } from './jobs/resume.ts';
import { benchBoards, MINES_JOBS } from './mines/jobs.ts';

export function registerMinesSolverCommands(mines: Command): void {
  addJobOptions(
    mines
      .command('bench-solver')
      .description(
        'the solver plays N games: a JSON line per game {"game","won","guesses","ceiling","ms"}, then ' +
          '{"games","wins","winRate","msPerGame","ci95","guessesPerGame","ceiling","ceilingCi95"}; first click in a ' +
          'corner (safe) or at d4 (opening) unless --start names a cell',
      )
      .addOption(new Option('--level <level>', 'board').choices(LEVELS).makeOptionMandatory())
      .addOption(
        new Option('--first-click <rule>', 'safe: the first cell is mine-free; opening: its 3x3 block is')
          .choices(['safe', 'opening'])
          .makeOptionMandatory(),
      )
      .option('--games <n>', 'games to play', integerOption(1, MAX_RUN), 1000)
      .option('--seed <seed>', 'seed of the boards', 'bench-solver')
      .option('--start <cell>', 'where the first click lands, like c3'),
    true,
  ).action((options: BenchOptions) =>
    runCommand(() => {
      const size = PRESETS[options.level];
      const settings = { ...size, firstClick: options.firstClick, start: startCell(options.start, size) };
      return runBatchCommand({
        options,
        spec: jobSpec(MINES_JOBS, 'benchGameJob', settings),
        items: (from) => benchBoards(settings, options.games, options.seed, from),
        label: `${options.level}/${options.firstClick}`,
        unit: 'games',
        total: options.games,
        earlierLine: gameLine(options.games),
        summary: benchTally(),
      });
    }),
  );
}

/** The summary line of a benchmark, from its games' lines in order (so any number of jobs sums the same). */
export function benchTally(): Summary {
  let games = 0;
  let wins = 0;
  let guesses = 0;
  let ceilings = 0;
  let ceilingSquares = 0;
  let ms = 0;
  return {
    add(line) {
      const game = JSON.parse(line) as { won: boolean; guesses: number; ceiling: number; ms: number };
      games++;
      wins += game.won ? 1 : 0;
      guesses += game.guesses;
      ceilings += game.ceiling;
      ceilingSquares += game.ceiling * game.ceiling;
      ms += game.ms;
    },
    line() {
      const [low, high] = wilsonInterval(wins, games);
      return jsonLine({
        games,
        wins,
        winRate: round(wins / games, 4),
        msPerGame: round(ms / games, 3),
        ci95: [round(low, 4), round(high, 4)],
        guessesPerGame: round(guesses / games, 3),
        ceiling: round(ceilings / games, 4),
        ceilingCi95: meanInterval(ceilings, ceilingSquares, games).map((v) => round(v, 4)),
      });
    },
  };
}

interface BenchOptions extends JobOptions {
  level: Level;
  firstClick: 'safe' | 'opening';
  games: number;
  seed: string;
  start?: string;
}

function startCell(
  name: string | undefined,
  size: { width: number; height: number },
): CellCoords | undefined {
  if (name === undefined) return undefined;
  const cell = parseCellName(name, size.width, size.height);
  if (!cell.ok) throw new InputError(`--start: ${cell.error}`);
  return cell.value;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));
