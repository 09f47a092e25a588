/**
 * A finished game's analysis on the page: the summary (forced and avoidable guesses, blunders, and the chance the
 * player's guesses gave against the safest ones) and the moves that were guesses or blunders, each a button that
 * takes the replay to the board as the player saw it then, with the cells outlined. Words in the page's language.
 */
import { cellName } from '../../core/cellName.ts';
import type { GameAnalysis, MoveAnalysis } from '../../mines/solver/analysis.ts';
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import type { CellMark } from './boardView.ts';

const percent = (p: number): string => (p * 100).toFixed(p >= 0.995 || p < 0.005 ? 0 : 1);

/** The moves worth a look: every guess and every blunder. */
export const notableMoves = (analysis: GameAnalysis): MoveAnalysis[] =>
  analysis.moves.filter((m) => ['forced', 'avoidable', 'blunder'].includes(m.label.kind));

/** One move's label in words, its cells named on a board `width` wide. */
export function labelWords(t: Translate, move: MoveAnalysis, width: number): string {
  const name = (cell: number) => cellName(cell % width, Math.floor(cell / width));
  const { label } = move;
  switch (label.kind) {
    case 'forced':
      return label.safest
        ? t('mines.analysis.forced', { safe: percent(label.safety) })
        : t('mines.analysis.forcedNotSafest', {
            safe: percent(label.safety),
            best: percent(label.bestSafety),
          });
    case 'avoidable':
      return t('mines.analysis.avoidable', { safe: percent(label.safety), cell: name(label.sureCell) });
    case 'blunder':
      return t(label.what === 'opened-mine' ? 'mines.analysis.blunderMine' : 'mines.analysis.blunderFlag', {
        cell: name(label.cell),
      });
    default:
      return t(`mines.analysis.${label.kind}`);
  }
}

/** The outlines of a move on the board: its cells by label, and a sure cell the player could have opened. */
export function moveMarks(move: MoveAnalysis): Map<number, CellMark> {
  const marks = new Map<number, CellMark>();
  const { label } = move;
  const kind: CellMark = label.kind === 'blunder' ? 'mine' : label.kind === 'sure' ? 'safe' : 'guess';
  for (const cell of move.cells) marks.set(cell, kind);
  if (label.kind === 'avoidable') marks.set(label.sureCell, 'safe');
  return marks;
}

export function summaryWords(t: Translate, analysis: GameAnalysis): string[] {
  const { counts } = analysis;
  const lines = [
    t('mines.analysis.summary', {
      forced: counts.forced,
      avoidable: counts.avoidable,
      blunders: counts.blunder,
    }),
  ];
  if (counts.forced + counts.avoidable > 0)
    lines.push(
      t('mines.analysis.survival', {
        played: percent(analysis.guessesSurvival),
        best: percent(analysis.bestSurvival),
      }),
    );
  else lines.push(t('mines.analysis.noGuesses'));
  return lines;
}

/** The panel's content: the summary and a button per notable move. */
export function analysisView(
  t: Translate,
  analysis: GameAnalysis,
  width: number,
  pick: (move: MoveAnalysis) => void,
): HTMLElement {
  const notable = notableMoves(analysis);
  return h(
    'div',
    { class: 'analysis' },
    ...summaryWords(t, analysis).map((line) => h('p', { class: 'analysis-summary' }, line)),
    notable.length === 0
      ? undefined
      : h(
          'ol',
          { class: 'analysis-moves' },
          ...notable.map((move) => {
            const cell = move.move.kind === 'flagMode' ? '' : cellName(move.move.x, move.move.y);
            const button = h(
              'button',
              {
                type: 'button',
                class: 'analysis-move',
                'data-label': move.label.kind,
                'data-move': move.index + 1,
              },
              t('mines.analysis.move', { n: move.index + 1, cell, label: labelWords(t, move, width) }),
            );
            button.addEventListener('click', () => pick(move));
            return h('li', {}, button);
          }),
        ),
  );
}
