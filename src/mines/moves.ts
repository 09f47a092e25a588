/**
 * Moves are small plain data with the time they were made (`at`, milliseconds on the caller's clock; the
 * engine never reads a clock). Text form, for logs and saves: `o b3@1200` (open), `f b3@1300` (flag),
 * `? b3@1400` (question mark), `c b3@1500` (chord), `m@1600` (toggle flag mode). A log is moves separated by
 * `;` or new lines.
 */
import { cellName, parseCellName } from '../core/cellName.ts';
import { quote } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import { MAX_SIDE } from './params.ts';

export const CELL_MOVE_KINDS = ['open', 'flag', 'question', 'chord'] as const;
export type CellMoveKind = (typeof CELL_MOVE_KINDS)[number];

export type Move =
  | { readonly kind: CellMoveKind; readonly x: number; readonly y: number; readonly at: number }
  | { readonly kind: 'flagMode'; readonly at: number };

const LETTER: Readonly<Record<CellMoveKind, string>> = { open: 'o', flag: 'f', question: '?', chord: 'c' };
const KIND_OF_LETTER: Readonly<Record<string, CellMoveKind>> = {
  o: 'open',
  f: 'flag',
  '?': 'question',
  c: 'chord',
};

export function makeMove(move: Move): string {
  if (move.kind === 'flagMode') return `m@${move.at}`;
  return `${LETTER[move.kind]} ${cellName(move.x, move.y)}@${move.at}`;
}

/** Longest move text read (`c aaaaaa999999999@123456789012.123456` and a little room). */
const MAX_MOVE_LENGTH = 48;
/** Move times are milliseconds: 12 digits is over 31 years, 3 decimals a microsecond. */
const MOVE = /^(?:(m)|([ofc?])\s+([a-z]+[0-9]+))@(\d{1,12}(?:\.\d{1,3})?)$/i;

export function parseMove(text: string): Result<Move> {
  const trimmed = text.trim();
  if (trimmed.length > MAX_MOVE_LENGTH) return err(`${quote(trimmed)} is too long for a move`);
  const match = MOVE.exec(trimmed);
  if (!match)
    return err(
      `${quote(trimmed)} is not a move like "o b3@1200", "f b3@1300", "c b3@1500" or "m@1600" (times in whole ms, at most 12 digits)`,
    );
  const at = Number(match[4]);
  if (match[1]) return ok({ kind: 'flagMode', at });
  const cell = parseCellName(match[3], MAX_SIDE, MAX_SIDE);
  if (!cell.ok) return err(`${quote(trimmed)}: ${cell.error}`);
  return ok({ kind: KIND_OF_LETTER[match[2].toLowerCase()], x: cell.value.x, y: cell.value.y, at });
}

export const makeMoveLog = (moves: readonly Move[]): string => moves.map(makeMove).join('; ');

/**
 * Parses a log; the error names the 1-based position of the bad move. `maxMoves` refuses a longer log before
 * any move is read (a record cannot need more moves than its board allows).
 */
export function parseMoveLog(text: string, maxMoves = Number.POSITIVE_INFINITY): Result<Move[]> {
  const moves: Move[] = [];
  const parts = text.split(/[;\n]/).filter((part) => part.trim() !== '');
  if (parts.length > maxMoves)
    return err(`${parts.length} moves, more than the ${maxMoves} this board can need`);
  for (let i = 0; i < parts.length; i++) {
    const move = parseMove(parts[i]);
    if (!move.ok) return err(`move ${i + 1}: ${move.error}`);
    moves.push(move.value);
  }
  return ok(moves);
}
