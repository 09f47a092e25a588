/**
 * A zod issue in a few words, whatever the input held. Zod's own messages name the schema, not the
 * input, with one exception: unknown keys are named whole ("Unrecognized key: <the key>"), so a stranger's
 * 1,000-character key, bidi overrides and all, came back in the error. Keys, in the message or in the path, are
 * quoted short here. Type-only use of zod: nothing runs here but string work.
 */
import type { z } from 'zod';
import { quote } from './quote.ts';

type Issue = z.ZodError['issues'][number];

/** Keys of up to 40 word characters, `/`, `.` or `-` are shown as they are; others quoted short. */
const PLAIN_KEY = /^[\w/.-]{1,40}$/;
const KEY_QUOTE_LIMIT = 20;

const keyText = (key: PropertyKey): string =>
  typeof key === 'string' && !PLAIN_KEY.test(key) ? quote(key, KEY_QUOTE_LIMIT) : String(key);

/** The issue's path as `a.0.b`, each key short; '' for the root. */
export const issuePath = (issue: Issue): string => issue.path.map(keyText).join('.');

/** The issue's message, with any unknown keys it names quoted short (three at most). */
export function issueMessage(issue: Issue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const { keys } = issue;
  const shown = keys.slice(0, 3).map((key) => quote(key, KEY_QUOTE_LIMIT));
  const more = keys.length > 3 ? ` and ${keys.length - 3} more` : '';
  return `unknown ${keys.length === 1 ? 'key' : 'keys'} ${shown.join(', ')}${more}`;
}
