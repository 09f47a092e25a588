/**
 * A move of a replay in words for the caption ("opened e9 at 2.34 s"), not in the log's notation (`o e9@2337`).
 * A flag move toggles, and a tap in flag mode flags: the words follow the log up to the move to say which. The
 * time is on the game clock, from the first click, so the last move's is the game's time.
 */
import { cellName } from '../../core/cellName.ts';
import type { Move } from '../../mines/index.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';

/** Seconds, as the caption shows them. */
const secondsAt = (ms: number): string => (ms / 1000).toFixed(2);

/** Move `position` (1-based) of `moves` in words, or undefined at position 0 or past the end. */
export function moveWords(t: Translate, moves: readonly Move[], position: number): string | undefined {
  const move = moves[position - 1];
  if (move === undefined) return undefined;
  // The game clock starts at the first move on a cell, as the engine's (a flag-mode switch before it does not).
  const start = moves.find((m) => m.kind !== 'flagMode')?.at ?? move.at;
  const time = secondsAt(Math.max(0, move.at - start));
  let flagMode = false;
  let flagged = false;
  for (let i = 0; i < position - 1; i++) {
    const before = moves[i];
    if (before.kind === 'flagMode') flagMode = !flagMode;
    else if (move.kind !== 'flagMode' && before.x === move.x && before.y === move.y && before.kind === 'flag')
      flagged = !flagged;
  }
  if (move.kind === 'flagMode')
    return t(flagMode ? 'mines.move.flagModeOff' : 'mines.move.flagModeOn', { time });
  const key: MessageKey =
    move.kind === 'flag'
      ? flagged
        ? 'mines.move.unflag'
        : 'mines.move.flag'
      : move.kind === 'open' && flagMode
        ? 'mines.move.tapFlagMode'
        : KEYS[move.kind];
  return t(key, { cell: cellName(move.x, move.y), time });
}

const KEYS = {
  open: 'mines.move.open',
  chord: 'mines.move.chord',
  question: 'mines.move.question',
} as const satisfies Record<string, MessageKey>;
