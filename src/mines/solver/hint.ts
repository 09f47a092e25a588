/**
 * Hints for a position in play: the next sure move with its reason in words and the cells it rests on, or, when
 * nothing is sure, the safest guess with its probability. Player flags are not trusted (a wrong flag must not
 * make a hint wrong); a proved mine the player has not flagged is itself the hint.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { Constraint } from './components.ts';
import { applyDeduction, type Deduction, LOCAL_RULES } from './deduce.ts';
import { chooseGuess } from './guess.ts';
import { type HintWhy, hintReason } from './hintWords.ts';
import { Knowledge, MINE, UNKNOWN } from './knowledge.ts';
import { computeProbabilities } from './probabilities.ts';
import { CERTAIN } from './solver.ts';
import { FLAGGED, type MinesView } from './view.ts';

export type { HintWhy } from './hintWords.ts';

export interface Hint {
  readonly kind: 'safe' | 'mine' | 'guess';
  /** The cells the hint is about (row-major indices). */
  readonly cells: readonly number[];
  /** Why, as data a page words in its language (see hintWords.ts). */
  readonly why: HintWhy;
  /** Why, in English words with spreadsheet cell names. */
  readonly reason: string;
  /** The open numbers and known mines the reason rests on. */
  readonly involved: readonly number[];
  /** Mine probability of the hinted cells: 0 for safe, 1 for mines, the chance of a mine for a guess. */
  readonly probability: number;
  /** Flagged cells the numbers prove safe: the player's flags that are wrong. */
  readonly wrongFlags: readonly number[];
}

/** The hint for a position, or an error when no mine layout fits the numbers or nothing is left to open. */
export function hint(view: MinesView): Result<Hint> {
  const k = new Knowledge(view, false);
  const first = computeProbabilities(k);
  if (!first) return err('no arrangement of mines fits these numbers');
  const wrongFlags: number[] = [];
  if (first.exact)
    for (let i = 0; i < view.cells.length; i++)
      if (view.cells[i] === FLAGGED && first.cell[i] < CERTAIN) wrongFlags.push(i);
  const found = findHint(k, view);
  if (!found.ok) return found;
  const { kind, cells, why } = found.value;
  return ok({ ...found.value, wrongFlags, reason: hintReason({ kind, cells, why }, view.width) });
}

type Found = Omit<Hint, 'reason' | 'wrongFlags'>;

function findHint(k: Knowledge, view: MinesView): Result<Found> {
  for (;;) {
    const deduction = firstNews(k, view);
    if (deduction) {
      if (deduction.kind === 'mine') {
        const unflagged = deduction.cells.filter((c) => view.cells[c] !== FLAGGED);
        if (unflagged.length === 0) {
          applyDeduction(k, deduction);
          continue;
        }
        return ok(describe(k, { ...deduction, cells: unflagged }));
      }
      return ok(describe(k, deduction));
    }
    const probabilities = computeProbabilities(k);
    if (!probabilities) return err('no arrangement of mines fits these numbers');
    const sure = (kind: 'safe' | 'mine'): number[] =>
      k
        .unknownCells()
        .filter((c) =>
          kind === 'safe' ? probabilities.cell[c] < CERTAIN : probabilities.cell[c] > 1 - CERTAIN,
        );
    const sources = probabilities.components.flatMap((c) => c.component.constraints.map((x) => x.source));
    const why: HintWhy = {
      rule: 'every-layout',
      sources: sources.slice(0, 8),
      moreSources: sources.length > 8,
    };
    const safe = probabilities.exact ? sure('safe') : [];
    const mines = probabilities.exact ? sure('mine') : [];
    const unflagged = mines.filter((c) => view.cells[c] !== FLAGGED);
    for (const [kind, cells] of [
      ['safe', safe],
      ['mine', unflagged],
    ] as const) {
      if (cells.length === 0) continue;
      return ok({ kind, cells, why, involved: sources, probability: kind === 'safe' ? 0 : 1 });
    }
    if (mines.length > 0) {
      // Proved mines the player has flagged already: take them as known and look again.
      for (const c of mines) k.markMine(c);
      continue;
    }
    const guess = chooseGuess(k, probabilities);
    if (guess < 0) return err('nothing is left to open');
    const p = probabilities.cell[guess];
    return ok({
      kind: 'guess',
      cells: [guess],
      why: { rule: 'best-guess', probability: p },
      involved: sources,
      probability: p,
    });
  }
}

/** The first deduction of the cheapest rule that finds one telling the player something new. */
function firstNews(k: Knowledge, view: MinesView): Deduction | null {
  for (const rule of LOCAL_RULES) {
    for (const d of rule(k)) {
      const fresh = d.cells.filter((c) => k.known[c] === UNKNOWN);
      if (fresh.length === 0) continue;
      if (d.kind === 'safe' || fresh.some((c) => view.cells[c] !== FLAGGED)) return { ...d, cells: fresh };
      applyDeduction(k, { ...d, cells: fresh });
      return firstNews(k, view);
    }
  }
  return null;
}

function describe(k: Knowledge, d: Deduction): Found {
  const { kind, cells } = d;
  const probability = kind === 'safe' ? 0 : 1;
  const found = (why: HintWhy, involved: readonly number[]): Found => ({
    kind,
    cells,
    why,
    involved,
    probability,
  });
  if (d.rule === 'count')
    return found(
      kind === 'safe'
        ? { rule: 'all-mines-found', mines: k.mines }
        : { rule: 'mines-fill-rest', minesLeft: k.minesLeft },
      [],
    );
  const [a, b] = d.because;
  const shows = (c: Constraint) => k.cells[c.source];
  if (d.rule === 'satisfied') {
    const mines = k.neighboursIn(a.source, MINE);
    return found({ rule: 'satisfied', number: a.source, shows: shows(a), mines }, [a.source, ...mines]);
  }
  if (d.rule === 'filled') {
    const mines = k.neighboursIn(a.source, MINE);
    return found({ rule: 'filled', number: a.source, shows: shows(a), mines, covered: a.cells }, [
      a.source,
      ...mines,
      ...a.cells,
    ]);
  }
  // Overlap: `a` is the number whose cells outside `b` are settled.
  const overlap = a.cells.filter((c) => b.cells.includes(c));
  const involved = [a.source, b.source, ...overlap];
  if (kind === 'safe' && b.cells.every((c) => a.cells.includes(c)))
    return found(
      {
        rule: 'overlap-within',
        number: a.source,
        shows: shows(a),
        need: a.need,
        other: b.source,
        otherShows: shows(b),
        otherCells: b.cells,
      },
      involved,
    );
  if (kind === 'safe')
    return found(
      {
        rule: 'overlap-safe',
        number: a.source,
        need: a.need,
        other: b.source,
        otherNeed: b.need,
        otherCells: b.cells,
        overlap,
      },
      involved,
    );
  return found({ rule: 'overlap-mine', number: a.source, other: b.source, more: a.need - b.need }, involved);
}

/** Mine probability of every cell for an overlay (0 on open cells), or null when no layout fits the numbers. */
export function probabilityOverlay(view: MinesView): Float64Array | null {
  return computeProbabilities(new Knowledge(view, false))?.cell ?? null;
}
