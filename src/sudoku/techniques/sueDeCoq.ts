/**
 * Sue de Coq (HoDoKu's definition, with extra digits allowed in the outer cells): where a row or column crosses a
 * box, take two or three empty cells C of the crossing holding at least |C| + 2 digits; add cells L of the line
 * outside the box and cells B of the box outside the line, L's digits and B's digits disjoint, so that C, L and B
 * together hold exactly as many digits as they have cells. No two of those cells can share a digit (C and L share
 * the line, C and B the box, L and B no digit), so each of the digits is in them exactly once: a digit of L's is in
 * C or L (the line), one of B's in C or B (the box), and a digit only C holds is in C (both).
 */
import type { Board } from '../board.ts';
import { boxOf, digitsOf, POPCOUNT, UNITS, unitName } from '../grid.ts';
import { type Candidate, describeEliminations, elimination, names, type Step } from './step.ts';

interface Part {
  readonly cells: number[];
  readonly digits: number;
  /** Cells minus the digits it adds beyond the crossing's: how much of the crossing's surplus it covers. */
  readonly covers: number;
}

export function sueDeCoq(board: Board): Step | null {
  for (let box = 0; box < 9; box++) {
    const boxUnit = 18 + box;
    for (const line of crossingLines(box)) {
      const crossing = UNITS[boxUnit].filter((cell) => UNITS[line].includes(cell) && board.cands[cell] !== 0);
      for (const core of subsets(crossing, 2)) {
        const coreDigits = digitsUnion(board, core);
        const surplus = POPCOUNT[coreDigits] - core.length;
        if (surplus < 2) continue;
        const lineRest = UNITS[line].filter((cell) => board.cands[cell] !== 0 && boxOf(cell) !== box);
        const boxRest = UNITS[boxUnit].filter(
          (cell) => board.cands[cell] !== 0 && !UNITS[line].includes(cell),
        );
        const lineParts = parts(board, lineRest, coreDigits);
        const boxParts = parts(board, boxRest, coreDigits);
        for (const l of lineParts) {
          for (const b of boxParts) {
            if (l.covers + b.covers !== surplus || (l.digits & b.digits) !== 0) continue;
            const step = stepFor(board, { line, box: boxUnit, core, coreDigits, l, b });
            if (step) return step;
          }
        }
      }
    }
  }
  return null;
}

/** The row and column units crossing a box. */
function crossingLines(box: number): number[] {
  const r0 = ((box / 3) | 0) * 3;
  const c0 = (box % 3) * 3;
  return [r0, r0 + 1, r0 + 2, 9 + c0, 10 + c0, 11 + c0];
}

const digitsUnion = (board: Board, cells: readonly number[]): number =>
  cells.reduce((mask, cell) => mask | board.cands[cell], 0);

/** The subsets of `cells` with at least `min` cells. */
function subsets(cells: readonly number[], min: number): number[][] {
  const result: number[][] = [];
  for (let mask = 1; mask < 1 << cells.length; mask++)
    if (POPCOUNT[mask] >= min) result.push(cells.filter((_, i) => mask & (1 << i)));
  return result;
}

/** The non-empty subsets of `cells` that cover at least one digit of the crossing's surplus. */
function parts(board: Board, cells: readonly number[], coreDigits: number): Part[] {
  return subsets(cells, 1)
    .map((chosen) => {
      const digits = digitsUnion(board, chosen);
      return { cells: chosen, digits, covers: chosen.length - POPCOUNT[digits & ~coreDigits] };
    })
    .filter((part) => part.covers >= 1);
}

interface Pattern {
  readonly line: number;
  readonly box: number;
  readonly core: readonly number[];
  readonly coreDigits: number;
  readonly l: Part;
  readonly b: Part;
}

function stepFor(board: Board, { line, box, core, coreDigits, l, b }: Pattern): Step | null {
  const pattern = [...core, ...l.cells, ...b.cells];
  const all = coreDigits | l.digits | b.digits;
  // Digits of L leave the line, digits of B the box, digits of neither leave both.
  const fromLine = all & ~b.digits;
  const fromBox = all & ~l.digits;
  const eliminations: Candidate[] = [];
  const remove = (unit: number, mask: number) => {
    for (const cell of UNITS[unit]) {
      if (pattern.includes(cell)) continue;
      for (const digit of digitsOf(board.cands[cell] & mask))
        if (!eliminations.some((e) => e.cell === cell && e.digit === digit))
          eliminations.push({ cell, digit });
    }
  };
  remove(line, fromLine);
  remove(box, fromBox);
  if (eliminations.length === 0) return null;
  const lineName = unitName(line);
  return elimination(
    'Sue de Coq',
    pattern,
    digitsOf(all),
    eliminations,
    `Where ${lineName} crosses ${unitName(box)}, ${names(core)} hold ${digitsOf(coreDigits).join(', ')}; with ${names(l.cells)} (${digitsOf(l.digits).join(' ')}) in the ${lineName.startsWith('row') ? 'row' : 'column'} and ${names(b.cells)} (${digitsOf(b.digits).join(' ')}) in the box, these ${pattern.length} cells hold exactly ${POPCOUNT[all]} digits, each once: remove ${describeEliminations(eliminations)}.`,
    [line, box],
  );
}
