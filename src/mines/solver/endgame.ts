/**
 * The endgame: when few mine layouts remain, every one of them is listed and the guess is chosen by exact
 * search of the chance to win: safe cells are opened for free, and each possible guess splits the layouts by the
 * number it would show. Memoised on the set of layouts still possible.
 */
import { frontierConstraints } from './components.ts';
import { type Knowledge, UNKNOWN } from './knowledge.ts';
import type { Probabilities } from './probabilities.ts';

/** Endgame search runs when at most this many layouts remain (300 wins about 0.4% more expert games than 40). */
export const ENDGAME_LAYOUTS = 300;
/** Work allowed (memoised positions) before giving up on exact search. */
const SEARCH_BUDGET = 200_000;

/** Every layout of the unknown cells (local indices into `cells`), or null if there are more than `limit`. */
export function listLayouts(k: Knowledge, limit: number): { cells: number[]; layouts: Uint8Array[] } | null {
  const constraints = frontierConstraints(k);
  if (!constraints) return null;
  const cells = k.unknownCells();
  const local = new Map(cells.map((cell, i) => [cell, i] as const));
  const n = cells.length;
  const need = constraints.map((c) => c.need);
  const left = constraints.map((c) => c.cells.length);
  const consOf: number[][] = Array.from({ length: n }, () => []);
  constraints.forEach((c, ci) => {
    for (const cell of c.cells) consOf[local.get(cell)!].push(ci);
  });
  const layouts: Uint8Array[] = [];
  const assign = new Uint8Array(n);
  let overflow = false;
  const search = (i: number, minesLeft: number): void => {
    if (overflow) return;
    if (minesLeft < 0 || minesLeft > n - i) return;
    if (i === n) {
      if (layouts.length >= limit) overflow = true;
      else layouts.push(assign.slice());
      return;
    }
    for (let v = 0; v <= 1; v++) {
      const cons = consOf[i];
      if (cons.some((c) => need[c] - v < 0 || need[c] - v > left[c] - 1)) continue;
      for (const c of cons) {
        need[c] -= v;
        left[c]--;
      }
      assign[i] = v;
      search(i + 1, minesLeft - v);
      assign[i] = 0;
      for (const c of cons) {
        need[c] += v;
        left[c]++;
      }
    }
  };
  search(0, k.minesLeft);
  return overflow || layouts.length === 0 ? null : { cells, layouts };
}

/**
 * The guess with the best chance to win the game from here, by exhaustive search over the listed layouts, or
 * -1 when the search would take too long. Returns a cell index of the board.
 */
export function endgameGuess(k: Knowledge): number {
  return endgameSearch(k)?.cell ?? -1;
}

/** The endgame search when the position's layout count (from its probabilities) is within the endgame's reach. */
export function endgameSearchIfFew(
  k: Knowledge,
  probabilities: Probabilities,
): { cell: number; win: number } | null {
  return probabilities.lnLayouts <= Math.log(ENDGAME_LAYOUTS) + 1e-9 ? endgameSearch(k) : null;
}

/**
 * The exhaustive search behind `endgameGuess`: the best cell to open (-1 when none is needed) and the chance to
 * win with best play, or null when there are too many layouts or the search would take too long.
 */
export function endgameSearch(
  k: Knowledge,
  maxLayouts = ENDGAME_LAYOUTS,
): { cell: number; win: number } | null {
  const listed = listLayouts(k, maxLayouts);
  if (!listed) return null;
  const { cells, layouts } = listed;
  const n = cells.length;
  const local = new Map(cells.map((cell, i) => [cell, i] as const));
  // shows[c][s]: the number cell c shows in layout s, counting only unknown neighbours (the rest is constant).
  const shows = cells.map((cell) => {
    const around = k.neighboursIn(cell, UNKNOWN).map((nbr) => local.get(nbr)!);
    return layouts.map((layout) => around.reduce((sum, j) => sum + layout[j], 0));
  });
  const memo = new Map<string, number>();
  let budget = SEARCH_BUDGET;

  const split = (set: readonly number[], c: number): number[][] => {
    const groups = new Map<number, number[]>();
    for (const s of set) {
      if (layouts[s][c]) continue;
      const v = shows[c][s];
      const g = groups.get(v);
      if (g) g.push(s);
      else groups.set(v, [s]);
    }
    return [...groups.values()];
  };

  // The chance to win from a set of layouts; `best` receives the cell chosen at the top.
  const win = (set: readonly number[], top: boolean): [number, number] => {
    if (set.length === 1) return [1, -1];
    const key = set.join(',');
    const known = memo.get(key);
    if (known !== undefined && !top) return [known, -1];
    if (--budget < 0) throw new Error('endgame budget');
    // Free moves: a cell safe in every layout whose number still tells layouts apart.
    for (let c = 0; c < n; c++) {
      if (set.some((s) => layouts[s][c])) continue;
      const groups = split(set, c);
      if (groups.length < 2) continue;
      const value = groups.reduce((sum, g) => sum + g.length * win(g, false)[0], 0) / set.length;
      memo.set(key, value);
      return [value, c];
    }
    // Guesses safest first: the chance to win after a guess is at most the chance it is safe, so the search
    // stops once no remaining cell could beat the best found.
    const order: { c: number; safe: number }[] = [];
    for (let c = 0; c < n; c++) {
      let mines = 0;
      for (const s of set) mines += layouts[s][c];
      if (mines === set.length) continue;
      if (mines === 0) continue; // safe but tells nothing: no progress
      order.push({ c, safe: set.length - mines });
    }
    order.sort((a, b) => b.safe - a.safe);
    let best = 0;
    let bestCell = -1;
    for (const { c, safe } of order) {
      if (safe / set.length <= best + 1e-12) break;
      // Each group of layouts wins at most all its games: stop as soon as this cell cannot beat the best.
      let bound = safe;
      let value = 0;
      for (const g of split(set, c)) {
        const w = win(g, false)[0];
        bound -= g.length * (1 - w);
        value += g.length * w;
        if (bound / set.length <= best + 1e-12) break;
      }
      value /= set.length;
      if (value > best + 1e-12) {
        best = value;
        bestCell = c;
      }
    }
    memo.set(key, best);
    return [best, bestCell];
  };

  try {
    const [chance, cell] = win(
      layouts.map((_, i) => i),
      true,
    );
    return { cell: cell < 0 ? -1 : cells[cell], win: chance };
  } catch {
    return null;
  }
}
