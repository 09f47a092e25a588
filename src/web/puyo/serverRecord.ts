/**
 * A ranked Puyo match from the server (GET /api/records/:id) as the page's replay viewer takes it: the opponent
 * (the record's board), the dealt seed and the input log as runs, the way the page saves its own matches. The
 * result, ticks and scores are read from the log itself, replayed to its end, so a record still pending shows
 * what it played. Pure: no DOM.
 */
import type { RecordAnswer } from '../ranked/answers.ts';
import { parseInputLog } from './inputLog.ts';
import { MatchReplay } from './matchReplay.ts';
import { isOpponent } from './matchSetup.ts';
import type { SavedMatch } from './saves.ts';

/** The match to watch, or undefined when the record is no match this page can replay (solo, a bad log). */
export function savedMatchOf(
  record: Pick<RecordAnswer, 'board' | 'seed' | 'log' | 'createdAt'>,
): SavedMatch | undefined {
  if (!isOpponent(record.board)) return undefined;
  const inputs = parseInputLog(record.log);
  if (!inputs.ok || inputs.value.length === 0) return undefined;
  const replay = new MatchReplay(record.seed, inputs.value);
  if (replay.length !== inputs.value.length) return undefined; // the engine refused a tick of the log
  replay.seek(replay.length);
  const { match } = replay;
  const [you, cpu] = match.players;
  const at = Date.parse(record.createdAt);
  return {
    ai: record.board,
    seed: record.seed,
    at: Number.isFinite(at) && at > 0 ? at : 0,
    result: match.result === 'p1' ? 'won' : match.result === 'p2' ? 'lost' : 'draw',
    ticks: match.tick,
    scores: [you.score, cpu.score],
    log: record.log,
  };
}
