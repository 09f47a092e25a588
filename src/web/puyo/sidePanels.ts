/**
 * The panels beside the field: the records against the chosen opponent (or solo practice's), and the last matches
 * to replay.
 */
import type { Translate } from '../i18n/index.ts';
import type { LocalRecords } from '../records/localRecords.ts';
import { bestList, recordsView } from '../records/recordsView.ts';
import { h } from '../shell/dom.ts';
import type { Opponent } from './matchSetup.ts';
import { matchTime } from './matchTime.ts';
import type { BestMatch, SavedMatch } from './saves.ts';
import { SOLO_LEVEL, type SoloEntry } from './soloSaves.ts';

export function recordsPanel(
  t: Translate,
  level: Opponent,
  levelName: string,
  scores: LocalRecords<BestMatch>,
  chains: LocalRecords<BestMatch>,
): HTMLElement {
  const largest = chains.level(level)?.best[0]?.chain ?? 0;
  return h(
    'section',
    { class: 'panel puyo-records', 'data-level': level },
    h('h2', {}, t('puyo.records', { level: levelName })),
    recordsView(
      t,
      scores.level(level),
      { title: 'puyo.records.bestScore', none: 'puyo.records.none' },
      (entry) => ({
        main: entry.score.toLocaleString(),
        details: ` · ${t('puyo.records.largestChain')} ${entry.chain}`,
      }),
    ),
    largestChainLine(t, largest),
  );
}

const largestChainLine = (t: Translate, chain: number): HTMLElement =>
  h(
    'p',
    { 'data-stat': 'largest-chain' },
    `${t('puyo.records.largestChain')}: `,
    h('strong', {}, String(chain)),
  );

/** Solo practice: practices played, the best scores (each with its chain and pairs), the largest chain. */
export function soloRecordsPanel(
  t: Translate,
  scores: LocalRecords<SoloEntry>,
  chains: LocalRecords<SoloEntry>,
): HTMLElement {
  const record = scores.level(SOLO_LEVEL);
  return h(
    'section',
    { class: 'panel puyo-records', 'data-level': SOLO_LEVEL },
    h('h2', {}, t('puyo.solo.records')),
    h(
      'dl',
      { class: 'stats compact' },
      h(
        'div',
        { class: 'stat', 'data-stat': 'played' },
        h('dt', {}, t('puyo.solo.played')),
        h('dd', {}, String(record?.played ?? 0)),
      ),
    ),
    h('h3', {}, t('puyo.records.bestScore')),
    bestList(t, record?.best ?? [], 'puyo.solo.none', (entry) => ({
      main: entry.score.toLocaleString(),
      details: ` · ${t('puyo.records.largestChain')} ${entry.chain} · ${t('puyo.solo.pairs')} ${entry.pairs}`,
    })),
    largestChainLine(t, chains.level(SOLO_LEVEL)?.best[0]?.chain ?? 0),
  );
}

export function replaysPanel(
  t: Translate,
  matches: readonly SavedMatch[],
  levelName: (ai: Opponent) => string,
  watch: (match: SavedMatch) => void,
): HTMLElement {
  const items = matches.map((match) => {
    const result = t(
      match.result === 'won'
        ? 'puyo.result.won'
        : match.result === 'lost'
          ? 'puyo.result.lost'
          : 'puyo.result.draw',
    );
    const button = h(
      'button',
      { type: 'button', class: 'link-button' },
      t('puyo.replays.item', {
        result,
        level: levelName(match.ai),
        score: match.scores[0].toLocaleString(),
        cpuScore: match.scores[1].toLocaleString(),
        time: matchTime(match.ticks),
      }),
    );
    button.addEventListener('click', () => watch(match));
    return h('li', {}, button);
  });
  return h(
    'section',
    { class: 'panel puyo-replays' },
    h('h2', {}, t('puyo.replays')),
    items.length > 0 ? h('ol', {}, ...items) : h('p', { class: 'muted' }, t('puyo.replays.none')),
  );
}
