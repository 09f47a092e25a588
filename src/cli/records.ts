/**
 * `arcade records review`: the held records a person must look at, with their evidence (why each was held, its
 * replay, a chart of its timing, the player's other records), and that person's decision: approve a record (it is
 * ranked), refuse it, or refuse every record of a player. The server's modules load only when it runs
 * (recordsRun.ts), as for `arcade serve` and `arcade db`.
 */
import type { Command } from 'commander';
import { integerOption, runCommand } from './io.ts';

export interface ReviewOptions {
  db?: string;
  limit: number;
  site: string;
  json?: boolean;
  approve?: number;
  refuse?: number;
  refusePlayer?: number;
  reason?: string;
}

export function registerRecordsCommands(program: Command): void {
  const records = program
    .command('records')
    .description('ranked records the judge held for a person to review');
  records
    .command('review')
    .description(
      'list held records with their evidence; with --approve, --refuse or --refuse-player, decide (a --reason is required)',
    )
    .option(
      '--db <FILE|URL>',
      'a SQLite file or a postgres:// URL (default: $DATABASE_URL, else arcade.sqlite)',
    )
    .option('--limit <N>', 'held records listed at most, oldest first', integerOption(1, 10_000), 20)
    .option('--site <URL>', 'the address replay links start with', 'http://localhost:8080')
    .option('--json', 'one JSON object per held record instead of text')
    .option('--approve <ID>', 'rank the held record ID', integerOption(1))
    .option('--refuse <ID>', 'refuse the held record ID: it stays off every board', integerOption(1))
    .option(
      '--refuse-player <ID>',
      'refuse every record of the player ID (ranked, held, pending): they leave every board',
      integerOption(1),
    )
    .option('--reason <TEXT>', 'why, in words kept with the record')
    .action((options: ReviewOptions) =>
      runCommand(async () => (await import('./recordsRun.ts')).review(options)),
    );
}
