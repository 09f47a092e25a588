/** The side panels: this game's statistics and the records of its level. */
import { z } from 'zod';
import type { PlayStats } from '../../mines/index.ts';
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { winRate } from './records.ts';
import type { LevelRecord } from './saves.ts';

export const seconds = (ms: number, digits = 3): string => (ms / 1000).toFixed(digits);

export function statsList(t: Translate, stats: PlayStats, won: boolean): HTMLElement {
  const row = (label: string, value: string, name: string) =>
    h('div', { class: 'stat', 'data-stat': name }, h('dt', {}, label), h('dd', {}, value));
  return h(
    'dl',
    { class: 'stats' },
    row(t('mines.stats.time'), `${seconds(stats.timeMs)} s`, 'time'),
    row(t('mines.stats.bbbv'), won ? String(stats.bbbv) : `${stats.bbbvSolved} / ${stats.bbbv}`, 'bbbv'),
    row(t('mines.stats.bbbvPerSecond'), stats.bbbvPerSecond.toFixed(2), 'bbbv-per-second'),
    row(t('mines.stats.ioe'), stats.ioe.toFixed(3), 'ioe'),
    row(
      t('mines.stats.clicks'),
      `${stats.clicks} (${stats.leftClicks} + ${stats.rightClicks} + ${stats.chordClicks})`,
      'clicks',
    ),
    row(t('mines.stats.correctness'), `${Math.round(stats.correctness * 100)}%`, 'correctness'),
  );
}

export function recordsView(t: Translate, record: LevelRecord | undefined, language: string): HTMLElement {
  const played = record?.played ?? 0;
  const won = record?.won ?? 0;
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  const best = record?.best ?? [];
  return h(
    'div',
    { class: 'records' },
    h(
      'dl',
      { class: 'stats compact' },
      h('div', { class: 'stat' }, h('dt', {}, t('mines.records.played')), h('dd', {}, String(played))),
      h('div', { class: 'stat' }, h('dt', {}, t('mines.records.won')), h('dd', {}, String(won))),
      h(
        'div',
        { class: 'stat', 'data-stat': 'win-rate' },
        h('dt', {}, t('mines.records.winRate')),
        h('dd', {}, record ? `${Math.round(winRate(record) * 100)}%` : '–'),
      ),
    ),
    h('h3', {}, t('mines.records.best')),
    bestTimes(t, best, (time) => ` · 3BV ${time.bbbv} · ${date(time.date)}`),
  );
}

/** The five fastest times, each with its details, or a line saying there are none yet. */
function bestTimes<T extends { readonly timeMs: number }>(
  t: Translate,
  times: readonly T[],
  details: (time: T) => string,
): HTMLElement {
  if (times.length === 0) return h('p', { class: 'muted' }, t('mines.records.none'));
  const items = times
    .slice(0, 5)
    .map((time) => h('li', {}, h('strong', {}, `${seconds(time.timeMs)} s`), details(time)));
  return h('ol', { class: 'best-times' }, ...items);
}

/** The server's fastest times as the page reads them: whatever else the answer holds, these fields, bounded. */
const serverAnswerSchema = z.object({
  best: z.array(z.object({ timeMs: z.number().min(0).max(1e12), bbbv: z.int().min(0).max(1e9) })).max(100),
});
export type ServerBest = z.infer<typeof serverAnswerSchema>['best'][number];

/** The best times in an answer of `/api/mines/records`; undefined when it is not one. */
export function readServerBest(body: unknown): ServerBest[] | undefined {
  const parsed = serverAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data.best : undefined;
}

export function serverBestView(t: Translate, best: readonly ServerBest[]): HTMLElement {
  return h(
    'div',
    { class: 'server-records' },
    h('h3', {}, t('mines.records.server')),
    bestTimes(t, best, (time) => ` · 3BV ${time.bbbv}`),
  );
}
