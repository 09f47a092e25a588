/** The Sudoku page's elements, in the shared page frame: level bar and puzzle number on top, the grid with its
 * main button, timer and pad in the board frame, and the hint, options, records and share panels beside it. */
import { LEVELS, type Level } from '../../sudoku/index.ts';
import type { Translate } from '../i18n/index.ts';
import { helpParagraphs } from '../page/helpText.ts';
import { LevelBar } from '../page/levelBar.ts';
import { gamePageLayout, panelTitle } from '../page/pageLayout.ts';
import { h } from '../shell/dom.ts';
import { MAX_PUZZLE_NUMBER } from './address.ts';
import type { GridView } from './gridView.ts';
import type { Pad } from './pad.ts';

export interface SudokuLayout {
  readonly root: HTMLElement;
  readonly levels: LevelBar<Level>;
  readonly numberForm: HTMLFormElement;
  readonly number: HTMLInputElement;
  readonly mainButton: HTMLButtonElement;
  readonly hintButton: HTMLButtonElement;
  readonly pauseButton: HTMLButtonElement;
  readonly timer: HTMLElement;
  readonly timerBox: HTMLElement;
  readonly gridWrap: HTMLElement;
  readonly cover: HTMLElement;
  readonly status: HTMLElement;
  readonly hintPanel: HTMLElement;
  readonly hintText: HTMLElement;
  readonly hintCount: HTMLElement;
  readonly options: {
    readonly repeats: HTMLInputElement;
    readonly solution: HTMLInputElement;
    readonly timer: HTMLInputElement;
  };
  readonly recordsPanel: HTMLElement;
  /** A record's replay controls (hidden unless a record from the server is shown). */
  readonly replayPanel: HTMLElement;
  readonly shareText: HTMLInputElement;
  readonly copyText: HTMLButtonElement;
  readonly copyLink: HTMLButtonElement;
  readonly importForm: HTMLFormElement;
  readonly importText: HTMLTextAreaElement;
  /** Why a pasted puzzle was refused, said by the box (a phone's notice is far above it). */
  readonly importError: HTMLElement;
  readonly openEditor: HTMLButtonElement;
}

/** `ranked`: the ranked buttons for the top bar and the player's panel for the side. */
export function buildLayout(
  t: Translate,
  grid: GridView,
  pad: Pad,
  ranked: { readonly buttons: readonly HTMLElement[]; readonly panel: HTMLElement },
): SudokuLayout {
  const levels = new LevelBar(LEVELS, (level) => t(`sudoku.level.${level}`), t('sudoku.level'));
  const number = h('input', {
    type: 'number',
    name: 'n',
    min: 1,
    max: MAX_PUZZLE_NUMBER,
    required: true,
    inputmode: 'numeric',
  });
  const numberForm = h(
    'form',
    { class: 'number-form' },
    h('label', {}, h('span', {}, t('sudoku.number')), number),
    h('button', { type: 'submit' }, t('sudoku.go')),
  );
  const mainButton = h(
    'button',
    { type: 'button', class: 'primary main-button', 'data-action': 'start' },
    t('sudoku.start'),
  );
  const hintButton = h('button', { type: 'button', class: 'hint-button' }, t('sudoku.hint'));
  const pauseButton = h(
    'button',
    { type: 'button', class: 'pause-button', 'aria-pressed': 'false' },
    t('sudoku.pause'),
  );
  const timer = h('span', { class: 'sudoku-timer', 'data-counter': 'time', role: 'timer' }, '0:00');
  const timerBox = h(
    'span',
    { class: 'timer-box' },
    h('span', { class: 'counter-label' }, t('sudoku.time')),
    timer,
  );
  const cover = h('div', { class: 'grid-cover' }, t('sudoku.hiddenGrid'));
  const gridWrap = h('div', { class: 'grid-wrap', 'data-phase': 'making' }, grid.element, cover);
  const status = h('p', { class: 'game-status', 'data-status': 'ready', 'aria-live': 'polite' });
  const hintText = h('p', { class: 'hint-text', 'aria-live': 'polite' });
  const hintCount = h('p', { class: 'muted hint-count' });
  const hintPanel = h(
    'section',
    { class: 'panel hint-panel', hidden: true },
    panelTitle(t('sudoku.hints')),
    hintText,
    hintCount,
  );
  const option = (label: string, name: string, checked: boolean) => {
    const input = h('input', { type: 'checkbox', name, checked });
    return { input, label: h('label', { class: 'option' }, input, h('span', {}, label)) };
  };
  const repeats = option(t('sudoku.opt.repeats'), 'repeats', true);
  const solution = option(t('sudoku.opt.solution'), 'solution', false);
  const showTimer = option(t('sudoku.opt.timer'), 'timer', true);
  const optionsPanel = h(
    'section',
    { class: 'panel options-panel' },
    panelTitle(t('sudoku.settings')),
    repeats.label,
    solution.label,
    showTimer.label,
  );
  const recordsPanel = h('section', { class: 'panel records-panel' });
  const replayPanel = h('section', { class: 'panel replay-panel', hidden: true });
  const shareText = h('input', {
    type: 'text',
    readonly: true,
    class: 'share-text',
    'aria-label': t('sudoku.share.text'),
  });
  const copyText = h('button', { type: 'button' }, t('sudoku.share.copyText'));
  const copyLink = h('button', { type: 'button' }, t('sudoku.share.copyLink'));
  const importText = h('textarea', {
    rows: 3,
    name: 'puzzle',
    spellcheck: 'false',
    'aria-label': t('sudoku.share.paste'),
  });
  const importError = h('p', { class: 'import-error', role: 'alert' });
  const importForm = h(
    'form',
    { class: 'import-form' },
    h('label', {}, h('span', {}, t('sudoku.share.paste')), importText),
    h('button', { type: 'submit' }, t('sudoku.share.play')),
    importError,
  );
  const openEditor = h('button', { type: 'button', class: 'open-editor' }, t('sudoku.editor.open'));
  const sharePanel = h(
    'section',
    { class: 'panel share-panel' },
    panelTitle(t('sudoku.share')),
    shareText,
    h('div', { class: 'share-buttons' }, copyText, copyLink),
    importForm,
    h('div', { class: 'share-buttons' }, openEditor),
  );
  const root = gamePageLayout({
    game: 'sudoku',
    title: t('game.sudoku'),
    top: [levels.element, numberForm, ...ranked.buttons],
    board: [
      h('div', { class: 'sudoku-head' }, timerBox, pauseButton, mainButton, hintButton),
      h('div', { class: 'sudoku-play' }, gridWrap, pad.element),
      status,
      ...helpParagraphs(t, { pointer: 'sudoku.help', touch: 'sudoku.help.touch' }),
    ],
    side: [replayPanel, ranked.panel, hintPanel, recordsPanel, optionsPanel, sharePanel],
  });
  return {
    root,
    levels,
    numberForm,
    number,
    mainButton,
    hintButton,
    pauseButton,
    timer,
    timerBox,
    gridWrap,
    cover,
    status,
    hintPanel,
    hintText,
    hintCount,
    options: { repeats: repeats.input, solution: solution.input, timer: showTimer.input },
    recordsPanel,
    replayPanel,
    shareText,
    copyText,
    copyLink,
    importForm,
    importText,
    importError,
    openEditor,
  };
}
