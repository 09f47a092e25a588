/**
 * A level's records on a game page: games played, won and the win rate, then the best entries, each as the game
 * shows it (its main figure in bold, then its other columns). The game names the list and what shows when empty.
 */
import type { MessageKey, Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { type LevelRecord, winRate } from './recordBook.ts';

/** How a game shows one entry: its ranked figure (`12.345 s`, `84,320`) and the rest (` · 3BV 30 · 1/2/2026`). */
export type EntryView<E> = (entry: E) => { readonly main: string; readonly details: string };

export interface BestListLabels {
  readonly title: MessageKey;
  readonly none: MessageKey;
}

/** Entries shown in a best list. */
export const BEST_SHOWN = 5;

export function recordsView<E>(
  t: Translate,
  record: LevelRecord<E> | undefined,
  labels: BestListLabels,
  show: EntryView<E>,
): HTMLElement {
  const stat = (label: string, value: string, name?: string) =>
    h('div', { class: 'stat', 'data-stat': name }, h('dt', {}, label), h('dd', {}, value));
  return h(
    'div',
    { class: 'records' },
    h(
      'dl',
      { class: 'stats compact' },
      stat(t('records.played'), String(record?.played ?? 0)),
      stat(t('records.won'), String(record?.won ?? 0)),
      stat(t('records.winRate'), record ? `${Math.round(winRate(record) * 100)}%` : '–', 'win-rate'),
    ),
    h('h3', {}, t(labels.title)),
    bestList(t, record?.best ?? [], labels.none, show),
  );
}

/** The first `shown` entries, each with its details, or a line saying there are none yet. */
export function bestList<E>(
  t: Translate,
  entries: readonly E[],
  none: MessageKey,
  show: EntryView<E>,
  shown = BEST_SHOWN,
): HTMLElement {
  if (entries.length === 0) return h('p', { class: 'muted' }, t(none));
  const items = entries.slice(0, shown).map((entry) => {
    const { main, details } = show(entry);
    return h('li', {}, h('strong', {}, main), details);
  });
  return h('ol', { class: 'best-times' }, ...items);
}
