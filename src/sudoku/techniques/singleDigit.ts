/** Single-digit patterns: Skyscraper and 2-String Kite (two strong links joined by a weak one), Empty Rectangle. */
import { type Board, positions } from '../board.ts';
import { boxOf, cellName, colOf, rowOf, unitName } from '../grid.ts';
import { seeingAll, strongLinks } from './links.ts';
import { describeEliminations, elimination, eliminationsOf, names, type Step } from './step.ts';

const ROWS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const COLUMNS = ROWS.map((i) => 9 + i);

export function skyscraper(board: Board): Step | null {
  for (let digit = 1; digit <= 9; digit++) {
    for (const [lines, across] of [
      [ROWS, colOf],
      [COLUMNS, rowOf],
    ] as const) {
      const links = strongLinks(board, digit, lines);
      for (let i = 0; i < links.length; i++) {
        for (let j = i + 1; j < links.length; j++) {
          const l1 = links[i];
          const l2 = links[j];
          for (const [base1, top1] of [
            [l1.a, l1.b],
            [l1.b, l1.a],
          ]) {
            for (const [base2, top2] of [
              [l2.a, l2.b],
              [l2.b, l2.a],
            ]) {
              if (across(base1) !== across(base2) || across(top1) === across(top2)) continue;
              const eliminations = eliminationsOf(board.cands, digit, seeingAll(board, digit, [top1, top2]));
              if (eliminations.length === 0) continue;
              return elimination(
                'Skyscraper',
                [base1, top1, base2, top2],
                [digit],
                eliminations,
                `${digit} is in ${unitName(l1.unit)} only at ${names([l1.a, l1.b])} and in ${unitName(l2.unit)} only at ${names([l2.a, l2.b])}; the bases share a line, so one of ${names([top1, top2])} is ${digit}: remove ${describeEliminations(eliminations)}.`,
                [l1.unit, l2.unit],
              );
            }
          }
        }
      }
    }
  }
  return null;
}

export function twoStringKite(board: Board): Step | null {
  for (let digit = 1; digit <= 9; digit++) {
    const rows = strongLinks(board, digit, ROWS);
    const cols = strongLinks(board, digit, COLUMNS);
    for (const r of rows) {
      for (const c of cols) {
        for (const [inBoxR, endR] of [
          [r.a, r.b],
          [r.b, r.a],
        ]) {
          for (const [inBoxC, endC] of [
            [c.a, c.b],
            [c.b, c.a],
          ]) {
            if (inBoxR === inBoxC || boxOf(inBoxR) !== boxOf(inBoxC)) continue;
            if (endR === inBoxC || endC === inBoxR || endR === endC) continue;
            const eliminations = eliminationsOf(board.cands, digit, seeingAll(board, digit, [endR, endC]));
            if (eliminations.length === 0) continue;
            return elimination(
              '2-String Kite',
              [endR, inBoxR, inBoxC, endC],
              [digit],
              eliminations,
              `${digit} is in ${unitName(r.unit)} only at ${names([r.a, r.b])} and in ${unitName(c.unit)} only at ${names([c.a, c.b])}, joined in ${unitName(18 + boxOf(inBoxR))}, so one of ${names([endR, endC])} is ${digit}: remove ${describeEliminations(eliminations)}.`,
              [r.unit, c.unit, 18 + boxOf(inBoxR)],
            );
          }
        }
      }
    }
  }
  return null;
}

/**
 * Empty Rectangle: in a box, the digit lies only on one row and one column of it (the cross). A strong link in a
 * column outside the box's stack with one end on the cross row: either that end holds the digit, so the box's
 * digit is on the cross column, or the other end does. Either way the cell on the cross column in the other end's
 * row loses it. The same with rows and columns swapped.
 */
export function emptyRectangle(board: Board): Step | null {
  for (let digit = 1; digit <= 9; digit++) {
    const links = strongLinks(board, digit, [...ROWS, ...COLUMNS]);
    for (let box = 0; box < 9; box++) {
      const cells = positions(board, 18 + box, digit);
      if (cells.length < 2) continue;
      const band = Math.floor(box / 3);
      const stack = box % 3;
      for (let r = band * 3; r < band * 3 + 3; r++) {
        for (let c = stack * 3; c < stack * 3 + 3; c++) {
          if (!cells.every((cell) => rowOf(cell) === r || colOf(cell) === c)) continue;
          if (!cells.some((cell) => rowOf(cell) !== r) || !cells.some((cell) => colOf(cell) !== c)) continue;
          for (const link of links) {
            const byColumn = link.unit >= 9;
            for (const [near, far] of [
              [link.a, link.b],
              [link.b, link.a],
            ]) {
              // The near end is on the cross line, outside the box; the far end decides the target.
              const onCross = byColumn ? rowOf(near) === r : colOf(near) === c;
              const outsideBox = byColumn
                ? Math.floor(colOf(near) / 3) !== stack && Math.floor(rowOf(far) / 3) !== band
                : Math.floor(rowOf(near) / 3) !== band && Math.floor(colOf(far) / 3) !== stack;
              if (!onCross || !outsideBox) continue;
              const target = byColumn ? rowOf(far) * 9 + c : r * 9 + colOf(far);
              const eliminations = eliminationsOf(board.cands, digit, [target]);
              if (eliminations.length === 0) continue;
              return elimination(
                'Empty Rectangle',
                [...cells, near, far],
                [digit],
                eliminations,
                `In ${unitName(18 + box)}, ${digit} lies only on row ${r + 1} and column ${c + 1}; ${unitName(link.unit)} holds it only at ${names([near, far])}, so either ${cellName(far)} is ${digit} or the box's ${digit} is on ${byColumn ? `column ${c + 1}` : `row ${r + 1}`}: remove ${describeEliminations(eliminations)}.`,
                [18 + box, link.unit],
              );
            }
          }
        }
      }
    }
  }
  return null;
}
