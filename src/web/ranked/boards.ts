/**
 * Which leaderboards there are, as the server keeps them (docs/api.md): each game's boards (its levels;
 * Sudoku with hints and Puyo's solo with undo apart), the rankings each is read by, and the periods. The page's
 * address is read here into one board to show, every part checked; anything unknown falls back to the default,
 * so a stranger's link shows a board, never an error page. Pure: no DOM.
 */
import { PUYO_OPPONENTS, PUYO_SOLO } from '../../core/rankedNames.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';
import { GAME_NAMES, type GameName, type LeaderboardRow } from './answers.ts';
import type { LeaderboardPeriod, LeaderboardQuery, LeaderboardRanking } from './client.ts';

export const PERIODS: readonly LeaderboardPeriod[] = ['all', 'week', 'day', 'daily'];

const SUDOKU_LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** Each game's boards, in the order of their tabs. */
export const BOARDS: Readonly<Record<GameName, readonly string[]>> = {
  mines: ['beginner', 'intermediate', 'expert'],
  sudoku: [...SUDOKU_LEVELS, ...SUDOKU_LEVELS.map((level) => `${level}+hints`)],
  puyo: [...PUYO_OPPONENTS, PUYO_SOLO, `${PUYO_SOLO}+undo`],
};

/** The rankings of a board; the first is its own (the default). Practice alone has no wins. */
export function rankingsOf(game: GameName, level: string): readonly LeaderboardRanking[] {
  if (game !== 'puyo') return ['time', 'wins'];
  return level.startsWith('solo') ? ['score', 'chain'] : ['score', 'chain', 'wins'];
}

export interface BoardChoice extends LeaderboardQuery {
  readonly by: LeaderboardRanking;
  readonly period: LeaderboardPeriod;
  readonly page: number;
}

/** The deepest page the server serves. */
export const MAX_PAGE = 1000;

/** The board an address asks for; each part that is missing or unknown takes its default. */
export function readBoardQuery(search: string): BoardChoice {
  const query = new URLSearchParams(search.slice(0, 1000));
  const pick = <T extends string>(name: string, options: readonly T[]): T => {
    const value = query.get(name);
    return options.find((option) => option === value) ?? options[0];
  };
  const game = pick('game', GAME_NAMES);
  const level = pick('level', BOARDS[game]);
  const by = pick('by', rankingsOf(game, level));
  const period = pick('period', PERIODS);
  const page = Number(query.get('page'));
  return {
    game,
    level,
    by,
    period,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** A board's name in the page's language: Beginner, Hard with hints, Solo practice with undo. */
export function boardName(t: Translate, game: GameName, board: string): string {
  // A declared bot's boards are the human board's name with `+bot` last (`expert+hints+bot`).
  if (board.endsWith('+bot')) return t('board.ofBots', { level: boardName(t, game, board.slice(0, -4)) });
  const [level, extra] = board.split('+');
  const base = levelName(t, game, level);
  if (extra === 'hints') return t('board.withHints', { level: base });
  if (extra === 'undo') return t('board.withUndo', { level: base });
  return base;
}

function levelName(t: Translate, game: GameName, level: string): string {
  if (!BOARDS[game].includes(level)) return level; // a board this page does not know: its own name
  if (game === 'puyo') return level === 'solo' ? t('puyo.solo') : t(`puyo.ai.${level}` as MessageKey);
  return t(`${game}.level.${level}` as MessageKey);
}

/** What a row ranks by, as the page shows it: a time in seconds, a score, or a count of wins. */
export function rowResult(
  t: Translate,
  by: LeaderboardRanking,
  row: Pick<LeaderboardRow, 'timeMs' | 'score' | 'wins' | 'chain'>,
): string {
  if (by === 'wins') return t('board.wins', { n: row.wins ?? 0 });
  if (by === 'chain' && row.chain !== undefined) return t('board.chain', { n: row.chain });
  if (by === 'time') return `${(row.timeMs / 1000).toFixed(3)} s`;
  return String(row.score);
}
