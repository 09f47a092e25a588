/**
 * Types that the web app's lower folders (ranked, replay, records) share with the page host above them, kept here
 * so that no import runs back up inside web/.
 */
import type { MessageKey } from './i18n/index.ts';

/** A bad address: the message key of what is wrong. */
export interface AddressError {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** `fetch` as the pages' server calls take it, so their tests pass their own. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
