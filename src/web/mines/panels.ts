/** The side panels: this game's statistics and the records of its level. */
import type { PlayStats } from '../../mines/index.ts';
import type { Translate } from '../i18n/index.ts';
import { type LeaderboardRow, leaderboardPath } from '../ranked/index.ts';
import { type BestListLabels, bestList, recordsView as recordsOf } from '../records/recordsView.ts';
import { h } from '../shell/dom.ts';
import type { LevelRecord } from './saves.ts';

export const seconds = (ms: number, digits = 3): string => (ms / 1000).toFixed(digits);

export function statsList(t: Translate, stats: PlayStats, won: boolean): HTMLElement {
  // A breakdown in brackets is set apart, lighter and never broken across lines.
  const row = (label: string, value: string, name: string, detail?: string) =>
    h(
      'div',
      { class: 'stat', 'data-stat': name },
      h('dt', {}, label),
      h('dd', {}, value, detail && ' ', detail && h('span', { class: 'stat-detail' }, `(${detail})`)),
    );
  return h(
    'dl',
    { class: 'stats' },
    row(t('mines.stats.time'), `${seconds(stats.timeMs)} s`, 'time'),
    row(t('mines.stats.bbbv'), won ? String(stats.bbbv) : `${stats.bbbvSolved} / ${stats.bbbv}`, 'bbbv'),
    row(t('mines.stats.bbbvPerSecond'), stats.bbbvPerSecond.toFixed(2), 'bbbv-per-second'),
    row(t('mines.stats.ioe'), stats.ioe.toFixed(3), 'ioe'),
    row(
      t('mines.stats.clicks'),
      String(stats.clicks),
      'clicks',
      `${stats.leftClicks} + ${stats.rightClicks} + ${stats.chordClicks}`,
    ),
    row(
      t('mines.stats.correctness'),
      `${Math.round(stats.correctness * 100)}%`,
      'correctness',
      `${stats.effectiveClicks} / ${stats.clicks}`,
    ),
    row(t('mines.stats.throughput'), stats.throughput.toFixed(3), 'throughput'),
    row(t('mines.stats.wastedFlags'), String(stats.wastedFlags), 'wasted-flags'),
  );
}

const BEST_TIMES: BestListLabels = { title: 'mines.records.best', none: 'mines.records.none' };

/** The records of a level: the shared view, with Minesweeper's columns. */
export function recordsView(t: Translate, record: LevelRecord | undefined, language: string): HTMLElement {
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  return recordsOf(t, record, BEST_TIMES, (time) => ({
    main: `${seconds(time.timeMs)} s`,
    details: ` · 3BV ${time.bbbv} · ${date(time.date)}`,
  }));
}

/**
 * The top of the level's ranked leaderboard (server-dealt games, every move checked by the server): the only
 * times a panel calling itself "fastest on this server" may show, with a link to the whole board.
 */
export function serverBestView(t: Translate, level: string, rows: readonly LeaderboardRow[]): HTMLElement {
  return h(
    'div',
    { class: 'server-records' },
    h('h3', {}, t('mines.records.server')),
    bestList(t, rows, 'mines.records.serverNone', (row) => ({
      main: `${seconds(row.timeMs)} s`,
      details: ` · ${row.playerName}`,
    })),
    h(
      'p',
      { class: 'progress-link' },
      h(
        'a',
        { href: leaderboardPath({ game: 'mines', level }), 'data-link': true },
        t('mines.records.serverBoard'),
      ),
    ),
  );
}
