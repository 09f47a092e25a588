/**
 * The rules a stored row's fields must meet, taken from the API's own schemas, so that a row brought in by
 * `arcade db import` holds nothing the API would refuse: a name the API would not take (a right-to-left override,
 * a zero-width character, spaces around it, 41 characters) would otherwise reach every leaderboard and player page.
 * Each rule is the API's schema for the field, and the value must be the one the API would have stored (trimmed).
 */

import { z } from 'zod';
import { GAME_NAMES } from '../core/rankedNames.ts';
import { MAX_RECORD_TIME_MS } from './limits.ts';
import { minesSubmissionSchema } from './minesVerify.ts';
import { playerNameSchema } from './players.ts';
import type { ResultStatus } from './storage.ts';
import { nameKey } from './storageRows.ts';
import { describeZodError } from './zodError.ts';

const time = z.number().int().min(0).max(MAX_RECORD_TIME_MS);
const bit = z.union([z.literal(0), z.literal(1)]);
const STATUSES = ['ranked', 'held', 'lost', 'pending', 'refused'] as const satisfies readonly ResultStatus[];

/** Per table, per column: the API's schema for the field. */
const RULES: Readonly<Record<string, Readonly<Record<string, z.ZodType>>>> = {
  players: {
    name: playerNameSchema,
  },
  mines_results: {
    level: minesSubmissionSchema.shape.level,
    seed: minesSubmissionSchema.shape.seed,
    player: minesSubmissionSchema.shape.player,
    time_ms: time,
    won: bit,
  },
  games: {
    game: z.enum(GAME_NAMES),
    daily: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day (YYYY-MM-DD)')
      .nullable(),
  },
  results: {
    game: z.enum(GAME_NAMES),
    status: z.enum(STATUSES),
    time_ms: time,
  },
};

/** Why a row of `table` is refused (`table.column: what is wrong`), or undefined when the API would take it. */
export function rowError(table: string, row: Readonly<Record<string, unknown>>): string | undefined {
  for (const [column, rule] of Object.entries(RULES[table] ?? {})) {
    if (!(column in row)) continue;
    const parsed = rule.safeParse(row[column]);
    const where = `${table}.${column}`;
    if (!parsed.success) return `${where}: ${describeZodError(parsed.error).replace(/^[^:]*: /, '')}`;
    if (parsed.data !== row[column] && typeof row[column] === 'string')
      return `${where}: ${JSON.stringify(row[column])} is not as the API keeps it (${JSON.stringify(parsed.data)})`;
  }
  if (table === 'players' && typeof row.name === 'string' && row.name_key !== nameKey(row.name))
    return `players.name_key: must be the name's key ${JSON.stringify(nameKey(row.name))}`;
  return undefined;
}
