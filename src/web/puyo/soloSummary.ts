/**
 * The end of a solo practice over the field: how it ended, the score, largest chain, pairs used and time, and what
 * next: the same pairs again (`same`; never for a ranked practice, whose pairs the server deals) or new ones
 * (`fresh`, under `freshLabel`: a ranked practice's deals the next ranked one).
 */
import type { SoloState } from '../../puyo/index.ts';
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { matchTime } from './matchTime.ts';

export function soloSummary(
  t: Translate,
  state: SoloState,
  ticks: number,
  actions: { same?: () => void; fresh(): void; freshLabel?: string },
): HTMLElement {
  const row = (label: string, name: string, value: number) =>
    h('tr', { 'data-row': name }, h('th', { scope: 'row' }, label), h('td', {}, value.toLocaleString()));
  const same = actions.same && h('button', { type: 'button', class: 'button primary' }, t('puyo.solo.same'));
  same?.addEventListener('click', actions.same!);
  const fresh = h(
    'button',
    { type: 'button', class: `button puyo-again${same ? '' : ' primary'}` },
    actions.freshLabel ?? t('puyo.solo.fresh'),
  );
  fresh.addEventListener('click', actions.fresh);
  return h(
    'div',
    { class: 'puyo-result-card', 'data-result': state.over ? 'topped' : 'ended' },
    h('h2', {}, t(state.over ? 'puyo.solo.topped' : 'puyo.solo.ended')),
    h(
      'table',
      {},
      h(
        'tbody',
        {},
        row(t('puyo.result.score'), 'score', state.score),
        row(t('puyo.result.largestChain'), 'chain', state.largestChain),
        row(t('puyo.solo.pairs'), 'pairs', state.pairs),
      ),
    ),
    h('p', { 'data-row': 'time' }, `${t('puyo.result.time')} ${matchTime(ticks)}`),
    h('div', { class: 'puyo-result-buttons' }, same ?? '', fresh),
  );
}
