/** The Minesweeper page's elements: level picker, custom size form, the board frame and the side panels. */
import { FIRST_CLICK_RULES } from '../../mines/index.ts';
import type { Translate } from '../i18n/index.ts';
import { helpParagraphs } from '../page/helpText.ts';
import { LevelBar } from '../page/levelBar.ts';
import { gamePageLayout } from '../page/pageLayout.ts';
import { h } from '../shell/dom.ts';
import { FLAG_ICON, faceSvg } from './face.ts';
import { LEVEL_CHOICES, type LevelChoice } from './saves.ts';

export interface MinesLayout {
  readonly root: HTMLElement;
  readonly levels: LevelBar<LevelChoice>;
  readonly customForm: HTMLFormElement;
  readonly customInputs: { width: HTMLInputElement; height: HTMLInputElement; mines: HTMLInputElement };
  readonly firstClick: HTMLSelectElement;
  readonly noGuess: HTMLInputElement;
  readonly customError: HTMLElement;
  readonly minesLeft: HTMLElement;
  readonly timer: HTMLElement;
  readonly face: HTMLButtonElement;
  readonly boardSlot: HTMLElement;
  readonly flagMode: HTMLButtonElement;
  readonly zoomOut: HTMLButtonElement;
  readonly zoomIn: HTMLButtonElement;
  readonly zoomFit: HTMLButtonElement;
  readonly bbbv: HTMLElement;
  readonly status: HTMLElement;
  readonly statsPanel: HTMLElement;
  readonly replayPanel: HTMLElement;
  readonly recordsPanel: HTMLElement;
}

export function buildLayout(t: Translate): MinesLayout {
  const levels = new LevelBar(LEVEL_CHOICES, (level) => t(`mines.level.${level}`), t('mines.level'));
  const number = (name: string, label: string, max: number) => {
    const input = h('input', { type: 'number', name, min: 1, max, required: true, inputmode: 'numeric' });
    return { input, label: h('label', {}, h('span', {}, label), input) };
  };
  const width = number('width', t('mines.width'), 2000);
  const height = number('height', t('mines.height'), 2000);
  const mines = number('mines', t('mines.mines'), 4_000_000);
  const firstClick = h(
    'select',
    { name: 'firstClick' },
    ...FIRST_CLICK_RULES.map((rule) => h('option', { value: rule }, t(`mines.firstClick.${rule}`))),
  );
  const noGuess = h('input', { type: 'checkbox', name: 'noGuess' });
  const customError = h('p', { class: 'form-error', role: 'alert' });
  const customForm = h(
    'form',
    { class: 'custom-form', hidden: true, novalidate: true },
    width.label,
    height.label,
    mines.label,
    h('label', {}, h('span', {}, t('mines.firstClick')), firstClick),
    h('button', { type: 'submit', class: 'primary' }, t('mines.start')),
    customError,
  );
  const counter = (label: string, name: string) => {
    const value = h('span', { class: 'lcd', 'data-counter': name }, '000');
    return {
      value,
      box: h('div', { class: 'counter' }, h('span', { class: 'counter-label' }, label), value),
    };
  };
  const minesLeft = counter(t('mines.minesLeft'), 'mines-left');
  const timer = counter(t('mines.time'), 'time');
  const face = h('button', {
    type: 'button',
    class: 'face',
    'aria-label': t('mines.newGame'),
    title: t('mines.newGame'),
  });
  face.innerHTML = faceSvg('smile');
  const flagMode = h('button', { type: 'button', class: 'flag-mode', 'aria-pressed': 'false' });
  flagMode.innerHTML = FLAG_ICON;
  flagMode.append(h('span', {}, t('mines.flagMode')));
  const zoomOut = h(
    'button',
    { type: 'button', class: 'icon-button', 'aria-label': t('mines.zoomOut'), title: t('mines.zoomOut') },
    '−',
  );
  const zoomIn = h(
    'button',
    { type: 'button', class: 'icon-button', 'aria-label': t('mines.zoomIn'), title: t('mines.zoomIn') },
    '+',
  );
  const zoomFit = h(
    'button',
    { type: 'button', class: 'icon-button', 'aria-label': t('mines.zoomFit'), title: t('mines.zoomFit') },
    '⤢',
  );
  const bbbv = h('span', { class: 'bbbv', 'data-counter': 'bbbv' }, '3BV –');
  const boardSlot = h('div', { class: 'board-slot' });
  const status = h('p', { class: 'game-status', 'data-status': 'ready' });
  const statsPanel = h('section', {
    class: 'panel stats-panel',
    hidden: true,
    'aria-label': t('mines.stats'),
  });
  const replayPanel = h('section', {
    class: 'panel replay-panel',
    hidden: true,
    'aria-label': t('replay'),
  });
  const recordsPanel = h('section', { class: 'panel records-panel' });

  const root = gamePageLayout({
    game: 'mines',
    title: t('game.mines'),
    top: [
      levels.element,
      h(
        'label',
        { class: 'toggle', title: t('mines.noGuess.help') },
        noGuess,
        h('span', {}, t('mines.noGuess')),
      ),
      customForm,
    ],
    board: [
      h('div', { class: 'board-head' }, minesLeft.box, face, timer.box),
      boardSlot,
      h(
        'div',
        { class: 'board-tools' },
        flagMode,
        h('span', { class: 'spacer' }),
        bbbv,
        zoomOut,
        zoomIn,
        zoomFit,
      ),
      status,
      ...helpParagraphs(t, { pointer: 'mines.help', touch: 'mines.help.touch' }),
    ],
    side: [statsPanel, replayPanel, recordsPanel],
  });
  return {
    root,
    levels,
    customForm,
    customInputs: { width: width.input, height: height.input, mines: mines.input },
    firstClick,
    noGuess,
    customError,
    minesLeft: minesLeft.value,
    timer: timer.value,
    face,
    boardSlot,
    flagMode,
    zoomOut,
    zoomIn,
    zoomFit,
    bbbv,
    status,
    statsPanel,
    replayPanel,
    recordsPanel,
  };
}
