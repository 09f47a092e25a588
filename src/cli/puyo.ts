/** `arcade puyo chain | solo | versus`: the chain simulator and the AI harnesses. */
import type { Command } from 'commander';
import { blockRecords } from './batch.ts';
import { runCommand } from './io.ts';
import { addJobOptions, type JobOptions, runRecordBatch } from './jobs/batchCommand.ts';
import { SMALL_ITEMS } from './jobs/job.ts';
import { PUYO_JOBS } from './puyo/jobs.ts';
import { registerPuyoAiCommands } from './puyoAi.ts';

export function registerPuyoCommands(program: Command): void {
  const puyo = program
    .command('puyo')
    .description('Puyo Puyo: chain simulator, AI solo and versus harnesses');

  addJobOptions(
    puyo
      .command('chain')
      .description(
        'for each field (up to 13 lines of RGBYPO., top line first, fields separated by a blank line): settle ' +
          'floating puyos, resolve the chain, print {chains, score, allClear, steps, field}',
      )
      .argument('[file]', 'file of fields, or - for standard input', '-'),
    false,
  ).action((file: string, options: JobOptions) =>
    runCommand(() =>
      runRecordBatch(file, options, {
        module: PUYO_JOBS,
        maker: 'chainJob',
        label: 'chaining',
        unit: 'fields',
        records: (input) => blockRecords(input.lines, false, input.name),
        limits: SMALL_ITEMS,
      }),
    ),
  );

  registerPuyoAiCommands(puyo);
}
