/** A hint's three stages in English words, for the terminal game (the page words the same structure itself). */

import { cellName } from './grid.ts';
import type { Hint, UnitRef } from './hint.ts';

export const HINT_STAGES = 3;
export type HintStage = 1 | 2 | 3;

const listed = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

const unitWords = (units: readonly UnitRef[]): string => listed(units.map((u) => `${u.kind} ${u.number}`));

// "an X-Wing", "an XY-Chain" (said "ex"), "an Empty Rectangle", "an ALS-XZ"; "a Hidden Single", "a 2-String Kite",
// "a Unique Rectangle" (said "you").
const withArticle = (name: string): string => `${/^(?!Uni)[AEIOUX]/.test(name) ? 'an' : 'a'} ${name}`;

/** Stage 1: the technique and where to look; 2: the cells and digits; 3: what to place or remove, and why. */
export function hintText(hint: Hint, stage: HintStage): string {
  if (hint.kind === 'solved') return hint.explanation;
  if (hint.kind === 'wrong') {
    if (stage === 1)
      return `${hint.cells.length > 1 ? 'Some entries do' : 'An entry does'} not fit the solution.`;
    if (stage === 2) return `Look at ${listed(hint.cells.map(cellName))}.`;
    return hint.explanation;
  }
  const { step, where } = hint;
  if (stage === 1) {
    const place = where.length > 0 ? ` in ${unitWords(where)}` : ` on ${listed(step.digits.map(String))}`;
    if (step.technique === 'Brute Force')
      return `No technique of this grader applies: the next digit comes from trying candidates${place}.`;
    return `Look for ${withArticle(step.technique)}${place}.`;
  }
  if (stage === 2) {
    const digits = step.digits.length > 1 ? 'digits' : 'digit';
    return `The cells: ${listed(step.cells.map(cellName))}; the ${digits}: ${listed(step.digits.map(String))}.`;
  }
  return hint.explanation;
}
