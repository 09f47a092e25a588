/** Which database a server opens: `--db`, else DATABASE_URL, else the SQLite file. */
import { expect, it } from 'vitest';
import { chosenDatabase, DEFAULT_DB_FILE } from './openStorage.ts';

it('takes --db first, then DATABASE_URL, then the default SQLite file', () => {
  const env = { DATABASE_URL: 'postgres://u@h/db' };
  expect(chosenDatabase('x.sqlite', env)).toBe('x.sqlite');
  expect(chosenDatabase(undefined, env)).toBe('postgres://u@h/db');
  expect(chosenDatabase('', env)).toBe('postgres://u@h/db');
  expect(chosenDatabase(undefined, {})).toBe(DEFAULT_DB_FILE);
  expect(chosenDatabase(undefined, { DATABASE_URL: '' })).toBe('arcade.sqlite');
});
