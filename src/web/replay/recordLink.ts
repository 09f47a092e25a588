/**
 * A ranked record linked from a leaderboard: `?record=ID` on its game's page. The id is read from the address,
 * the record fetched with its log (GET /api/records/:id) and checked to be this game's and replayable; whatever
 * stops it is said in the page's language (the server's own English words only on an English page), so the page
 * shows a message, never a blank board.
 */
import type { Language, Translate } from '../i18n/index.ts';
import type { AddressError } from '../pageTypes.ts';
import type { GameName, RecordAnswer } from '../ranked/answers.ts';
import type { RankedClient } from '../ranked/client.ts';
import { rankedErrorText } from '../ranked/errors.ts';

/** What the address asks: no record, a record id, or an id that is none. */
export type RecordAsked =
  | { readonly kind: 'none' }
  | { readonly kind: 'record'; readonly id: number }
  | { readonly kind: 'bad'; readonly id: string };

export function recordAsked(search: string): RecordAsked {
  const id = new URLSearchParams(search.slice(0, 2000)).get('record');
  if (id === null) return { kind: 'none' };
  return /^[1-9]\d{0,14}$/.test(id)
    ? { kind: 'record', id: Number(id) }
    : { kind: 'bad', id: id.slice(0, 20) };
}

/** A record id that is none, as reportBadAddress says it. */
export const badRecordAddress = (asked: { readonly id: string }): AddressError => ({
  key: 'record.badId',
  values: { id: asked.id },
});

/** The record to replay, or the message that says why there is none. */
export type RecordLoaded =
  | { readonly ok: true; readonly record: RecordAnswer }
  | { readonly ok: false; readonly message: string };

/** Fetches record `id` and checks that `game`'s page can replay it. */
export async function loadRecord(
  client: Pick<RankedClient, 'record'>,
  id: number,
  game: GameName,
  t: Translate,
  language: Language,
): Promise<RecordLoaded> {
  const answer = await client.record(id);
  if (!answer.ok)
    return {
      ok: false,
      message: t('record.failed', { id, error: rankedErrorText(t, language, answer.error) }),
    };
  const record = answer.value;
  if (record.game !== game)
    return { ok: false, message: t('record.otherGame', { id, game: t(`game.${record.game}`) }) };
  if (record.verification === 'refused') {
    const message = t('record.refused', { id });
    return {
      ok: false,
      message: language === 'en' && record.reason ? `${message} (${record.reason})` : message,
    };
  }
  return { ok: true, record };
}

/** A record whose log this page could not read: the message to show. */
export const unreadableRecord = (t: Translate, id: number): string => t('record.unreadable', { id });
