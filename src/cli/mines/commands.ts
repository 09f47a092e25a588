/** What the player types in the terminal game, parsed: `b3` opens, `f b3` flags, `c b3` chords, `? b3` marks. */
import { parseCellName } from '../../core/cellName.ts';
import { quote } from '../../core/quote.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { CellMoveKind } from '../../mines/index.ts';

export type Command =
  | { readonly kind: 'quit' }
  | { readonly kind: 'help' }
  | { readonly kind: 'flagMode' }
  | { readonly kind: 'move'; readonly move: CellMoveKind; readonly x: number; readonly y: number }
  /** `f`, `c` or `o` without a cell: the game asks which cell, then reads `prefix cell`. */
  | { readonly kind: 'askCell'; readonly move: CellMoveKind; readonly prefix: string };

const PREFIXES: Readonly<Record<string, CellMoveKind>> = {
  f: 'flag',
  c: 'chord',
  '?': 'question',
  o: 'open',
};

export const HELP = [
  'b3      open cell b3 (column b, row 3); opening an open number chords',
  'f b3    flag or unflag b3',
  'c b3    chord on b3: when its flags match its number, open its other neighbours',
  '? b3    put or take away a question mark on b3',
  'm       flag mode on/off: while on, opening a covered cell flags it',
  '?       this help;  q  quit',
].join('\n');

/** The question asked after a prefix typed alone. */
export const askCellQuestion = (move: CellMoveKind): string =>
  `${move === 'question' ? 'question-mark' : move} which cell? (like b3; empty line to cancel) `;

export function parseCommand(line: string, width: number, height: number): Result<Command> {
  const text = line.trim().toLowerCase();
  if (text === '') return err('type a cell like b3, or ? for help');
  if (text === 'q' || text === 'quit') return ok({ kind: 'quit' });
  if (text === '?' || text === 'h' || text === 'help') return ok({ kind: 'help' });
  if (text === 'm') return ok({ kind: 'flagMode' });
  const alone = PREFIXES[text];
  if (alone !== undefined) return ok({ kind: 'askCell', move: alone, prefix: text });
  const prefixed = /^(\S)\s+(\S+)$/.exec(text);
  const move = prefixed ? PREFIXES[prefixed[1]] : 'open';
  if (move === undefined)
    return err(`${quote(prefixed?.[1] ?? '')} is not a command: use f, c or ? before a cell (? for help)`);
  const cellText = prefixed ? prefixed[2] : text;
  const cell = parseCellName(cellText, width, height);
  if (!cell.ok) return err(cell.error);
  return ok({ kind: 'move', move, x: cell.value.x, y: cell.value.y });
}
