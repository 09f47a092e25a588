/** `arcade mines play | generate | stats | bench-solver` */
import type { Command } from 'commander';
import { cellName } from '../core/cellName.ts';
import {
  DEFAULT_FIRST_CLICK,
  type FirstClickRule,
  MAX_CELLS,
  MAX_SIDE,
  type Params,
} from '../mines/index.ts';
import { blockRecords } from './batch.ts';
import { exitOnClosedPipe, InputError, integerOption, MAX_RUN, runCommand } from './io.ts';
import {
  addJobOptions,
  indexes,
  type JobOptions,
  runBatchCommand,
  runRecordBatch,
} from './jobs/batchCommand.ts';
import { jobSpec, SMALL_ITEMS } from './jobs/job.ts';
import { type GenerateContext, MINES_JOBS } from './mines/jobs.ts';
import {
  cellOption,
  levelOption,
  paramsFrom,
  ruleOption,
  type SizeOptions,
  seedFrom,
} from './mines/options.ts';
import { playInTerminal } from './mines/play.ts';
import { registerMinesSolverCommands } from './minesSolver.ts';

interface PlayOptions extends SizeOptions {
  seed?: string;
  firstClick: FirstClickRule;
}

interface GenerateOptions extends SizeOptions, JobOptions {
  seed?: string;
  firstClick?: { x: number; y: number };
  rule: FirstClickRule;
  count: number;
  guess: boolean;
}

export function registerMinesCommands(program: Command): void {
  const mines = program
    .command('mines')
    .description('Minesweeper: terminal game, board generator, board metrics, solver benchmark');
  const sizeOptions = (command: Command): Command =>
    command
      .option(
        '--level <level>',
        'beginner (9x9/10), intermediate (16x16/40) or expert (30x16/99)',
        levelOption,
      )
      .option(
        '--width <W>',
        'columns, instead of a level (beginner fills in what is not given)',
        integerOption(1, MAX_SIDE),
      )
      .option('--height <H>', 'rows, instead of a level', integerOption(1, MAX_SIDE))
      .option('--mines <M>', 'mines, instead of a level', integerOption(0, MAX_CELLS))
      .option('--seed <S>', 'seed (any text); the same seed gives the same boards');

  sizeOptions(
    mines.command('play').description('play in the terminal: b3 opens, f b3 flags, c b3 chords, q quits'),
  )
    .option(
      '--first-click <rule>',
      'any, safe or opening (no mine around the first cell)',
      ruleOption,
      DEFAULT_FIRST_CLICK,
    )
    .action((options: PlayOptions) =>
      runCommand(() => {
        exitOnClosedPipe();
        return playInTerminal({
          params: paramsFrom(options, options.firstClick),
          seed: seedFrom(options.seed),
          input: process.stdin,
          output: process.stdout,
          colour: process.stdout.isTTY === true,
          clock: () => Date.now(),
        });
      }),
    );

  addJobOptions(
    sizeOptions(
      mines
        .command('generate')
        .description(
          'boards as text: one line per row, * a mine, . a safe cell; a blank line between boards',
        ),
    )
      .option(
        '--first-click <cell>',
        'build each board for this first click: a cell like b3, or X,Y (0-based column, row)',
        cellOption,
      )
      .option(
        '--rule <rule>',
        'what the first click keeps free: any, safe or opening',
        ruleOption,
        DEFAULT_FIRST_CLICK,
      )
      .option(
        '--count <N>',
        'how many boards (board i comes from the seed S:i)',
        integerOption(1, MAX_RUN),
        1,
      )
      .option('--no-guess', 'boards solvable from the first click (default: the centre) by logic alone'),
    false,
  ).action((options: GenerateOptions, command: Command) =>
    runCommand(() => {
      const context = options.guess ? generateContext(options, command) : noGuessContext(options);
      return runBatchCommand({
        options,
        spec: jobSpec(MINES_JOBS, 'generateJob', context),
        items: (from) => indexes(from, options.count),
        label: 'generating',
        unit: 'boards',
        total: options.count,
      });
    }),
  );

  addJobOptions(
    mines
      .command('stats')
      .description('per board: {width, height, mines, density, bbbv, openings, islands, zeros, isolated}')
      .argument('[file]', 'boards (* and ., blank line between boards), or - for standard input', '-'),
    false,
  ).action((file: string, options: JobOptions) =>
    runCommand(() =>
      runRecordBatch(file, options, {
        module: MINES_JOBS,
        maker: 'statsJob',
        label: 'measuring',
        unit: 'boards',
        records: (input) => blockRecords(input.lines, false, input.name),
        empty: { message: 'empty input: expected boards of * and .', line: 1 },
        limits: SMALL_ITEMS,
      }),
    ),
  );

  registerMinesSolverCommands(mines);
}

/** Plain boards: without a first click there is no cell to keep free, and mines go anywhere, uniformly. */
function generateContext(options: GenerateOptions, command: Command): GenerateContext {
  if (!options.firstClick && command.getOptionValueSource('rule') === 'cli')
    throw new InputError(
      '--rule keeps cells free around a first click: give --first-click too (a cell like b3)',
    );
  const params = paramsFrom(options, options.firstClick ? options.rule : 'any');
  if (options.firstClick) checkOnBoard(options.firstClick, params);
  const seed = seedFrom(options.seed);
  if (options.seed === undefined) process.stderr.write(`arcade: seed ${seed}\n`);
  return { params, seed, click: options.firstClick, noGuess: false };
}

/** `generate --no-guess`: the first click always opens its 3x3 block, since logic needs an opening to start. */
function noGuessContext(options: GenerateOptions): GenerateContext {
  if (options.rule !== 'opening')
    throw new InputError('--no-guess boards start with an opening: --rule must be opening (the default)');
  const params = paramsFrom(options, 'opening');
  const click = options.firstClick ?? { x: Math.floor(params.width / 2), y: Math.floor(params.height / 2) };
  checkOnBoard(click, params);
  const seed = seedFrom(options.seed);
  process.stderr.write(
    `arcade: seed ${seed}; first click ${cellName(click.x, click.y)} (${click.x},${click.y})\n`,
  );
  return { params, seed, click, noGuess: true };
}

function checkOnBoard(click: { x: number; y: number }, params: Params): void {
  if (click.x >= params.width || click.y >= params.height)
    throw new InputError(
      `--first-click ${cellName(click.x, click.y)} (${click.x},${click.y}) is outside the ${params.width}x${params.height} board`,
    );
}
