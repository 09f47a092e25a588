/**
 * The result over the fields: who won, each side's score, largest chain and garbage, the time, and what next: a
 * rematch (`again`: its label and action; a ranked match's deals the next ranked one), or for today's challenge,
 * played once, `note` saying so instead.
 */
import type { MatchState } from '../../puyo/index.ts';
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { matchTime } from './matchTime.ts';
import type { SideTally } from './tally.ts';

export function resultView(
  t: Translate,
  match: MatchState,
  tally: readonly SideTally[],
  cpuName: string,
  actions: { again?: { label: string; run(): void }; replay(): void; note?: string },
): HTMLElement {
  const heading =
    match.result === 'p1'
      ? t('puyo.result.won')
      : match.result === 'p2'
        ? t('puyo.result.lost')
        : t('puyo.result.draw');
  const [you, cpu] = match.players;
  const row = (label: string, name: string, a: number, b: number) =>
    h(
      'tr',
      { 'data-row': name },
      h('th', { scope: 'row' }, label),
      h('td', {}, a.toLocaleString()),
      h('td', {}, b.toLocaleString()),
    );
  const again = actions.again;
  const rematch = again && h('button', { type: 'button', class: 'button primary puyo-again' }, again.label);
  rematch?.addEventListener('click', again!.run);
  const replay = h('button', { type: 'button', class: 'button' }, t('puyo.watchReplay'));
  replay.addEventListener('click', actions.replay);
  return h(
    'div',
    { class: 'puyo-result-card', 'data-result': match.result ?? '' },
    h('h2', {}, heading),
    h(
      'table',
      {},
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('td', {}),
          h('th', { scope: 'col' }, t('puyo.you')),
          h('th', { scope: 'col' }, cpuName),
        ),
      ),
      h(
        'tbody',
        {},
        row(t('puyo.result.score'), 'score', you.score, cpu.score),
        row(t('puyo.result.largestChain'), 'chain', you.longestChain, cpu.longestChain),
        row(t('puyo.result.sent'), 'sent', tally[0].sent, tally[1].sent),
        row(t('puyo.result.received'), 'received', tally[0].received, tally[1].received),
      ),
    ),
    h('p', { 'data-row': 'time' }, `${t('puyo.result.time')} ${matchTime(match.tick)}`),
    actions.note ? h('p', { class: 'puyo-result-note' }, actions.note) : '',
    h('div', { class: 'puyo-result-buttons' }, rematch ?? '', replay),
  );
}
