/**
 * Minesweeper's ranked choice: a mode bar (free play, ranked, today's challenge) beside the level bar, with the
 * shared dealer's player panel (page/rankedDealer.ts) beside it in a ranked mode, and once a ranked game is over,
 * the server's word on it (status, time, rank) with links to the leaderboard and the record's replay. The address keeps the mode
 * (`&mode=ranked`, `&mode=daily`); a ranked game in play is kept in the browser (ranked/keptGame.ts), so a reload
 * goes on with it (continuedGame), and once it is over a reload deals a new one of the same level.
 */
import { LEVELS, type Level, PRESETS, parseMoveLog } from '../../mines/index.ts';
import { type GameAnswer, leaderboardPath, type RecordAnswer, replayPath } from '../ranked/index.ts';
import type { KeptGame } from '../ranked/keptGame.ts';
import '../ranked/ranked.css';
import type { AppContext } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import type { GameStart } from './gameOnPage.ts';
import { seconds } from './panels.ts';
import type { RankedEnd, ResumedPlay } from './rankedEngine.ts';
import { paramsSchema } from './saves.ts';

export const MODES = ['free', 'ranked', 'daily'] as const;
export type MinesMode = (typeof MODES)[number];

/** The mode an address asks for (free play unless it says ranked or daily). */
export function readMode(search: string): MinesMode {
  const mode = new URLSearchParams(search.slice(0, 2000)).get('mode');
  return mode === 'ranked' || mode === 'daily' ? mode : 'free';
}

/** The query part of a mode (none for free play). */
export const modeQuery = (mode: MinesMode): string => (mode === 'free' ? '' : `&mode=${mode}`);

export class RankedBar {
  readonly element: HTMLElement;
  private readonly buttons: HTMLButtonElement[];
  private readonly slot = h('div', { class: 'ranked-slot' });

  constructor(
    context: Pick<AppContext, 't'>,
    /** The player's panel, shown beside the modes in a ranked mode. */
    private readonly panel: () => HTMLElement,
    pick: (mode: MinesMode) => void,
  ) {
    const { t } = context;
    this.buttons = MODES.map((mode) => {
      const button = h(
        'button',
        { type: 'button', class: 'segment', 'data-mode': mode, 'aria-pressed': String(mode === 'free') },
        t(`mines.mode.${mode}`),
      );
      button.addEventListener('click', () => pick(mode));
      return button;
    });
    this.element = h(
      'div',
      { class: 'ranked-bar' },
      h('div', { class: 'segments', role: 'group', 'aria-label': t('mines.mode') }, ...this.buttons),
      this.slot,
    );
  }

  press(mode: MinesMode): void {
    for (const button of this.buttons)
      button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
    if (mode === 'free') this.slot.replaceChildren();
    else this.slot.replaceChildren(this.panel());
  }
}

/** The server's word on a ranked game that ended: its status and time, its rank, and where to see it. */
export function rankedResultView(
  context: Pick<AppContext, 't'>,
  level: Level,
  end: RankedEnd,
  daily: boolean,
  rank: number | undefined,
): HTMLElement {
  const { t } = context;
  const { status, timeMs, id } = end.result;
  const board = leaderboardPath({ game: 'mines', level, period: daily ? 'daily' : 'all' });
  return h(
    'div',
    { class: 'ranked-result', 'data-result': id, 'data-status': status },
    h('h3', {}, t(daily ? 'mines.mode.daily' : 'mines.mode.ranked')),
    h(
      'p',
      {},
      t('mines.ranked.kept', { status: t(`ranked.status.${status}`), time: seconds(timeMs) }),
      rank === undefined ? '' : ` ${t('mines.ranked.rank', { rank })}`,
    ),
    h(
      'p',
      { class: 'ranked-links' },
      h('a', { class: 'button', href: board, 'data-link': true }, t('mines.ranked.board')),
      ' ',
      h('a', { class: 'button', href: replayPath('mines', id), 'data-link': true }, t('board.replay')),
    ),
  );
}

/** A record of a ranked game as a finished game to replay; undefined when this page cannot replay it. */
export function recordStart(record: RecordAnswer): GameStart | undefined {
  const level = LEVELS.find((name) => name === record.board);
  let params: unknown;
  try {
    params = JSON.parse(record.params);
  } catch {
    return undefined;
  }
  const board = paramsSchema.safeParse(params);
  const moves = parseMoveLog(record.log);
  if (!level || !board.success || !moves.ok || moves.value.length === 0) return undefined;
  const { id, playerName, timeMs, gameId, daily } = record;
  return {
    level,
    params: board.data,
    noGuess: false,
    seed: record.seed,
    moves: moves.value,
    clockAt: 0,
    finished: true,
    ranked: { gameId, daily: daily !== null, record: { id, playerName, timeMs } },
  };
}

/**
 * A kept ranked game the server says is in play, as the page opens it again: the cells its player saw, the moves
 * with the server's times, and the page's clock set to the server's. Undefined when the answer is not one this
 * page can go on with (another level, no play, a log it cannot read).
 */
export function continuedGame(
  kept: KeptGame,
  game: GameAnswer,
): { readonly start: GameStart; readonly resumed: ResumedPlay } | undefined {
  const level = LEVELS.find((name) => name === kept.level);
  const play = game.play;
  const moves = play === undefined ? undefined : parseMoveLog(play.moves);
  if (!level || game.level !== level || !play || !moves?.ok) return undefined;
  const view = {
    phase: play.phase,
    minesLeft: play.minesLeft,
    flagMode: play.flagMode,
    startedAt: play.startedAt,
    elapsedMs: play.startedAt === null ? 0 : play.clockMs - play.startedAt,
    bbbv: null,
    moveCount: moves.value.length,
  };
  return {
    start: {
      level,
      params: PRESETS[level],
      noGuess: false,
      seed: 'ranked',
      moves: moves.value,
      clockAt: play.clockMs,
      finished: false,
      ranked: { gameId: kept.gameId, daily: kept.daily },
    },
    resumed: { cells: play.cells, view, moves: moves.value },
  };
}
