/**
 * The 9x9 grid: cells 0..80 row by row (cell = row * 9 + column), digits 1..9, 0 for an empty cell.
 * Units are the 27 houses: rows 0..8, columns 9..17, boxes 18..26. Tables are computed once and shared.
 */
import { cellName as coreCellName } from '../core/cellName.ts';

/** A grid of 81 digits, 0 for empty. */
export type Digits = Uint8Array;

export const CELLS = 81;
export const ALL_DIGITS = 0x1ff;

export const rowOf = (cell: number): number => (cell / 9) | 0;
export const colOf = (cell: number): number => cell % 9;
export const boxOf = (cell: number): number => ((rowOf(cell) / 3) | 0) * 3 + ((colOf(cell) / 3) | 0);

export const UNIT_KINDS = ['row', 'column', 'box'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** UNITS[u] lists the 9 cells of unit u (rows 0..8, columns 9..17, boxes 18..26). */
export const UNITS: readonly (readonly number[])[] = (() => {
  const units: number[][] = [];
  for (let r = 0; r < 9; r++) units.push(Array.from({ length: 9 }, (_, c) => r * 9 + c));
  for (let c = 0; c < 9; c++) units.push(Array.from({ length: 9 }, (_, r) => r * 9 + c));
  for (let b = 0; b < 9; b++) {
    const r0 = ((b / 3) | 0) * 3;
    const c0 = (b % 3) * 3;
    units.push(Array.from({ length: 9 }, (_, i) => (r0 + ((i / 3) | 0)) * 9 + c0 + (i % 3)));
  }
  return units;
})();

/** The three units of each cell: [row, 9 + column, 18 + box]. */
export const UNITS_OF: readonly (readonly [number, number, number])[] = Array.from(
  { length: CELLS },
  (_, cell) => [rowOf(cell), 9 + colOf(cell), 18 + boxOf(cell)],
);

/** PEERS[cell]: the 20 other cells that share a row, column or box with it. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => {
  const peers = new Set<number>();
  for (const unit of UNITS_OF[cell]) for (const other of UNITS[unit]) if (other !== cell) peers.add(other);
  return [...peers].sort((a, b) => a - b);
});

/** Flat peer table for hot loops: PEER_TABLE[cell * 20 + i]. */
export const PEER_TABLE: Int32Array = Int32Array.from(PEERS.flat());

export const sees = (a: number, b: number): boolean =>
  a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));

export const unitKind = (unit: number): UnitKind => UNIT_KINDS[(unit / 9) | 0];

/** A unit named for people: "row 3", "column 5", "box 7" (all 1-based). */
export const unitName = (unit: number): string => `${unitKind(unit)} ${(unit % 9) + 1}`;

/** Cells are named like the rest of the arcade: column letter a..i, row 1..9 from the top (a1 is top-left). */
export const cellName = (cell: number): string => coreCellName(colOf(cell), rowOf(cell));

/** Number of set bits of a 9-bit candidate mask. */
export const POPCOUNT: Uint8Array = Uint8Array.from({ length: 512 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

/** The digit 1..9 of a single-bit mask (0 when the mask is not a single bit). */
export const SINGLE_DIGIT: Uint8Array = Uint8Array.from({ length: 512 }, (_, m) =>
  POPCOUNT[m] === 1 ? 31 - Math.clz32(m) + 1 : 0,
);

export const bit = (digit: number): number => 1 << (digit - 1);

/** The digits 1..9 in a candidate mask, ascending. */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}

export const emptyDigits = (): Digits => new Uint8Array(CELLS);
