/** A failed ranked call in the page's language. The server's own words (English) are added on English pages only. */
import type { Language, MessageKey, Translate } from '../i18n/index.ts';
import type { RankedError } from './client.ts';

const KEYS: Readonly<Record<RankedError['kind'], MessageKey>> = {
  offline: 'ranked.error.offline',
  nameTaken: 'ranked.error.nameTaken',
  notYours: 'ranked.error.notYours',
  notFound: 'ranked.error.notFound',
  conflict: 'ranked.error.conflict',
  busy: 'ranked.error.busy',
  refused: 'ranked.error.refused',
  server: 'ranked.error.server',
};

export function rankedErrorText(t: Translate, language: Language, error: RankedError): string {
  const message = t(KEYS[error.kind], error.kind === 'busy' ? { seconds: error.retryAfterS } : undefined);
  return 'detail' in error && language === 'en' ? `${message} (${error.detail})` : message;
}
