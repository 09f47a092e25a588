/**
 * A Minesweeper hint in the page's language: what it says (cells safe, mines, or the guess) and why, from the
 * solver's HintWhy, with cell names as the board shows them; and the flags it found wrong. Pure: tested in Node.
 */
import { cellName } from '../../core/cellName.ts';
import type { Hint } from '../../mines/solver/index.ts';
import type { Language, Translate } from '../i18n/index.ts';

/** Cell names joined as the language lists things: "a1, b2 and c3" or "a1、b2、c3". */
export function cellList(language: Language, t: Translate, cells: readonly number[], width: number): string {
  const names = cells.map((cell) => cellName(cell % width, Math.floor(cell / width)));
  if (language === 'ja' || names.length <= 1) return names.join('、');
  return t('list.and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

export function hintText(language: Language, t: Translate, hint: Hint, width: number): string {
  const list = (cells: readonly number[]) => cellList(language, t, cells, width);
  const one = (cell: number) => list([cell]);
  const { why, cells } = hint;
  if (why.rule === 'best-guess')
    return t('mines.hint.guess', { cell: list(cells), safe: ((1 - why.probability) * 100).toFixed(1) });
  const many = cells.length > 1 ? 'Many' : 'One';
  const subject = t(hint.kind === 'mine' ? `mines.hint.mine${many}` : `mines.hint.safe${many}`, {
    cells: list(cells),
  });
  const reason = (() => {
    switch (why.rule) {
      case 'all-mines-found':
        return t('mines.hint.why.allMinesFound', { mines: why.mines });
      case 'mines-fill-rest':
        return t('mines.hint.why.minesFillRest', { mines: why.minesLeft });
      case 'satisfied':
        return why.mines.length === 0
          ? t('mines.hint.why.shows', { cell: one(why.number), n: why.shows })
          : t('mines.hint.why.satisfied', { cell: one(why.number), n: why.shows, mines: list(why.mines) });
      case 'filled':
        return why.mines.length === 0
          ? t('mines.hint.why.filled', { cell: one(why.number), n: why.shows, covered: list(why.covered) })
          : t('mines.hint.why.filledWithMines', {
              cell: one(why.number),
              n: why.shows,
              mines: list(why.mines),
              covered: list(why.covered),
            });
      case 'overlap-within':
        return t('mines.hint.why.overlapWithin', {
          cell: one(why.number),
          n: why.shows,
          need: why.need,
          others: list(why.otherCells),
          other: one(why.other),
          m: why.otherShows,
        });
      case 'overlap-safe':
        return t('mines.hint.why.overlapSafe', {
          other: one(why.other),
          otherNeed: why.otherNeed,
          otherCells: list(why.otherCells),
          need: why.need,
          overlap: list(why.overlap),
          cell: one(why.number),
        });
      case 'overlap-mine':
        return t('mines.hint.why.overlapMine', {
          cell: one(why.number),
          other: one(why.other),
          more: why.more,
        });
      case 'every-layout':
        return why.sources.length === 0
          ? t('mines.hint.why.everyLayoutBoard')
          : t(why.moreSources ? 'mines.hint.why.everyLayoutMore' : 'mines.hint.why.everyLayout', {
              sources: list(why.sources),
            });
    }
  })();
  return t('mines.hint.sentence', { subject, reason });
}

/** The player's wrong flags in words, or '' when there are none. */
export function wrongFlagsText(language: Language, t: Translate, hint: Hint, width: number): string {
  const { wrongFlags } = hint;
  if (wrongFlags.length === 0) return '';
  return t(wrongFlags.length > 1 ? 'mines.hint.wrongFlags' : 'mines.hint.wrongFlag', {
    cells: cellList(language, t, wrongFlags, width),
  });
}
