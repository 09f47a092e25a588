import { describe, expect, it } from 'vitest';
import { err, ok } from '../../core/result.ts';
import { translator } from '../i18n/index.ts';
import type { RecordAnswer } from '../ranked/answers.ts';
import type { RankedClient } from '../ranked/client.ts';
import { KeptGames } from '../ranked/keptGame.ts';
import { testRecord } from '../replay/testRecord.ts';
import { memoryStore } from '../storage/testStore.ts';
import { PageAddress } from './pageAddress.ts';
import { PageHost, type PageOpening } from './pageHost.ts';

const gameId = 'k'.repeat(22);

/** A page host on an address, with what it said and where it wrote the address. */
function setup(search: string, answers: { record?: RecordAnswer; kept?: boolean } = {}) {
  const heard: string[] = [];
  const steps: string[] = [];
  const status = { dataset: {} as Record<string, string>, textContent: '' };
  const written: string[] = [];
  const location = { pathname: '/t', search };
  const context = {
    t: translator('en'),
    language: 'en' as const,
    notify: (message: string) => heard.push(message),
    announce: () => {},
    sound: { play: () => {} },
    store: memoryStore(),
    reportCorrupt: () => {},
  };
  const host = new PageHost<string>(
    context,
    { status: status as unknown as HTMLElement, path: '/t', addressError: 'mines.address' },
    {
      location,
      history: {
        replaceState: (_data, _unused, url) => {
          written.push(String(url));
          [location.pathname, location.search] = String(url).split(/(?=\?)/);
          location.search ??= '';
        },
      },
    },
  );
  const client = {
    record: async (id: number) =>
      answers.record ? ok({ ...answers.record, id }) : err({ kind: 'notFound' as const }),
    game: async () => ok({ ...testRecord(), id: gameId, game: 'mines', finished: false }),
  } as unknown as Pick<RankedClient, 'record' | 'game'>;
  const games = new KeptGames(context, client, 'mines');
  if (answers.kept) games.keep({ gameId, level: 'beginner', daily: false });
  const opening: PageOpening = {
    kept: {
      games,
      goOn: async (kept) => {
        steps.push(`kept ${kept.level}`);
        return true;
      },
    },
    record: {
      game: 'puyo',
      client,
      show: (record) => {
        steps.push(`record ${record.id}`);
        return record.log !== 'unreadable';
      },
    },
    game: () => {
      steps.push('game');
      host.status.show('ready', 'Ready.');
    },
    mode: () => void steps.push('mode'),
  };
  return { host, heard, steps, status, written, opening };
}

describe('the page host', () => {
  it('opens a page in one order: the game then its mode, when nothing is kept and no record is asked for', async () => {
    const { host, steps, heard, opening } = setup('?level=easy');
    await host.run(opening);
    expect(steps).toEqual(['game', 'mode']);
    expect(heard).toEqual([]);
  });

  it('shows a record link first, instead of a kept ranked game or the game', async () => {
    const page = setup('?record=7', { kept: true, record: testRecord() });
    await page.host.run(page.opening);
    expect(page.steps).toEqual(['record 7']);
    expect(page.heard).toEqual([]);
  });

  it('goes on with a kept ranked game, and then opens no other game and no mode', async () => {
    const page = setup('?level=easy&mode=ranked', { kept: true });
    await page.host.run(page.opening);
    expect(page.steps).toEqual(['kept beginner']);
    const missing = setup('?record=7', { kept: true });
    await missing.host.run(missing.opening);
    expect(missing.steps).toEqual(['kept beginner']);
    expect(missing.heard).toEqual([
      'Record 7 could not be opened: The server has no such game, record or player.',
    ]);
  });

  it('says why a record link cannot be shown once the page has its game, on the status line and as a notice', async () => {
    const missing = setup('?record=7');
    await missing.host.run(missing.opening);
    expect(missing.steps).toEqual(['game', 'mode']);
    const said = 'Record 7 could not be opened: The server has no such game, record or player.';
    expect(missing.heard).toEqual([said]);
    expect(missing.status).toMatchObject({ dataset: { status: 'failed' }, textContent: said });

    const unreadable = setup('?record=7', { record: testRecord({ log: 'unreadable' }) });
    await unreadable.host.run(unreadable.opening);
    expect(unreadable.steps).toEqual(['record 7', 'game', 'mode']);
    expect(unreadable.heard).toEqual(['Record 7 cannot be replayed on this page.']);
  });

  it('reports a record id that is none and opens the game', async () => {
    const page = setup('?record=x1');
    await page.host.run(page.opening);
    expect(page.steps).toEqual(['game', 'mode']);
    expect(page.heard).toEqual(['The link could not be read: "x1" is not a record number.']);
  });

  it('writes the address only when it changes, as the path and the game query', () => {
    const { host, written } = setup('?level=easy');
    host.address.show('?level=easy');
    host.address.show('?level=hard&ng=1');
    host.address.show('');
    expect(written).toEqual(['/t?level=hard&ng=1', '/t']);
    const world = { location: { pathname: '/p', search: '?a=1' }, history: { replaceState: () => {} } };
    expect(new PageAddress('/p', world).search).toBe('?a=1');
  });
});
