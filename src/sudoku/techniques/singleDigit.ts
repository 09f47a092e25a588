/** Single-digit patterns of two strong links joined by a weak one: Skyscraper and 2-String Kite. */
import type { Board } from '../board.ts';
import { boxOf, colOf, rowOf, unitName } from '../grid.ts';
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
            );
          }
        }
      }
    }
  }
  return null;
}
