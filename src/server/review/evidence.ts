/**
 * What a person reviewing a held record reads (`arcade records review`): the record and why it was held, a link
 * to its replay, a chart in text of when its moves came by the server's clock, and the player's other records.
 * Plain text, English (the operator's language); pure, so a test reads exactly what the operator will.
 */
import { parseMoveLog } from '../../mines/index.ts';
import { INPUT_MASK } from '../../puyo/index.ts';
import { readInputText } from '../ranked/puyo/inputText.ts';
import type { StoredResult } from '../storage.ts';

/** Rows of the timing chart at most, and the widest bar. */
const CHART_ROWS = 20;
const BAR_WIDTH = 40;
const BUCKETS_MS = [100, 250, 500, 1000, 2000, 5000, 10_000, 30_000, 60_000];

/** When the player acted, ms from the first action, as the record's log keeps it; null when it keeps no times. */
export function actionTimes(result: Pick<StoredResult, 'game' | 'board' | 'log'>): number[] | null {
  if (result.game === 'mines') {
    const moves = parseMoveLog(result.log);
    return moves.ok ? moves.value.map((move) => move.at) : null;
  }
  if (result.game === 'puyo' && !result.board.startsWith('solo') && result.log !== '') {
    // The human's presses: a button of bits 0-4 going down, at 60 ticks a second.
    const times: number[] = [];
    let previous = 0;
    readInputText(result.log).forEach((packed, tick) => {
      const mine = packed & INPUT_MASK;
      if ((mine & ~previous) !== 0) times.push(Math.round((tick * 1000) / 60));
      previous = mine;
    });
    return times;
  }
  return null;
}

/** A bar chart of actions per stretch of time, one row per stretch: a burst and a long wait show at a glance. */
export function timingChart(times: readonly number[], noun: string): string[] {
  if (times.length === 0) return [`  no ${noun}s`];
  const start = times[0];
  const span = Math.max(1, times[times.length - 1] - start);
  const bucket = BUCKETS_MS.find((ms) => span / ms <= CHART_ROWS) ?? Math.ceil(span / CHART_ROWS);
  const counts = new Array<number>(Math.floor(span / bucket) + 1).fill(0);
  for (const at of times) counts[Math.floor((at - start) / bucket)]++;
  const most = Math.max(...counts);
  const label = (ms: number) => `${(ms / 1000).toFixed(bucket < 1000 ? 2 : 0)} s`;
  const width = label((counts.length - 1) * bucket).length;
  return counts.map((count, i) => {
    const bar = '#'.repeat(Math.ceil((count / most) * BAR_WIDTH));
    return `  ${label(i * bucket).padStart(width)} |${bar.padEnd(BAR_WIDTH)}| ${count} ${noun}${count === 1 ? '' : 's'}`;
  });
}

const NOUNS: Readonly<Record<string, string>> = { mines: 'click', puyo: 'press', sudoku: 'move' };

const shownTime = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line of a record: what, when, how it stands. */
export const recordLine = (result: StoredResult): string =>
  `#${result.id} ${result.game} ${result.board} ${result.status} ${shownTime(result.timeMs)}${result.score ? ` score ${result.score}` : ''} (${result.createdAt})`;

/** The whole evidence of a held record; `history`: the player's records, newest first; `site`: the site's address. */
export function evidence(result: StoredResult, history: readonly StoredResult[], site: string): string {
  const times = actionTimes(result);
  const lines = [
    `${recordLine(result)} by ${result.playerName} (player ${result.playerId})`,
    `  held: ${result.reason ?? 'no reason given'}`,
    `  replay: ${site}/${result.game}?record=${result.id}   record: ${site}/api/records/${result.id}`,
    `  player: ${site}/players/${result.playerId}`,
    `  extra: ${JSON.stringify(result.extra)}`,
  ];
  if (times === null)
    lines.push('  timing: the server keeps no time per move for this game, only deal to result');
  else
    lines.push(
      `  timing (${times.length} ${NOUNS[result.game] ?? 'action'}s by the server's clock):`,
      ...timingChart(times, NOUNS[result.game] ?? 'action'),
    );
  const others = history.filter((other) => other.id !== result.id);
  lines.push(
    `  the player's last ${others.length} other records:`,
    ...others.map((other) => `    ${recordLine(other)}${other.reason ? ` (${other.reason})` : ''}`),
  );
  return lines.join('\n');
}
