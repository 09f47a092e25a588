/**
 * Unknown keys in a body from a stranger: the routes whose schemas are strict (a ranked Minesweeper move,
 * a solo practice's placements) refuse them naming the key, quoted short and escaped. Zod names an unknown key
 * whole, so a 1,000-character key with a bidi override came back in the 400 before describeZodError quoted it.
 */
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { hostileString } from '../../test/hostile.ts';
import { hasLoneSurrogate } from '../core/quote.ts';
import { expectAnswer } from './answerCheck.testkit.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

let storage: Storage;
let app: ReturnType<typeof createApp>;
let secret: string;
let minesGame: string;
let soloGame: string;

const json = { 'content-type': 'application/json' };
const post = async (path: string, body: unknown) =>
  (await app.request(path, { method: 'POST', headers: json, body: JSON.stringify(body) })).json();

beforeAll(async () => {
  storage = openSqliteStorage(':memory:');
  app = createApp({ storage, verifyMines: verifyMinesSubmission });
  ({ secret } = await post('/api/players', { name: 'Keys' }));
  minesGame = (await post('/api/games', { game: 'mines', level: 'expert', secret })).id;
  soloGame = (await post('/api/games', { game: 'puyo', level: 'solo', secret })).id;
});

afterAll(() => storage.close());

const key = hostileString(400).filter(
  (k) => !['kind', 'x', 'y', 'col', 'rot', 'drop', 'secret', 'moves', 'undos'].includes(k),
);

describe('unknown keys from a stranger', () => {
  test.prop([key, fc.boolean()], { numRuns: 200 })(
    'are refused with the key quoted short and escaped',
    async (unknown, inPlacement) => {
      const [path, body] = inPlacement
        ? [`/api/games/${soloGame}/result`, { secret, moves: [{ col: 2, rot: 0, drop: 0, [unknown]: 1 }] }]
        : [`/api/games/${minesGame}/moves`, { kind: 'flagMode', secret, [unknown]: 1 }];
      const text = JSON.stringify(body);
      const status = await expectAnswer(app, path, { method: 'POST', headers: json, body: text });
      const { error } = await post(path, body);
      // A key with a lone surrogate is refused before the schema (422, as any stored text would be).
      expect(status, error).toBe(hasLoneSurrogate(unknown) ? 422 : 400);
      if (status === 400) expect(error).toMatch(/: unknown key "/);
      expect(error.length).toBeLessThanOrEqual(200);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for raw control characters
      expect(error).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
      expect(hasLoneSurrogate(error)).toBe(false);
    },
  );
});
