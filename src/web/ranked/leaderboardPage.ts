/**
 * The leaderboards page (`/leaderboards?game=&level=&by=&period=&page=`): tabs for the game, its board, the period
 * and the ranking, then one page of rows, each linking to the record's replay on its game's page. The tabs are
 * links (the address is the board shown; back and forward work), followed in place so the focus stays on the tab.
 * Player names are put on the page as text, never HTML.
 */
import './ranked.css';
import type { AppContext, MountView } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import { GAME_NAMES, type LeaderboardAnswer } from './answers.ts';
import {
  BOARDS,
  type BoardChoice,
  boardName,
  MAX_PAGE,
  PERIODS,
  rankingsOf,
  readBoardQuery,
  rowResult,
} from './boards.ts';
import { RankedClient } from './client.ts';
import { rankedErrorText } from './errors.ts';
import { leaderboardPath, playerPath, replayPath } from './paths.ts';
import { loadPlayer } from './playerStore.ts';

export const mountLeaderboards: MountView = (container, context) => {
  const page = new LeaderboardPage(container, context);
  page.show(readBoardQuery(location.search));
  return { unmount: () => page.destroy() };
};

class LeaderboardPage {
  private readonly client = new RankedClient();
  private readonly tabs = h('div', { class: 'board-tabs' });
  private readonly status = h('p', { class: 'board-status', role: 'status' });
  private readonly table = h('div', { class: 'board-rows', tabindex: -1 });
  private shown = 0;
  private gone = false;

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    const { t } = context;
    const player = loadPlayer(context);
    container.append(
      h(
        'section',
        { class: 'page leaderboards' },
        h(
          'div',
          { class: 'board-head' },
          h('h1', {}, t('board.title')),
          player &&
            h('a', { class: 'button', href: playerPath(player.id), 'data-link': true }, t('board.myPage')),
        ),
        this.tabs,
        this.status,
        this.table,
      ),
    );
    // A tab or pager link changes the board in place: the address follows, the focus stays on the link.
    this.tabs.addEventListener('click', (event) => this.follow(event));
    this.table.addEventListener('click', (event) => this.follow(event));
  }

  destroy(): void {
    this.gone = true;
  }

  show(choice: BoardChoice): void {
    this.drawTabs(choice);
    void this.load(choice);
  }

  private follow(event: MouseEvent): void {
    const link = (event.target as Element).closest('a[data-board]');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    history.pushState(null, '', link.pathname + link.search);
    // The same tab after the tabs are drawn again (its place: the game's tabs come first, so it does not move).
    const place = [...this.tabs.querySelectorAll('a[data-board]')].indexOf(link);
    this.show(readBoardQuery(link.search));
    const again = this.tabs.querySelectorAll<HTMLElement>('a[data-board]')[place];
    (again ?? this.table).focus();
  }

  private drawTabs(choice: BoardChoice): void {
    const { t } = this.context;
    const tab = (label: string, to: BoardChoice, current: boolean) =>
      h(
        'a',
        {
          class: 'button segment',
          href: leaderboardPath(to),
          'data-link': true,
          'data-board': true,
          'aria-current': current ? 'page' : undefined,
        },
        label,
      );
    const group = (label: string, ...links: HTMLElement[]) =>
      h('nav', { class: 'segments', 'aria-label': label }, ...links);
    const { game, level } = choice;
    const first = { page: 1 } as const;
    this.tabs.replaceChildren(
      group(
        t('board.game'),
        ...GAME_NAMES.map((name) =>
          tab(
            t(`game.${name}`),
            {
              game: name,
              level: BOARDS[name][0],
              by: rankingsOf(name, BOARDS[name][0])[0],
              period: choice.period,
              ...first,
            },
            name === game,
          ),
        ),
      ),
      group(
        t('board.level'),
        ...BOARDS[game].map((board) => {
          const rankings = rankingsOf(game, board);
          const by = rankings.includes(choice.by) ? choice.by : rankings[0];
          return tab(boardName(t, game, board), { ...choice, level: board, by, ...first }, board === level);
        }),
      ),
      group(
        t('board.period'),
        ...PERIODS.map((period) =>
          tab(t(`board.period.${period}`), { ...choice, period, ...first }, period === choice.period),
        ),
      ),
      group(
        t('board.by'),
        ...rankingsOf(game, level).map((by) =>
          tab(t(`board.by.${by}`), { ...choice, by, ...first }, by === choice.by),
        ),
      ),
    );
  }

  private async load(choice: BoardChoice): Promise<void> {
    const { t, language } = this.context;
    const ticket = ++this.shown;
    this.status.textContent = t('board.loading');
    this.table.setAttribute('aria-busy', 'true');
    const answer = await this.client.leaderboard(choice);
    if (this.gone || ticket !== this.shown) return; // another board was asked for meanwhile
    this.table.removeAttribute('aria-busy');
    if (!answer.ok) {
      this.status.textContent = rankedErrorText(t, language, answer.error);
      this.status.classList.add('error');
      this.table.replaceChildren();
      return;
    }
    this.status.classList.remove('error');
    const board = answer.value;
    const { players, played, wins } = board;
    this.status.textContent = t('board.summary', { players, played, wins });
    this.table.replaceChildren(...this.rows(choice, board), this.pager(choice, board) ?? '');
  }

  private rows(choice: BoardChoice, board: LeaderboardAnswer): HTMLElement[] {
    const { t, language } = this.context;
    const title = `${t(`game.${choice.game}`)} · ${boardName(t, choice.game, choice.level)} · ${t(`board.period.${choice.period}`)}`;
    if (board.rows.length === 0)
      return [h('h2', {}, title), h('p', { class: 'board-empty' }, t('board.empty'))];
    const date = (iso: string) => new Date(iso).toLocaleDateString(language);
    const body = board.rows.map((row) =>
      h(
        'tr',
        { 'data-result': row.resultId },
        h('td', { class: 'rank' }, String(row.rank)),
        h('td', { class: 'name' }, row.playerName),
        h('td', { class: 'result' }, rowResult(t, choice.by, row)),
        h('td', { class: 'date' }, date(row.createdAt)),
        h(
          'td',
          { class: 'replay' },
          h(
            'a',
            {
              href: replayPath(choice.game, row.resultId),
              'data-link': true,
              'aria-label': t('board.replayOf', { name: row.playerName, rank: row.rank }),
            },
            t('board.replay'),
          ),
        ),
      ),
    );
    const head = h(
      'tr',
      {},
      ...(['board.rank', 'board.player', 'board.result', 'board.date', 'board.replay'] as const).map(
        (key, i) => h('th', { scope: 'col', class: ['rank', 'name', 'result', 'date', 'replay'][i] }, t(key)),
      ),
    );
    return [
      h(
        'table',
        { class: 'leaderboard' },
        h('caption', {}, title),
        h('thead', {}, head),
        h('tbody', {}, ...body),
      ),
    ];
  }

  /** Previous and next page; none for a board of one page, where both would lead nowhere. */
  private pager(choice: BoardChoice, board: LeaderboardAnswer): HTMLElement | undefined {
    const { t } = this.context;
    // One row a player: the players counted are the rows of the board.
    const last = Math.min(MAX_PAGE, Math.max(1, Math.ceil(board.players / board.pageSize)));
    const hasNext = choice.page < last && board.rows.length === board.pageSize;
    if (choice.page === 1 && !hasNext) return undefined;
    const link = (label: string, page: number, enabled: boolean) =>
      enabled
        ? h(
            'a',
            {
              class: 'button',
              href: leaderboardPath({ ...choice, page }),
              'data-link': true,
              'data-board': true,
            },
            label,
          )
        : h('span', { class: 'button', 'aria-disabled': 'true' }, label);
    return h(
      'nav',
      { class: 'pager', 'aria-label': t('board.page', { page: choice.page }) },
      link(t('board.previous'), choice.page - 1, choice.page > 1),
      h('span', { class: 'page-number' }, t('board.page', { page: choice.page })),
      link(t('board.next'), choice.page + 1, hasNext),
    );
  }
}
