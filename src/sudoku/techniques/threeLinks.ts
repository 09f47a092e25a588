/**
 * Three strong links, as Sukaku Explainer finds them ("3 strong-linked fishes"): one digit with only two places in
 * each of three units, the three pairs joined end to end by cells that see each other. If the first end is not the
 * digit, its partner is, so the next pair's near cell is not and its far cell is, and so on: one of the two outer
 * ends holds the digit, and a cell that sees both loses it. (An X-chain of exactly three strong links.)
 *
 * SE rates it by the kinds of its three units: all rows or all columns ("3 Skyscrapers") 5.4, a box with rows only or
 * columns only ("3-Turbot Fish") 5.5, rows and columns both ("3-String Kite") 5.6; where several apply it takes the
 * easiest, then the one removing most, and so does this finder.
 *
 * One of the links may also be an empty rectangle (Sukaku's "3 strong links with Empty Rectangle", 5.7): a box
 * whose three to five places for the digit all lie in one row and one column of it (the cell where they cross, the
 * heart, may be one). The digit is then in the box's row part or its column part, a strong link between two groups;
 * the cells joined to it must see the whole part (they share its row or its column, outside the box).
 */
import { type Board, cellsWith } from '../board.ts';
import { boxOf, cellName, colOf, rowOf, sees, UNITS, unitKind, unitName } from '../grid.ts';
import { type StrongLink, strongLinks } from './links.ts';
import { describeEliminations, elimination, eliminationsOf, type Step } from './step.ts';

/** SE's rating of three strong links in these units. */
export function threeLinksRating(units: readonly number[]): number {
  const kinds = new Set(units.map(unitKind));
  if (kinds.has('row') && kinds.has('column')) return 5.6;
  return kinds.size === 1 && !kinds.has('box') ? 5.4 : 5.5;
}

/** A strong link walked one way: in at `from`, out at `to` (one cell each, or an empty rectangle's two parts). */
interface Walk {
  readonly unit: number;
  readonly from: readonly number[];
  readonly to: readonly number[];
  readonly emptyRectangle: boolean;
}

const walks = (links: readonly StrongLink[]): Walk[] =>
  links.flatMap(({ unit, a, b }) => [
    { unit, from: [a], to: [b], emptyRectangle: false },
    { unit, from: [b], to: [a], emptyRectangle: false },
  ]);

/** Boxes whose 3-5 places for `digit` lie in one row and one column of the box: row part to column part and back. */
function emptyRectangles(board: Board, digit: number): Walk[] {
  const found: Walk[] = [];
  const bit = 1 << (digit - 1);
  for (let unit = 18; unit < 27; unit++) {
    const places = UNITS[unit].filter((cell) => board.cands[cell] & bit);
    if (places.length < 3 || places.length > 5) continue;
    const seen = new Set<string>();
    for (const heart of UNITS[unit]) {
      const row = places.filter((cell) => rowOf(cell) === rowOf(heart));
      const column = places.filter((cell) => colOf(cell) === colOf(heart));
      if (row.length + column.length - (row.includes(heart) ? 1 : 0) !== places.length) continue;
      // Each part must hold a place the other lacks, or the link says nothing.
      if (row.every((cell) => column.includes(cell)) || column.every((cell) => row.includes(cell))) continue;
      const key = `${row}|${column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // The heart, when it holds the digit, is in both parts: it is off with the part walked in, so the digit is in
      // the other part's remaining places.
      const without = (part: number[]) => part.filter((cell) => cell !== heart);
      found.push({ unit, from: row, to: without(column), emptyRectangle: true });
      found.push({ unit, from: column, to: without(row), emptyRectangle: true });
    }
  }
  return found;
}

const isOrAre = (cells: readonly number[]): string =>
  cells.length === 1 ? `${cellName(cells[0])} is` : `one of ${cells.map(cellName).join(', ')} is`;
const isNot = (cells: readonly number[]): string =>
  cells.length === 1 ? `${cellName(cells[0])} is not` : `none of ${cells.map(cellName).join(', ')} is`;

const seeingIt = (cells: readonly number[]): string =>
  cells.length === 1
    ? `${cellName(cells[0])}, which sees it, is not`
    : `none of ${cells.map(cellName).join(', ')}, which see it, is`;

function words(digit: number, chain: readonly Walk[], eliminations: Step['eliminations']): string {
  const [first, second, third] = chain;
  const pairs = chain
    .map((w) =>
      w.emptyRectangle
        ? `${unitName(w.unit)} (in ${[...new Set([...w.from, ...w.to])]
            .sort((a, b) => a - b)
            .map(cellName)
            .join(', ')}, one row and one column of it: an empty rectangle)`
        : `${unitName(w.unit)} (${cellName(w.from[0])}, ${cellName(w.to[0])})`,
    )
    .join(', ');
  const places = chain.some((w) => w.emptyRectangle) ? 'two places or two groups of places' : 'two places';
  return `${digit} has only ${places} in each of ${pairs}. If ${isNot(first.from)} ${digit}, ${isOrAre(first.to)}; then ${seeingIt(second.from)} and ${isOrAre(second.to)}; then ${isNot(third.from)} and ${isOrAre(third.to)}. So ${isOrAre(first.from).replace(/ is$/, '')} or ${isOrAre(third.to)} ${digit}: remove ${describeEliminations(eliminations)}.`;
}

/** `next` may follow `walk`: its first cells see every cell where `walk` ends, and share none with it. */
const follows = (walk: Walk, next: Walk): boolean =>
  next.from.every((cell) => !walk.to.includes(cell) && walk.to.every((end) => sees(cell, end))) &&
  next.to.every((cell) => !walk.to.includes(cell));

/** An empty rectangle's box holds no other cell of the chain (as Sukaku asks). */
function boxesApart(chain: readonly Walk[]): boolean {
  return chain.every(
    (w) =>
      !w.emptyRectangle ||
      chain.every(
        (other) => other === w || [...other.from, ...other.to].every((cell) => boxOf(cell) !== w.unit - 18),
      ),
  );
}

export function threeStrongLinks(board: Board): Step | null {
  let best: Step | null = null;
  let bestRating = Number.POSITIVE_INFINITY;
  for (let digit = 1; digit <= 9; digit++) {
    const all = [...walks(strongLinks(board, digit)), ...emptyRectangles(board, digit)];
    const holding = cellsWith(board, digit);
    const next = all.map((w) => all.filter((n) => n !== w && n.unit !== w.unit && follows(w, n)));
    all.forEach((first, i) => {
      for (const second of next[i]) {
        for (const third of next[all.indexOf(second)]) {
          const chain = [first, second, third];
          const cells = chain.flatMap((w) => [...w.from, ...w.to]);
          if (new Set(cells).size < cells.length || new Set(chain.map((w) => w.unit)).size < 3) continue;
          const emptyRectangle = chain.some((w) => w.emptyRectangle);
          const rating = emptyRectangle ? 5.7 : threeLinksRating(chain.map((w) => w.unit));
          if (rating > bestRating || (emptyRectangle && !boxesApart(chain))) continue;
          const victims = holding.filter(
            (cell) =>
              !cells.includes(cell) &&
              first.from.every((end) => sees(cell, end)) &&
              third.to.every((end) => sees(cell, end)),
          );
          if (victims.length === 0) continue;
          if (rating === bestRating && victims.length <= (best?.eliminations.length ?? 0)) continue;
          bestRating = rating;
          const eliminations = eliminationsOf(board.cands, digit, victims);
          const step = elimination(
            'Three Strong Links',
            [...new Set(cells)],
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
