/**
 * A player's page (`/players/ID`): personal bests per game and board, and the last games, each linking to its
 * replay. The name is put on the page as text, never HTML.
 */
import './ranked.css';
import type { AppContext, MountView } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import type { PlayerPageAnswer } from './answers.ts';
import { boardName, rankingsOf, rowResult } from './boards.ts';
import { RankedClient } from './client.ts';
import { rankedErrorText } from './errors.ts';
import { leaderboardPath, replayPath } from './paths.ts';

export const mountPlayerPage: MountView = (container, context) => {
  const id = Number(location.pathname.split('/')[2]);
  const section = h('section', { class: 'page player-page' });
  const status = h('p', { class: 'board-status', role: 'status' }, context.t('board.loading'));
  section.append(status);
  container.append(section);
  let gone = false;
  void new RankedClient().player(id).then((answer) => {
    if (gone) return;
    if (!answer.ok) {
      status.textContent = rankedErrorText(context.t, context.language, answer.error);
      status.classList.add('error');
      // A way on from a dead link: the leaderboards list the players there are.
      section.append(
        h(
          'p',
          {},
          h(
            'a',
            { class: 'button', href: leaderboardPath({}), 'data-link': true },
            context.t('nav.leaderboards'),
          ),
        ),
      );
      return;
    }
    section.replaceChildren(...playerView(context, answer.value));
  });
  return {
    unmount: () => {
      gone = true;
    },
  };
};

type Shown = Pick<AppContext, 't' | 'language'>;

function playerView({ t, language }: Shown, page: PlayerPageAnswer): HTMLElement[] {
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  const replay = (game: PlayerPageAnswer['bests'][number]['game'], id: number) =>
    h('a', { href: replayPath(game, id), 'data-link': true }, t('board.replay'));
  /** A table of `rows` under `heads`, each heading [its text, its column's class] (a phone hides `date`). */
  const table = (caption: string, heads: readonly (readonly [string, string])[], rows: HTMLElement[]) =>
    rows.length === 0
      ? h('div', {}, h('h2', {}, caption), h('p', { class: 'board-empty' }, t('player.none')))
      : h(
          'table',
          { class: 'leaderboard' },
          h('caption', {}, caption),
          h(
            'thead',
            {},
            h('tr', {}, ...heads.map(([head, column]) => h('th', { scope: 'col', class: column }, head))),
          ),
          h('tbody', {}, ...rows),
        );
  const bests = page.bests.map((best) => {
    const by = rankingsOf(best.game, best.board)[0];
    return h(
      'tr',
      { 'data-result': best.resultId },
      h('td', { class: 'game' }, t(`game.${best.game}`)),
      h(
        'td',
        { class: 'level' },
        h(
          'a',
          { href: leaderboardPath({ game: best.game, level: best.board, by }), 'data-link': true },
          boardName(t, best.game, best.board),
        ),
      ),
      h('td', { class: 'result' }, rowResult(t, by, best)),
      h('td', { class: 'replay' }, replay(best.game, best.resultId)),
    );
  });
  const last = page.last.map((game) => {
    // A match left before its end is lost with no log: nothing to replay.
    const forfeited = game.extra.result === 'forfeit';
    return h(
      'tr',
      { 'data-result': game.id },
      h('td', { class: 'game' }, t(`game.${game.game}`)),
      h('td', { class: 'level' }, boardName(t, game.game, game.board)),
      h('td', { class: 'status' }, t(forfeited ? 'ranked.status.forfeited' : `ranked.status.${game.status}`)),
      h('td', { class: 'result' }, rowResult(t, rankingsOf(game.game, game.board)[0], game)),
      h('td', { class: 'date' }, date(game.createdAt)),
      h('td', { class: 'replay' }, forfeited ? '' : replay(game.game, game.id)),
    );
  });
  return [
    h(
      'div',
      { class: 'board-head' },
      h('h1', {}, t('player.title', { name: page.player.name })),
      page.player.bot ? h('p', { class: 'player-bot' }, t('player.bot')) : '',
    ),
    table(
      t('player.bests'),
      [
        [t('board.game'), 'game'],
        [t('board.level'), 'level'],
        [t('board.result'), 'result'],
        [t('board.replay'), 'replay'],
      ],
      bests,
    ),
    table(
      t('player.last'),
      [
        [t('board.game'), 'game'],
        [t('board.level'), 'level'],
        [t('player.status'), 'status'],
        [t('board.result'), 'result'],
        [t('board.date'), 'date'],
        [t('board.replay'), 'replay'],
      ],
      last,
    ),
  ];
}
