/** `arcade mines play | generate | stats | bench-solver` */
import type { Command } from 'commander';
import { cellName } from '../core/cellName.ts';
import { Rng } from '../core/rng.ts';
import {
  type Board,
  boardMetrics,
  DEFAULT_FIRST_CLICK,
  type FirstClickRule,
  generateBoard,
  isMine,
  MAX_CELLS,
  MAX_SIDE,
  type Params,
  parseBoard,
} from '../mines/index.ts';
import { blockRecords, firstRecord, runBatch } from './batch.ts';
import { exitOnClosedPipe, InputError, integerOption, MAX_RUN, readSource, runCommand } from './io.ts';
import {
  cellOption,
  levelOption,
  paramsFrom,
  ruleOption,
  type SizeOptions,
  seedFrom,
} from './mines/options.ts';
import { playInTerminal } from './mines/play.ts';
import { noGuessBoard, registerMinesSolverCommands } from './minesSolver.ts';

interface PlayOptions extends SizeOptions {
  seed?: string;
  firstClick: FirstClickRule;
}

interface GenerateOptions extends SizeOptions {
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

  sizeOptions(
    mines
      .command('generate')
      .description('boards as text: one line per row, * a mine, . a safe cell; a blank line between boards'),
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
    .option('--count <N>', 'how many boards', integerOption(1, MAX_RUN), 1)
    .option('--no-guess', 'boards solvable from the first click (default: the centre) by logic alone')
    .action((options: GenerateOptions, command: Command) =>
      runCommand(() => {
        exitOnClosedPipe();
        if (!options.guess) return generateNoGuessBoards(options);
        // Without a first click there is no cell to keep free: mines go anywhere, uniformly.
        if (!options.firstClick && command.getOptionValueSource('rule') === 'cli')
          throw new InputError(
            '--rule keeps cells free around a first click: give --first-click too (a cell like b3)',
          );
        const rule = options.firstClick ? options.rule : 'any';
        const params = paramsFrom(options, rule);
        const click = options.firstClick;
        if (click) checkOnBoard(click, params);
        const seed = seedFrom(options.seed);
        if (options.seed === undefined) process.stderr.write(`arcade: seed ${seed}\n`);
        const rng = Rng.fromSeed(seed);
        for (let i = 0; i < options.count; i++) {
          if (i > 0) process.stdout.write('\n');
          writeBoard(generateBoard(params, rng, click));
        }
      }),
    );

  mines
    .command('stats')
    .description('per board: {width, height, mines, density, bbbv, openings, islands, zeros, isolated}')
    .argument('[file]', 'boards (* and ., blank line between boards), or - for standard input', '-')
    .action((file: string) =>
      runCommand(() => {
        const source = readSource(file);
        const records = blockRecords(source.text);
        if (firstRecord(records) === undefined)
          throw new InputError('empty input: expected boards of * and .', source.name, 1);
        runBatch(
          source.name,
          records,
          (record) => {
            const board = parseBoard(record.text);
            if (!board.ok) throw new InputError(board.error.message, source.name, board.error.line);
            return boardStats(board.value);
          },
          'boards',
        );
      }),
    );

  registerMinesSolverCommands(mines);
}

/** `generate --no-guess`: the first click always opens its 3x3 block, since logic needs an opening to start. */
function generateNoGuessBoards(options: GenerateOptions): void {
  if (options.rule !== 'opening')
    throw new InputError('--no-guess boards start with an opening: --rule must be opening (the default)');
  const params = paramsFrom(options, 'opening');
  const click = options.firstClick ?? { x: Math.floor(params.width / 2), y: Math.floor(params.height / 2) };
  checkOnBoard(click, params);
  const seed = seedFrom(options.seed);
  process.stderr.write(
    `arcade: seed ${seed}; first click ${cellName(click.x, click.y)} (${click.x},${click.y})\n`,
  );
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < options.count; i++) {
    if (i > 0) process.stdout.write('\n');
    writeBoard(noGuessBoard(params, rng, click));
  }
}

function checkOnBoard(click: { x: number; y: number }, params: Params): void {
  if (click.x >= params.width || click.y >= params.height)
    throw new InputError(
      `--first-click ${cellName(click.x, click.y)} (${click.x},${click.y}) is outside the ${params.width}x${params.height} board`,
    );
}

function boardStats(board: Board) {
  const { width, height, mines } = board;
  const { bbbv, openings, islands, zeros, isolated } = boardMetrics(board);
  const density = Math.round((mines / (width * height)) * 1e6) / 1e6;
  return { width, height, mines, density, bbbv, openings, islands, zeros, isolated };
}

/** Row by row, so a 10,000 x 10,000 board never becomes one 100 MB string. */
function writeBoard(board: Board): void {
  const line = Buffer.alloc(board.width + 1);
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) line[x] = isMine(board, y * board.width + x) ? 42 : 46; // * or .
    line[board.width] = 10;
    process.stdout.write(Buffer.from(line));
  }
}
