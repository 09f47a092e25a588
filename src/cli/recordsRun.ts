/** `arcade records review` once it runs (records.ts registers it and says what it does). */
import { existsSync } from 'node:fs';
import { chosenDatabase, openStorage } from '../server/openStorage.ts';
import { isPostgresUrl } from '../server/pgStorage.ts';
import { evidence } from '../server/review/evidence.ts';
import type { Storage } from '../server/storage.ts';
import { InputError, writeJsonLine } from './io.ts';
import type { ReviewOptions } from './records.ts';

/** The player's records shown beside a held one. */
const HISTORY = 10;

export async function review(options: ReviewOptions): Promise<void> {
  const decisions = [options.approve, options.refuse, options.refusePlayer].filter((id) => id !== undefined);
  if (decisions.length > 1)
    throw new InputError('give one of --approve, --refuse and --refuse-player at a time');
  const reason = options.reason?.trim() ?? '';
  if (decisions.length === 1 && reason === '')
    throw new InputError('--reason: say why (it is kept with the record)');
  const db = chosenDatabase(options.db);
  if (!isPostgresUrl(db) && !existsSync(db)) throw new InputError('no such database file', db);
  const storage = await openStorage(db);
  try {
    if (options.refusePlayer !== undefined) {
      const refused = await storage.refusePlayer(options.refusePlayer, reason);
      if (refused === undefined)
        throw new InputError(`--refuse-player: no player has the id ${options.refusePlayer}`);
      writeJsonLine({ player: options.refusePlayer, refused, reason });
    } else if (options.approve !== undefined || options.refuse !== undefined) {
      const id = (options.approve ?? options.refuse) as number;
      const decision = options.approve !== undefined ? 'approve' : 'refuse';
      const decided = await storage.reviewResult(id, { decision, note: reason });
      if (decided === undefined)
        throw new InputError(`--${decision}: record ${id} is not held (or does not exist)`);
      writeJsonLine({ record: id, status: decided.status, review: decided.review });
    } else await list(storage, options);
  } finally {
    await storage.close();
  }
}

async function list(storage: Storage, options: ReviewOptions): Promise<void> {
  const held = await storage.heldResults(options.limit);
  const site = options.site.replace(/\/+$/, '');
  if (!options.json) process.stdout.write(`${held.length} held record${held.length === 1 ? '' : 's'}\n`);
  for (const result of held) {
    const history = (await storage.playerPage(result.playerId, HISTORY + 1))?.last ?? [];
    if (options.json) {
      const { log: _, ...shown } = result;
      writeJsonLine({
        ...shown,
        replay: `${site}/${result.game}?record=${result.id}`,
        history: history.filter((other) => other.id !== result.id).map(({ log: __, ...other }) => other),
      });
    } else process.stdout.write(`\n${evidence(result, history, site)}\n`);
  }
}
