/** The Sudoku engine worker's answers, kept apart from the worker's global scope so they are tested in Node. */
import { isRecord } from '../../core/plainData.ts';
import { hintFor, type Level, type SudokuState, sudokuGame } from '../../sudoku/index.ts';
import type { Envelope } from '../engine/protocols.ts';
import type { Reply, Request } from './protocol.ts';
import { puzzleVerdict } from './puzzleVerdict.ts';

/** Puzzles made ahead of time, by level and number; a few at most (one or two per level). */
const prepared = new Map<string, SudokuState>();
const MAX_PREPARED = 12;

function puzzle(level: Level, n: number): SudokuState {
  const key = `${level}:${n}`;
  const ready = prepared.get(key);
  if (ready) {
    prepared.delete(key);
    return ready;
  }
  return sudokuGame.newGame({ level }, String(n));
}

export function answer(request: Request): Reply {
  switch (request.type) {
    case 'make':
      return { type: 'made', state: puzzle(request.level, request.n) };
    case 'prepare': {
      const key = `${request.level}:${request.n}`;
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
    case 'hint':
      return { type: 'hint', hint: hintFor(request.state) };
  }
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
