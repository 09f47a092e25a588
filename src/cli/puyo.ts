/** `arcade puyo chain | solo | versus`: the chain simulator and the AI harnesses. */
import type { Command } from 'commander';
import { ChainOutcome, makeField, parseField, resolveChain } from '../puyo/index.ts';
import { blockRecords, runBatch } from './batch.ts';
import { InputError, readSource, runCommand } from './io.ts';
import { registerPuyoAiCommands } from './puyoAi.ts';

export function registerPuyoCommands(program: Command): void {
  const puyo = program
    .command('puyo')
    .description('Puyo Puyo: chain simulator, AI solo and versus harnesses');

  puyo
    .command('chain')
    .description(
      'for each field (up to 13 lines of RGBYPO., top line first, fields separated by a blank line): settle ' +
        'floating puyos, resolve the chain, print {chains, score, allClear, steps, field}',
    )
    .argument('[file]', 'file of fields, or - for standard input', '-')
    .action((file: string) =>
      runCommand(() => {
        const source = readSource(file);
        runBatch(source.name, blockRecords(source.text), (record) => {
          const parsed = parseField(record.text);
          if (!parsed.ok) {
            const { line, column, message } = parsed.error;
            throw new InputError(
              column === undefined ? message : `column ${column}: ${message}`,
              source.name,
              line,
            );
          }
          const field = parsed.value;
          field.settle();
          const outcome = resolveChain(field, new ChainOutcome(), true);
          return {
            chains: outcome.chains,
            score: outcome.score,
            allClear: outcome.allClear,
            steps: outcome.steps,
            field: makeField(field),
          };
        });
      }),
    );

  registerPuyoAiCommands(puyo);
}
