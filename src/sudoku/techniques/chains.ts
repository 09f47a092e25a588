/**
 * Chains, found breadth-first so the shortest chain from each start is reported.
 * X-Chain (one digit): strong and weak links alternate, starting and ending with a strong link, so one of the two
 * ends holds the digit. XY-Chain: bivalue cells, each forcing the next; if the start is not z the end is z.
 * Either way a cell seeing both ends loses the digit.
 */
import { type Board, cellsWith } from '../board.ts';
import { CELLS, cellName, POPCOUNT, sees } from '../grid.ts';
import { strongLinks } from './links.ts';
import { describeEliminations, elimination, eliminationsOf, names, type Step } from './step.ts';

/** Parent links of the breadth-first searches, by state (reused: the grader calls these often). */
const parent = new Int32Array(CELLS * 10);

/** The cells of a path, following parent links from `state` back to the start. */
function path(parent: Int32Array, state: number, cellOf: (state: number) => number): number[] {
  const cells: number[] = [];
  for (let s = state; s >= 0; s = parent[s]) cells.push(cellOf(s));
  return cells.reverse();
}

export function xChain(board: Board): Step | null {
  for (let digit = 1; digit <= 9; digit++) {
    const strong: number[][] = Array.from({ length: CELLS }, () => []);
    for (const { a, b } of strongLinks(board, digit)) {
      strong[a].push(b);
      strong[b].push(a);
    }
    const cells = cellsWith(board, digit);
    const weak: number[][] = [];
    for (const cell of cells) weak[cell] = cells.filter((c) => c !== cell && sees(c, cell));
    for (const start of cells) {
      if (strong[start].length === 0) continue;
      // State = cell * 2 + (1 when reached over a strong link).
      parent.fill(-2);
      const queue: number[] = [];
      parent[start * 2] = -1;
      queue.push(start * 2);
      for (let head = 0; head < queue.length; head++) {
        const state = queue[head];
        const cell = state >> 1;
        const afterStrong = (state & 1) === 1;
        const nextCells = afterStrong ? weak[cell] : strong[cell];
        for (const next of nextCells) {
          const nextState = next * 2 + (afterStrong ? 0 : 1);
          if (parent[nextState] !== -2) continue;
          parent[nextState] = state;
          queue.push(nextState);
          if (afterStrong || next === start) continue;
          const elims = eliminationsOf(
            board.cands,
            digit,
            weak[start].filter((c) => c !== next && sees(c, next)),
          );
          if (elims.length === 0) continue;
          const chain = path(parent, nextState, (s) => s >> 1);
          return elimination(
            'X-Chain',
            chain,
            [digit],
            elims,
            `An X-Chain on ${digit} (${chain.map(cellName).join(' - ')}): strong and weak links alternate, so ${cellName(start)} or ${cellName(next)} holds ${digit}: remove ${describeEliminations(elims)}.`,
          );
        }
      }
    }
  }
  return null;
}

export function xyChain(board: Board): Step | null {
  const bivalue: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (POPCOUNT[board.cands[cell]] === 2) bivalue.push(cell);
  const neighbours = new Map(
    bivalue.map((cell) => [cell, bivalue.filter((o) => o !== cell && sees(o, cell))]),
  );
  for (const start of bivalue) {
    for (let z = 1; z <= 9; z++) {
      const zb = 1 << (z - 1);
      if (!(board.cands[start] & zb)) continue;
      // State = cell * 10 + the digit that is true there if the start is not z.
      parent.fill(-2);
      const first = start * 10 + trueDigit(board.cands[start], zb);
      parent[first] = -1;
      const queue = [first];
      for (let head = 0; head < queue.length; head++) {
        const state = queue[head];
        const cell = (state / 10) | 0;
        const t = 1 << ((state % 10) - 1);
        for (const next of neighbours.get(cell) ?? []) {
          if (!(board.cands[next] & t)) continue;
          const nextTrue = trueDigit(board.cands[next], t);
          const nextState = next * 10 + nextTrue;
          if (parent[nextState] !== -2) continue;
          parent[nextState] = state;
          queue.push(nextState);
          if (nextTrue !== z || next === start) continue;
          const seen = eliminationsOf(
            board.cands,
            z,
            Array.from({ length: CELLS }, (_, c) => c).filter(
              (c) => c !== start && c !== next && sees(c, start) && sees(c, next),
            ),
          );
          if (seen.length === 0) continue;
          const chain = path(parent, nextState, (s) => (s / 10) | 0);
          return elimination(
            'XY-Chain',
            chain,
            [z],
            seen,
            `An XY-Chain of two-candidate cells (${names(chain)}): if ${cellName(start)} is not ${z}, each cell forces the next and ${cellName(next)} is ${z}: remove ${describeEliminations(seen)}.`,
          );
        }
      }
    }
  }
  return null;
}

/** The digit left in a bivalue mask once `falseBit` is taken out. */
const trueDigit = (mask: number, falseBit: number): number => 31 - Math.clz32(mask & ~falseBit) + 1;
