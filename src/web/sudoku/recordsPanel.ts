/** The records panel: puzzles cleared at a level and the fastest, each with its number, hints used and date. */
import type { Language, Translate } from '../i18n/index.ts';
import { panelTitle } from '../page/pageLayout.ts';
import type { LevelRecord } from '../records/recordBook.ts';
import { bestList, type EntryView } from '../records/recordsView.ts';
import { h } from '../shell/dom.ts';
import type { Cleared, ClearedPuzzle } from './saves.ts';

/** The fastest shown beside the grid (the shared best list shows five; a Sudoku player clears many). */
const FASTEST_SHOWN = 10;

/** `m:ss`, or `h:mm:ss` past an hour. */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}:${seconds}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${seconds}`;
}

export function clearedView(
  t: Translate,
  language: Language,
  level: string,
  record: LevelRecord<Cleared> | undefined,
  all: readonly ClearedPuzzle[],
): Node[] {
  const levelName = t(`sudoku.level.${level as 'easy'}`);
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  const entry: EntryView<Cleared> = (cleared) => ({
    main: formatTime(cleared.timeMs),
    details: ` · ${t('sudoku.records.entry', { n: cleared.n, hints: cleared.hints, date: date(cleared.date) })}`,
  });
  return [
    panelTitle(t('sudoku.records', { level: levelName })),
    h('p', { class: 'cleared-count' }, t('sudoku.records.count', { n: record?.won ?? 0 })),
    h('h3', {}, t('sudoku.records.best')),
    bestList(t, record?.best ?? [], 'sudoku.records.none', entry, FASTEST_SHOWN),
    h(
      'details',
      { class: 'all-cleared' },
      h('summary', {}, t('sudoku.records.all', { n: all.length })),
      h(
        'ol',
        { reversed: true },
        ...[...all].reverse().map((cleared) => {
          const { main, details } = entry(cleared);
          return h('li', {}, `${t(`sudoku.level.${cleared.level}`)} · `, h('strong', {}, main), details);
        }),
      ),
    ),
  ];
}
