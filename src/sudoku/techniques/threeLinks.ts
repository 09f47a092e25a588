/**
 * Three strong links, as Sukaku Explainer finds them ("3 strong-linked fishes"): one digit with only two places in
 * each of three units, the three pairs joined end to end by cells that see each other. If the first end is not the
 * digit, its partner is, so the next pair's near cell is not and its far cell is, and so on: one of the two outer
 * ends holds the digit, and a cell that sees both loses it. (An X-chain of exactly three strong links.)
 *
 * SE rates it by the kinds of its three units: all rows or all columns ("3 Skyscrapers") 5.4, a box with rows only or
 * columns only ("3-Turbot Fish") 5.5, rows and columns both ("3-String Kite") 5.6; where several apply it takes the
 * easiest, then the one removing most, and so does this finder.
 */
import { type Board, cellsWith } from '../board.ts';
import { cellName, sees, unitKind, unitName } from '../grid.ts';
import { type StrongLink, strongLinks } from './links.ts';
import { describeEliminations, elimination, eliminationsOf, type Step } from './step.ts';

/** SE's rating of three strong links in these units. */
export function threeLinksRating(units: readonly number[]): number {
  const kinds = new Set(units.map(unitKind));
  if (kinds.has('row') && kinds.has('column')) return 5.6;
  return kinds.size === 1 && !kinds.has('box') ? 5.4 : 5.5;
}

/** A strong link walked one way: in at `from`, out at `to`. */
interface Walk {
  readonly unit: number;
  readonly from: number;
  readonly to: number;
}

const walks = (links: readonly StrongLink[]): Walk[] =>
  links.flatMap(({ unit, a, b }) => [
    { unit, from: a, to: b },
    { unit, from: b, to: a },
  ]);

function words(digit: number, chain: readonly Walk[], eliminations: Step['eliminations']): string {
  const [first, second, third] = chain;
  const pairs = chain.map((w) => `${unitName(w.unit)} (${cellName(w.from)}, ${cellName(w.to)})`).join(', ');
  return `${digit} has only two places in each of ${pairs}. If ${cellName(first.from)} is not ${digit}, ${cellName(first.to)} is; then ${cellName(second.from)}, which sees it, is not and ${cellName(second.to)} is; then ${cellName(third.from)} is not and ${cellName(third.to)} is. So ${cellName(first.from)} or ${cellName(third.to)} is ${digit}: remove ${describeEliminations(eliminations)}.`;
}

export function threeStrongLinks(board: Board): Step | null {
  let best: Step | null = null;
  let bestRating = Number.POSITIVE_INFINITY;
  for (let digit = 1; digit <= 9; digit++) {
    const all = walks(strongLinks(board, digit));
    const holding = cellsWith(board, digit);
    // The walks that may follow each: they start at a cell that sees where it ends.
    const next = all.map((w) => all.filter((n) => n.from !== w.to && n.to !== w.to && sees(n.from, w.to)));
    all.forEach((first, i) => {
      for (const second of next[i]) {
        if (second.from === first.from || second.to === first.from) continue;
        for (const third of next[all.indexOf(second)]) {
          const cells = [first.from, first.to, second.from, second.to, third.from, third.to];
          if (new Set(cells).size < 6) continue;
          const chain = [first, second, third];
          const rating = threeLinksRating(chain.map((w) => w.unit));
          if (rating > bestRating) continue;
          const victims = holding.filter(
            (cell) => !cells.includes(cell) && sees(cell, first.from) && sees(cell, third.to),
          );
          if (victims.length === 0) continue;
          if (rating === bestRating && victims.length <= (best?.eliminations.length ?? 0)) continue;
          bestRating = rating;
          const eliminations = eliminationsOf(board.cands, digit, victims);
          const step = elimination(
            'Three Strong Links',
            cells,
            [digit],
            eliminations,
            words(digit, chain, eliminations),
            chain.map((w) => w.unit),
          );
          best = { ...step, rating };
        }
      }
    });
  }
  return best;
}
