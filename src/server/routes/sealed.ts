/**
 * A daily challenge's record while its day runs, as anyone may see it: no seed, no log (the moves give the board
 * away: every cell opened, every digit entered), no params (a dealt puzzle) and no deal number in its extra (a
 * numbered puzzle is its board); the result itself, its time and its player are shown. `sealedUntil` says when
 * the rest is shown.
 */
import { sealedUntil } from '../periods.ts';

interface Sealable {
  readonly daily: string | null;
  readonly seed: string;
  readonly params: string;
  readonly extra: Readonly<Record<string, unknown>>;
}

export function sealedRecord<R extends Sealable>(record: R, now: Date): R & { sealedUntil?: string } {
  const until = sealedUntil(record.daily, now);
  if (until === null) return record;
  const { number: _, ...extra } = record.extra;
  return {
    ...record,
    seed: '',
    params: '{}',
    extra,
    ...('log' in record && { log: '' }),
    sealedUntil: until,
  };
}
