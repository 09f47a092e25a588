/**
 * Positions for the technique tests, written as pencil marks. Cells are named as in the arcade: column letter a-i,
 * row 1-9 from the top (a1 is cell 0). Only the candidates matter to a technique, so these boards place no digits:
 * a cell without candidates stands for a cell that is filled (or, in a one-digit picture, that cannot hold it).
 */
import type { Board } from '../../board.ts';
import { unitName } from '../../grid.ts';
import type { Candidate, Step } from '../step.ts';

/** `e4` -> cell 39. */
export function cellOf(name: string): number {
  if (!/^[a-i][1-9]$/.test(name)) throw new Error(`${name} is not a cell name`);
  return (Number(name[1]) - 1) * 9 + name.charCodeAt(0) - 97;
}

/** Cell 39 -> `e4`. */
export const nameOf = (cell: number): string =>
  `${String.fromCharCode(97 + (cell % 9))}${Math.floor(cell / 9) + 1}`;

const maskOf = (digits: string): number => [...digits].reduce((mask, d) => mask | (1 << (Number(d) - 1)), 0);

/**
 * One digit's pencil marks: nine rows of nine characters, `x` where `digit` is still a candidate and `.` where it
 * is not. No other digit is a candidate anywhere.
 */
export function digitPicture(digit: number, rows: readonly string[]): Board {
  const text = rows.join('');
  if (rows.length !== 9 || !/^[x.]{81}$/.test(text)) throw new Error('a picture is nine rows of nine x or .');
  const cands = Uint16Array.from(text, (ch) => (ch === 'x' ? 1 << (digit - 1) : 0));
  return { values: new Uint8Array(81), cands };
}

/** One digit's pencil marks by cell: `digitAt(9, 'a1 e1 h5')`; no other cell, and no other digit, is a candidate. */
export function digitAt(digit: number, cells: string): Board {
  const cands = new Uint16Array(81);
  for (const name of cells.trim().split(/\s+/)) cands[cellOf(name)] = 1 << (digit - 1);
  return { values: new Uint8Array(81), cands };
}

/** Pencil marks by cell: `{ a1: '12', c1: '13' }`; every cell not listed holds no candidate. */
export function pencilMarks(listed: Readonly<Record<string, string>>): Board {
  const cands = new Uint16Array(81);
  for (const [name, digits] of Object.entries(listed)) cands[cellOf(name)] = maskOf(digits);
  return { values: new Uint8Array(81), cands };
}

/** Candidates as `digit cell` words, in the step's order: `['9 e8', '9 h9']`. */
export const candidateWords = (list: readonly Candidate[] | undefined): string[] =>
  (list ?? []).map(({ cell, digit }) => `${digit} ${nameOf(cell)}`);

/** A step as plain words, so one `toEqual` states all of it. */
export const stepWords = (step: Step | null) =>
  step && {
    technique: step.technique,
    cells: step.cells.map(nameOf),
    digits: step.digits,
    units: step.units.map(unitName),
    placements: candidateWords(step.placements),
    eliminations: candidateWords(step.eliminations),
    explanation: step.explanation,
  };

/**
 * A candidate grid as solvers print it: 81 cells of digits, separated by spaces and box rulings (`|`, `.`, `:`,
 * `-`, `'`, `+`); a cell with one digit is placed, a cell with more holds them as candidates.
 */
export function candidateGrid(text: string): Board {
  const cells = text.match(/[1-9]+/g) ?? [];
  if (cells.length !== 81) throw new Error(`a candidate grid has 81 cells, this one ${cells.length}`);
  const values = Uint8Array.from(cells, (c) => (c.length === 1 ? Number(c) : 0));
  const cands = Uint16Array.from(cells, (c) => (c.length === 1 ? 0 : maskOf(c)));
  return { values, cands };
}
