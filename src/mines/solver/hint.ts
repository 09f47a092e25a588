/**
 * Hints for a position in play: the next sure move with its reason in words and the cells it rests on, or, when
 * nothing is sure, the safest guess with its probability. Player flags are not trusted (a wrong flag must not
 * make a hint wrong); a proved mine the player has not flagged is itself the hint.
 */
import { cellName } from '../../core/cellName.ts';
import { err, ok, type Result } from '../../core/result.ts';
import type { Constraint } from './components.ts';
import { applyDeduction, type Deduction, LOCAL_RULES } from './deduce.ts';
import { chooseGuess } from './guess.ts';
import { Knowledge, MINE, UNKNOWN } from './knowledge.ts';
import { computeProbabilities } from './probabilities.ts';
import { CERTAIN } from './solver.ts';
import { FLAGGED, type MinesView } from './view.ts';

export interface Hint {
  readonly kind: 'safe' | 'mine' | 'guess';
  /** The cells the hint is about (row-major indices). */
  readonly cells: readonly number[];
  /** Why, in words, with spreadsheet cell names. */
  readonly reason: string;
  /** The open numbers and known mines the reason rests on. */
  readonly involved: readonly number[];
  /** Mine probability of the hinted cells: 0 for safe, 1 for mines, the chance of a mine for a guess. */
  readonly probability: number;
}

/** The hint for a position, or an error when no mine layout fits the numbers or nothing is left to open. */
export function hint(view: MinesView): Result<Hint> {
  const k = new Knowledge(view, false);
  const name = (cell: number): string => cellName(cell % view.width, Math.floor(cell / view.width));
  const names = (cells: readonly number[]): string => listWords(cells.map(name));
  if (!computeProbabilities(k)) return err('no arrangement of mines fits these numbers');
  for (;;) {
    const deduction = firstNews(k, view);
    if (deduction) {
      if (deduction.kind === 'mine') {
        const unflagged = deduction.cells.filter((c) => view.cells[c] !== FLAGGED);
        if (unflagged.length === 0) {
          applyDeduction(k, deduction);
          continue;
        }
        return ok(describe(k, { ...deduction, cells: unflagged }, names));
      }
      return ok(describe(k, deduction, names));
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
    const where =
      sources.length > 0
        ? `the numbers at ${names(sources.slice(0, 8))}${sources.length > 8 ? ' and others' : ''}`
        : 'the board';
    const safe = probabilities.exact ? sure('safe') : [];
    const mines = probabilities.exact ? sure('mine') : [];
    const unflagged = mines.filter((c) => view.cells[c] !== FLAGGED);
    for (const [kind, cells] of [
      ['safe', safe],
      ['mine', unflagged],
    ] as const) {
      if (cells.length === 0) continue;
      const verb = kind === 'safe' ? 'safe' : cells.length > 1 ? 'mines' : 'a mine';
      return ok({
        kind,
        cells,
        reason: `${names(cells)} ${isAre(cells, verb)}: every arrangement of mines that fits ${where} and the mine total agrees`,
        involved: sources,
        probability: kind === 'safe' ? 0 : 1,
      });
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
      reason: `no sure move: ${name(guess)} is the best guess, with a ${(p * 100).toFixed(1)}% chance of a mine`,
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

function describe(k: Knowledge, d: Deduction, names: (cells: readonly number[]) => string): Hint {
  const subject = names(d.cells);
  const verb = d.kind === 'safe' ? 'safe' : d.kind === 'mine' && d.cells.length > 1 ? 'mines' : 'a mine';
  const head = `${subject} ${isAre(d.cells, verb)}`;
  const shows = (c: Constraint) => `${names([c.source])} shows ${k.cells[c.source]}`;
  const knownAround = (c: Constraint) => k.neighboursIn(c.source, MINE);
  const probability = d.kind === 'safe' ? 0 : 1;
  if (d.rule === 'count') {
    const why =
      d.kind === 'safe'
        ? `all ${k.mines} mines are already accounted for`
        : `the ${k.minesLeft} mines left fill every remaining covered cell`;
    return { kind: d.kind, cells: d.cells, reason: `${head}: ${why}`, involved: [], probability };
  }
  const [a, b] = d.because;
  if (d.rule === 'satisfied') {
    const mines = knownAround(a);
    const why =
      mines.length === 0
        ? shows(a)
        : `${shows(a)} and already touches ${mineWords(mines.length)} at ${names(mines)}`;
    return {
      kind: d.kind,
      cells: d.cells,
      reason: `${head}: ${why}`,
      involved: [a.source, ...mines],
      probability,
    };
  }
  if (d.rule === 'filled') {
    const mines = knownAround(a);
    const known =
      mines.length > 0 ? `, ${names(mines)} ${isAre(mines, mines.length > 1 ? 'mines' : 'a mine')}` : '';
    const why = `${shows(a)}${known} and only ${names(a.cells)} ${a.cells.length > 1 ? 'remain' : 'remains'} covered around it`;
    return {
      kind: d.kind,
      cells: d.cells,
      reason: `${head}: ${why}`,
      involved: [a.source, ...mines, ...a.cells],
      probability,
    };
  }
  // Overlap: `a` is the number whose cells outside `b` are settled.
  const overlap = a.cells.filter((c) => b.cells.includes(c));
  const involved = [a.source, b.source, ...overlap];
  let why: string;
  if (d.kind === 'safe' && b.cells.every((c) => a.cells.includes(c))) {
    const its = a.need === 1 ? 'its mine is' : `its ${a.need} remaining mines are`;
    why = `${shows(a)} and ${its} already among ${names(b.cells)} (${shows(b)})`;
  } else if (d.kind === 'safe') {
    why = `${names([b.source])} needs ${b.need} more ${plural(b.need, 'mine')} among ${names(b.cells)}, so at least ${a.need} of them lie among ${names(overlap)}, which is all that ${names([a.source])} allows`;
  } else {
    const more = a.need - b.need;
    why = `${names([a.source])} needs ${more} more ${plural(more, 'mine')} than ${names([b.source])} and has exactly that many covered cells outside it`;
  }
  return { kind: d.kind, cells: d.cells, reason: `${head}: ${why}`, involved, probability };
}

const plural = (n: number, word: string): string => (n === 1 ? word : `${word}s`);
const mineWords = (n: number): string => (n === 1 ? 'its mine' : `its ${n} mines`);
const isAre = (cells: readonly unknown[], what: string): string =>
  `${cells.length > 1 ? 'are' : 'is'} ${what}`;

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Mine probability of every cell for an overlay (0 on open cells), or null when no layout fits the numbers. */
export function probabilityOverlay(view: MinesView): Float64Array | null {
  return computeProbabilities(new Knowledge(view, false))?.cell ?? null;
}
