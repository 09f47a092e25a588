/** The shell's own pages: home (the game list) and not found. */
import { GAMES } from '../games.ts';
import type { MountView } from './appTypes.ts';
import { h } from './dom.ts';

export const mountHome: MountView = (container, { t, store }) => {
  const cards = GAMES.map((game) => {
    const saved = game.hasSavedGame?.(store) === true;
    return h(
      'li',
      { class: `game-card game-${game.id}` },
      h('div', { class: 'game-art', 'aria-hidden': 'true' }),
      h('h2', {}, t(game.title)),
      h('p', {}, t(game.blurb)),
      saved && h('p', { class: 'badge' }, t('home.inProgress')),
      // The link says which game it opens: a screen reader's list of links reads "Play Sudoku", not "Play".
      h(
        'a',
        {
          class: 'button primary',
          href: game.path,
          'data-link': true,
          'aria-label': t(saved ? 'home.continueGame' : 'home.playGame', { game: t(game.title) }),
        },
        t(saved ? 'home.continue' : 'home.play'),
      ),
    );
  });
  container.append(
    h('section', { class: 'home' }, h('h1', {}, t('app.title')), h('p', { class: 'lead' }, t('home.intro'))),
    h('ul', { class: 'game-list' }, ...cards),
    h(
      'p',
      { class: 'home-more' },
      h('a', { class: 'button', href: '/leaderboards', 'data-link': true }, t('nav.leaderboards')),
    ),
  );
  return { unmount: () => {} };
};

export const mountNotFound: MountView = (container, { t }) => {
  container.append(
    h(
      'section',
      { class: 'page narrow' },
      h('h1', {}, t('notFound.title')),
      h('p', {}, t('notFound.body')),
      h('a', { class: 'button primary', href: '/', 'data-link': true }, t('nav.home')),
    ),
  );
  return { unmount: () => {} };
};
