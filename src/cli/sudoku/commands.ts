/**
 * What the player types in the terminal Sudoku: `e3 7` places, `e3 0` clears, `n e3 7` toggles a pencil mark,
 * `fill` writes every empty cell's candidates as marks, and the words check, hint, undo, redo, ?, q.
 */
import { parseCellName } from '../../core/cellName.ts';
import { quote } from '../../core/quote.ts';
import { err, ok, type Result } from '../../core/result.ts';

type Word = 'quit' | 'help' | 'check' | 'hint' | 'undo' | 'redo' | 'fill';

export type Command =
  | { readonly [K in Word]: { readonly kind: K } }[Word]
  | { readonly kind: 'place'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'mark'; readonly cell: number; readonly digit: number };

const WORDS: ReadonlyMap<string, Word> = new Map<string, Word>([
  ['q', 'quit'],
  ['quit', 'quit'],
  ['?', 'help'],
  ['h', 'help'],
  ['help', 'help'],
  ['check', 'check'],
  ['hint', 'hint'],
  ['u', 'undo'],
  ['undo', 'undo'],
  ['r', 'redo'],
  ['redo', 'redo'],
  ['fill', 'fill'],
]);

export const HELP = [
  'e3 7    place 7 in e3 (column e, row 3)',
  'e3 0    clear e3',
  'n e3 7  put or take away the pencil mark 7 in e3',
  "fill    write every empty cell's candidates as pencil marks",
  'check   is the grid solved? else the first rule it breaks',
  'hint    a hint in three steps: ask again for the next step',
  'undo, redo (or u, r)',
  '?       this help;  q  quit',
].join('\n');

export function parseCommand(line: string): Result<Command> {
  const text = line.trim().toLowerCase();
  if (text === '') return err('type a cell and a digit like e3 7, or ? for help');
  const word = WORDS.get(text);
  if (word !== undefined) return ok({ kind: word } as Command);
  const parts = text.split(/\s+/);
  const marking = parts[0] === 'n';
  const [cellText, digitText, ...rest] = marking ? parts.slice(1) : parts;
  const usage = marking ? 'n e3 7' : 'e3 7';
  if (digitText === undefined || rest.length > 0)
    return err(`${quote(line.trim())} is not a move: type ${usage} (? for help)`);
  const cell = parseCellName(cellText, 9, 9);
  if (!cell.ok) return err(cell.error.replace('the board', 'the grid'));
  const lowest = marking ? 1 : 0;
  if (!/^\d$/.test(digitText) || Number(digitText) < lowest)
    return err(`${quote(digitText)} is not a digit ${lowest}-9${marking ? '' : ' (0 clears)'}`);
  return ok({
    kind: marking ? 'mark' : 'place',
    cell: cell.value.y * 9 + cell.value.x,
    digit: Number(digitText),
  });
}
