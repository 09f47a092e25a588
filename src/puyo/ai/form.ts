/**
 * How well a field follows the GTR chain form (a soft evaluation term). The form's bottom-left cells
 * carry labels; two filled cells with the same label should hold the same colour (the groups the form fires in
 * order), and two touching cells with different labels should not (they would join and pop out of turn). The
 * term counts the wishes met, less those broken; cells not filled yet count nothing, so an early field is
 * steered towards the form without being forced into it.
 *
 * The form, bottom row first (columns 1-4): B B C . / A A B C / A B C . — the A group (3 puyos, with a 4th on top
 * to come) fires B, B's fall completes C.
 */
import { type Field, isColor } from '../index.ts';

/** [col, row, label] of each cell of the form. */
const CELLS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [1, 1, 2],
  [2, 1, 3],
  [0, 2, 1],
  [1, 2, 1],
  [2, 2, 2],
  [3, 2, 3],
  [0, 3, 1],
  [1, 3, 2],
  [2, 3, 3],
];

const touching = (a: readonly number[], b: readonly number[]): boolean =>
  Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** Pairs of cell indices that should share a colour, and touching pairs that should not. */
const SAME: [number, number][] = [];
const APART: [number, number][] = [];
for (let i = 0; i < CELLS.length; i++) {
  for (let j = i + 1; j < CELLS.length; j++) {
    if (CELLS[i][2] === CELLS[j][2]) SAME.push([i, j]);
    else if (touching(CELLS[i], CELLS[j])) APART.push([i, j]);
  }
}

const cells = new Int32Array(CELLS.length);

export interface FormScore {
  /** Filled same-label pairs of one colour. */
  met: number;
  /** Filled same-label pairs of two colours, and touching different-label pairs of one colour. */
  broken: number;
}

/** Scores the field against the GTR form into `out`. */
export function scoreForm(field: Field, out: FormScore): FormScore {
  for (let i = 0; i < CELLS.length; i++) {
    const cell = field.get(CELLS[i][0], CELLS[i][1]);
    cells[i] = isColor(cell) ? cell : 0;
  }
  let met = 0;
  let broken = 0;
  for (const [i, j] of SAME) {
    if (cells[i] === 0 || cells[j] === 0) continue;
    if (cells[i] === cells[j]) met++;
    else broken++;
  }
  for (const [i, j] of APART) if (cells[i] !== 0 && cells[i] === cells[j]) broken++;
  out.met = met;
  out.broken = broken;
  return out;
}
