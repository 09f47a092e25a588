/** The Sudoku engine worker's answers, kept apart from the worker's global scope so they are tested in Node. */
import { isRecord } from '../../core/plainData.ts';
import { grade, hintFor, LEVELS, type Level, type SudokuState, sudokuGame } from '../../sudoku/index.ts';
import type { Envelope } from '../engine/protocols.ts';
import type { Reply, Request, Verdict } from './protocol.ts';
import { puzzleVerdict } from './puzzleVerdict.ts';

/** Puzzles made ahead of time, by level and number; a few at most (one or two per level). */
const prepared = new Map<string, SudokuState>();
const MAX_PREPARED = 12;

function puzzle(level: Level, n: number): SudokuState {
  checkLevel(level);
  const key = `${level}:${n}`;
  const ready = prepared.get(key);
  if (ready) {
    prepared.delete(key);
    return ready;
  }
  return sudokuGame.newGame({ level }, String(n));
}

/** The generator is never asked for a level it does not know (it would search for ever). */
function checkLevel(level: Level): void {
  if (!LEVELS.includes(level)) throw new Error(`unknown level ${String(level).slice(0, 20)}`);
}

export function answer(request: Request): Reply {
  switch (request.type) {
    case 'make':
      return { type: 'made', state: puzzle(request.level, request.n) };
    case 'prepare': {
      const key = `${request.level}:${request.n}`;
      checkLevel(request.level);
      if (!prepared.has(key)) {
        if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value as string);
        prepared.set(key, sudokuGame.newGame({ level: request.level }, String(request.n)));
      }
      return { type: 'prepared' };
    }
    case 'take': {
      const verdict = puzzleVerdict(request.puzzle);
      if (!verdict.ok) return { type: 'unplayable', reason: verdict.error };
      return { type: 'made', state: sudokuGame.newGame({ puzzle: verdict.value.givens }, 0) };
    }
    case 'judge':
      return { type: 'judged', verdict: judge(request.puzzle) };
    case 'hint':
      return { type: 'hint', hint: hintFor(request.state) };
  }
}

/** The editor's verdict: the grader's level for a puzzle with one solution, else the reason it cannot be played. */
export function judge(puzzle: string): Verdict {
  const verdict = puzzleVerdict(puzzle);
  const givens = [...puzzle].filter((ch) => ch >= '1' && ch <= '9').length;
  if (!verdict.ok) return { ok: false, reason: verdict.error, givens };
  const graded = grade(Uint8Array.from(verdict.value.givens, (ch) => (ch === '.' ? 0 : Number(ch))));
  if (!graded.ok) return { ok: false, reason: { key: 'sudoku.refused.none' }, givens };
  const { level, rating, score } = graded.value;
  return { ok: true, level, rating, score, givens };
}

/** One message in, one envelope out; an unreadable message or a failing request is answered as refused. */
export function answerMessage(data: unknown): Envelope<Reply> | undefined {
  if (!isRecord(data) || !Number.isSafeInteger(data.id) || !isRecord(data.body)) return undefined;
  const id = data.id as number;
  try {
    return { id, body: answer(data.body as unknown as Request) };
  } catch (error) {
    return { id, body: { type: 'refused', error: error instanceof Error ? error.message : String(error) } };
  }
}
