/**
 * `arcade mines bench-solver` (the solver's win rate) and the no-guess board maker behind `arcade mines generate
 * --no-guess`. The coordinator wires both into src/cli/mines.ts.
 */
import { type Command, Option } from 'commander';
import { type CellCoords, parseCellName } from '../core/cellName.ts';
import { Rng } from '../core/rng.ts';
import { type Board, LEVELS, type Level, PRESETS } from '../mines/index.ts';
import { generateNoGuess, meanInterval, playGames, wilsonInterval } from '../mines/solver/index.ts';
import { InputError, integerOption, MAX_RUN, Progress, runCommand, writeJsonLine } from './io.ts';

export function registerMinesSolverCommands(mines: Command): void {
  mines
    .command('bench-solver')
    .description(
      'the solver plays N games and prints {"games","wins","winRate","msPerGame","ci95","guessesPerGame",' +
        '"ceiling","ceilingCi95"}; first click in a corner (safe) or at d4 (opening) unless --start names a cell',
    )
    .addOption(new Option('--level <level>', 'board').choices(LEVELS).makeOptionMandatory())
    .addOption(
      new Option('--first-click <rule>', 'safe: the first cell is mine-free; opening: its 3x3 block is')
        .choices(['safe', 'opening'])
        .makeOptionMandatory(),
    )
    .option('--games <n>', 'games to play', integerOption(1, MAX_RUN), 1000)
    .option('--seed <seed>', 'seed of the boards', 'bench-solver')
    .option('--start <cell>', 'where the first click lands, like c3')
    .action((options: BenchOptions) =>
      runCommand(() => {
        const size = PRESETS[options.level];
        const settings = { ...size, firstClick: options.firstClick, start: startCell(options.start, size) };
        const progress = new Progress(options.games, `${options.level}/${options.firstClick}`);
        const start = performance.now();
        const tally = playGames(settings, options.games, Rng.fromSeed(options.seed), () => progress.tick());
        const ms = performance.now() - start;
        progress.finish();
        const [low, high] = wilsonInterval(tally.wins, tally.games);
        writeJsonLine({
          games: tally.games,
          wins: tally.wins,
          winRate: round(tally.wins / tally.games, 4),
          msPerGame: round(ms / tally.games, 3),
          ci95: [round(low, 4), round(high, 4)],
          guessesPerGame: round(tally.guesses / tally.games, 3),
          ceiling: round(tally.ceilings / tally.games, 4),
          ceilingCi95: meanInterval(tally.ceilings, tally.ceilingSquares, tally.games).map((v) =>
            round(v, 4),
          ),
        });
      }),
    );
}

interface BenchOptions {
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

/**
 * For `arcade mines generate --no-guess`: a board solvable from `firstClick` (default: the centre) by logic alone,
 * its 3x3 block mine-free. Throws an InputError when the settings are too dense to find one within `budgetMs`.
 */
export function noGuessBoard(
  size: { readonly width: number; readonly height: number; readonly mines: number },
  rng: Rng,
  firstClick?: CellCoords,
  budgetMs = 10_000,
): Board {
  const first = firstClick ?? { x: Math.floor(size.width / 2), y: Math.floor(size.height / 2) };
  const deadline = performance.now() + budgetMs;
  const result = generateNoGuess(size, first, rng, { shouldStop: () => performance.now() > deadline });
  if (result.ok) return result.value;
  if (result.error.kind === 'cancelled')
    throw new InputError(
      `no no-guess ${size.width}x${size.height} board with ${size.mines} mines found in ${budgetMs / 1000} s: try fewer mines`,
    );
  throw new InputError(result.error.message);
}
