/** `arcade sudoku play | solve | grade | check | generate` */
import { type Command, Option } from 'commander';
import {
  LEVELS,
  type Level,
  MAX_PUZZLE_NUMBER as MAX_PLAY_NUMBER,
  makePuzzle,
  numberedGame,
  readPuzzle,
  SYMMETRIES,
} from '../sudoku/index.ts';
import { exitOnClosedPipe, InputError, integerOption, MAX_RUN, runCommand } from './io.ts';
import {
  addJobOptions,
  indexes,
  type JobOptions,
  runBatchCommand,
  runRecordBatch,
} from './jobs/batchCommand.ts';
import { jobSpec, SMALL_ITEMS } from './jobs/job.ts';
import { parseEarlierJson } from './jobs/resume.ts';
import { addLevelOption } from './levelOption.ts';
import { type GenerateContext, SUDOKU_JOBS } from './sudoku/jobs.ts';
import { playSudokuInTerminal } from './sudoku/play.ts';
import { puzzleRecords } from './sudoku/records.ts';

/** The last first puzzle number: a run of MAX_RUN puzzles from it still numbers them exactly. */
const MAX_PUZZLE_NUMBER = Number.MAX_SAFE_INTEGER - MAX_RUN;

const FORMAT_HELP =
  'one puzzle per line (81 characters, 1-9 and . or 0 for empty), or 9-line grids separated by blank lines';

export function registerSudokuCommands(program: Command): void {
  const sudoku = program
    .command('sudoku')
    .description('Sudoku: terminal game, solver, grader, generator, checker');
  registerPlay(sudoku);

  const batch = (name: string, description: string, maker: string, label: string): void => {
    addJobOptions(
      sudoku
        .command(name)
        .description(`${description}; input: ${FORMAT_HELP}`)
        .argument('[file]', 'file of puzzles, or - for standard input', '-'),
      name !== 'check',
    ).action((file: string, options: JobOptions) =>
      runCommand(() =>
        runRecordBatch(file, options, {
          module: SUDOKU_JOBS,
          maker,
          label,
          unit: 'puzzles',
          records: (input) => puzzleRecords(input.lines, input.name),
          limits: name === 'grade' ? undefined : SMALL_ITEMS,
        }),
      ),
    );
  };

  batch(
    'solve',
    'per puzzle: {puzzle, status, solution, second}; status is unique, multiple (with two solutions), none or invalid (givens clash)',
    'solveJob',
    'solving',
  );
  batch(
    'grade',
    `per puzzle: {puzzle, difficulty, score, steps, techniques}; difficulty is one of ${LEVELS.join(', ')}`,
    'gradeJob',
    'grading',
  );
  batch(
    'check',
    'per filled grid: {grid, status, unit, digit, cells}; status is solved, or the first rule that failed: empty, row, column, box',
    'checkJob',
    'checking',
  );

  addJobOptions(
    addLevelOption(
      sudoku
        .command('generate')
        .description(
          'puzzles of one level, one 81-character line each (with --json: {number, puzzle, solution, difficulty, score}); ' +
            'puzzle number N of a level is the same everywhere',
        ),
      new Option('--level <level>', 'level').choices(LEVELS).makeOptionMandatory(),
    )
      .option('--count <n>', 'how many puzzles', integerOption(1, MAX_RUN), 1)
      .option(
        '--seed <n>',
        'number of the first puzzle (then N+1, N+2, ...)',
        integerOption(0, MAX_PUZZLE_NUMBER),
        1,
      )
      .addOption(
        new Option('--symmetry <kind>', 'symmetry of the givens').choices(SYMMETRIES).default('none'),
      )
      .option('--not-minimal', 'leave 1 to 4 removable givens in (a little easier to start)')
      .option('--json', 'one JSON object per puzzle instead of plain lines'),
    true,
  ).action((options: GenerateOptions) =>
    runCommand(() =>
      runBatchCommand({
        options,
        spec: jobSpec(SUDOKU_JOBS, 'generateJob', {
          difficulty: options.level,
          seed: options.seed,
          symmetry: options.symmetry,
          notMinimal: options.notMinimal,
          json: options.json,
        } satisfies GenerateContext),
        items: (from) => indexes(from, options.count),
        label: 'generating',
        unit: 'puzzles',
        total: options.count,
        earlierLine: (text, index) => {
          if (
            options.json ? parseEarlierJson(text).number === options.seed + index : /^[.1-9]{81}$/.test(text)
          )
            return 'item';
          throw new Error(
            options.json
              ? `expected puzzle number ${options.seed + index}: not the output of this run`
              : 'not an 81-character puzzle: not the output of this run',
          );
        },
      }),
    ),
  );
}

type GenerateOptions = Omit<GenerateContext, 'difficulty'> & JobOptions & { level: Level; count: number };

interface PlayOptions {
  level: Level;
  number?: number;
  puzzle?: string;
}

function registerPlay(sudoku: Command): void {
  addLevelOption(
    sudoku
      .command('play')
      .description(
        'play in the terminal: e3 7 places, e3 0 clears, n e3 7 marks, check, hint, undo, redo, ? help, q quits; ' +
          "puzzle N of a level is the web page's /sudoku?level=L&n=N",
      ),
    new Option('--level <level>', 'level of a generated puzzle').choices(LEVELS).default('easy'),
  )
    .addOption(
      new Option('--number <n>', 'puzzle number (default: a random one)')
        .argParser(integerOption(1, MAX_PLAY_NUMBER))
        .conflicts('puzzle'),
    )
    .addOption(
      new Option('--puzzle <text>', 'play this puzzle: 81 characters, 1-9 and . or 0 for empty').conflicts(
        'level',
      ),
    )
    .action((options: PlayOptions) =>
      runCommand(() => {
        exitOnClosedPipe();
        let game: ReturnType<typeof numberedGame>;
        let title: string;
        if (options.puzzle !== undefined) {
          const read = readPuzzle(options.puzzle);
          if (!read.ok) throw new InputError(`--puzzle: ${read.error}`);
          game = { params: { puzzle: makePuzzle(read.value.givens) }, seed: 0 };
          title = makePuzzle(read.value.givens);
        } else {
          const number = options.number ?? 1 + Math.floor(Math.random() * MAX_PLAY_NUMBER);
          game = numberedGame(options.level, number);
          title = `${options.level} #${number}`;
        }
        return playSudokuInTerminal({
          ...game,
          title,
          input: process.stdin,
          output: process.stdout,
          colour: process.stdout.isTTY === true,
          clock: () => Date.now(),
        });
      }),
    );
}
