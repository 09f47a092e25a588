/**
 * Minesweeper's progress page (`/mines/stats?level=expert`): per level or board, the player's games from their
 * history: totals, the win rate of the last 100 games, personal bests, winning times and 3BV/s over the games,
 * and a histogram of winning times, each chart with a table beside it for screen readers.
 */
import type { Translate } from '../i18n/index.ts';
import { barsChart, pointsChart } from '../page/svgChart.ts';
import '../page/charts.css';
import { PageAddress } from '../page/pageAddress.ts';
import { HistoryBook } from '../records/gameHistory.ts';
import type { AppContext, MountView } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import { peekSave } from '../storage/versionedStore.ts';
import { HISTORY_RULES, HISTORY_SLOT, historyFromRecords, type PlayedGame } from './history.ts';
import { type LevelProgress, levelProgress, RECENT_GAMES } from './levelProgress.ts';
import { seconds } from './panels.ts';
import { RECORDS_SLOT } from './saves.ts';

const LEVEL_ORDER = ['beginner', 'intermediate', 'expert'];

/** A history key in words: a level's name, a board's size, "no guessing" added. */
function keyWords(t: Translate, key: string): string {
  const [board, ...rest] = key.split('/');
  const name = LEVEL_ORDER.includes(board)
    ? t(`mines.level.${board as 'beginner'}`)
    : key.replace(/(?:\/ng)?(?:\/assist)?$/, '');
  const noGuess = rest.includes('ng') ? ` · ${t('mines.noGuess')}` : '';
  return `${name}${noGuess}${rest.includes('assist') ? ` · ${t('mines.assistedShort')}` : ''}`;
}

function orderedKeys(history: Readonly<Record<string, readonly PlayedGame[]>>): string[] {
  const rank = (key: string) => {
    const level = LEVEL_ORDER.indexOf(key.split('/')[0]);
    return level < 0 ? LEVEL_ORDER.length : level;
  };
  return Object.keys(history).sort((a, b) => rank(a) - rank(b));
}

export const mountMinesStats: MountView = (container, context) => {
  const address = new PageAddress('/mines/stats');
  const { t } = context;
  const book = new HistoryBook(context.store, HISTORY_SLOT, HISTORY_RULES);
  const loaded = book.load(() => historyFromRecords(peekSave(context.store, RECORDS_SLOT) ?? {}));
  if (loaded.kind === 'corrupt') context.reportCorrupt(loaded.corrupt, 'save.minesHistory');
  const games = book.all;
  const keys = orderedKeys(games);
  const asked = new URLSearchParams(location.search).get('level');
  let selected = asked && keys.includes(asked) ? asked : keys[0];

  const body = h('div', { class: 'progress-body' });
  const bar = h('div', { class: 'segments', role: 'group', 'aria-label': t('mines.progress.levels') });
  const root = h(
    'section',
    { class: 'mines-progress' },
    h('h1', {}, t('mines.progress.title')),
    h('p', {}, h('a', { href: '/mines', 'data-link': true }, t('mines.progress.back'))),
    keys.length > 1 ? bar : undefined,
    body,
  );
  const show = () => {
    for (const button of bar.querySelectorAll<HTMLButtonElement>('button'))
      button.setAttribute('aria-pressed', String(button.dataset.level === selected));
    body.replaceChildren(
      ...(selected === undefined
        ? [h('p', { class: 'progress-none' }, t('mines.progress.none'))]
        : levelView(context, selected, levelProgress(games[selected] ?? []))),
    );
  };
  for (const key of keys) {
    const button = h('button', { type: 'button', class: 'segment', 'data-level': key }, keyWords(t, key));
    button.addEventListener('click', () => {
      selected = key;
      address.show(`?${new URLSearchParams({ level: key })}`);
      show();
    });
    bar.append(button);
  }
  show();
  container.append(root);
  return { unmount: () => root.remove() };
};

function levelView(context: AppContext, key: string, progress: LevelProgress): HTMLElement[] {
  const { t, language } = context;
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  const percent = (won: number, of: number) => (of > 0 ? `${Math.round((100 * won) / of)}%` : '–');
  const stat = (name: string, label: string, value: string) =>
    h('div', { class: 'stat', 'data-stat': name }, h('dt', {}, label), h('dd', {}, value));
  const { fastest, bestRate, recent } = progress;
  const summary = h(
    'dl',
    { class: 'stats progress-summary' },
    stat('games', t('mines.progress.games'), String(progress.games)),
    stat('wins', t('mines.progress.wins'), `${progress.wins} (${percent(progress.wins, progress.games)})`),
    stat(
      'recent',
      t('mines.progress.recent', { n: RECENT_GAMES }),
      `${percent(recent.wins, recent.games)} (${recent.wins} / ${recent.games})`,
    ),
    stat(
      'fastest',
      t('mines.progress.fastest'),
      fastest ? `${seconds(fastest.timeMs, 2)} s · ${date(fastest.date)}` : '–',
    ),
    stat(
      'best-rate',
      t('mines.progress.bestRate'),
      bestRate ? `${bestRate.bbbvPerSecond.toFixed(2)} · ${date(bestRate.date)}` : '–',
    ),
  );
  const heading = h('h2', {}, keyWords(t, key));
  if (progress.points.length === 0)
    return [heading, summary, h('p', { class: 'progress-none' }, t('mines.progress.noWins'))];
  const gameAxis = { label: t('mines.progress.game'), format: (n: number) => String(n) };
  const timeAxis = {
    label: t('mines.progress.seconds'),
    format: (ms: number) => seconds(ms, ms % 1000 === 0 ? 0 : 1),
  };
  const rateAxis = {
    label: t('mines.progress.rate'),
    format: (rate: number) => rate.toFixed(rate < 10 ? 1 : 0),
  };
  const countAxis = { label: t('mines.progress.count'), format: (n: number) => String(Math.round(n)) };
  const times = pointsChart({
    title: t('mines.progress.timeChart'),
    points: progress.points.map((p) => ({ x: p.game, y: p.timeMs })),
    x: gameAxis,
    y: timeAxis,
  });
  const rates = pointsChart({
    title: t('mines.progress.rateChart'),
    points: progress.points.map((p) => ({ x: p.game, y: p.bbbvPerSecond })),
    x: gameAxis,
    y: rateAxis,
  });
  const bins = barsChart({
    title: t('mines.progress.histogram'),
    bars: progress.histogram.map((bin) => ({
      label: seconds(bin.fromMs, bin.toMs - bin.fromMs < 1000 ? 1 : 0),
      value: bin.count,
    })),
    x: { label: t('mines.progress.seconds'), format: String },
    y: countAxis,
  });
  const figure = (chart: SVGSVGElement, caption: string, name: string) =>
    h('figure', { class: 'progress-chart', 'data-chart': name }, chart, h('figcaption', {}, caption));
  const table = h(
    'table',
    { class: 'visually-hidden progress-table' },
    h('caption', {}, t('mines.progress.table')),
    h(
      'tr',
      {},
      h('th', { scope: 'col' }, t('mines.progress.game')),
      h('th', { scope: 'col' }, t('mines.progress.date')),
      h('th', { scope: 'col' }, t('mines.progress.seconds')),
      h('th', { scope: 'col' }, t('mines.progress.rate')),
    ),
    ...progress.points.map((p) =>
      h(
        'tr',
        {},
        h('td', {}, String(p.game)),
        h('td', {}, date(p.date)),
        h('td', {}, seconds(p.timeMs, 2)),
        h('td', {}, p.bbbvPerSecond.toFixed(2)),
      ),
    ),
  );
  return [
    heading,
    summary,
    figure(times, t('mines.progress.timeChart'), 'time'),
    figure(rates, t('mines.progress.rateChart'), 'rate'),
    figure(bins, t('mines.progress.histogram'), 'histogram'),
    table,
  ];
}
