/**
 * The level bar and the custom-board form: they show the kind of game on the page, and ask for a new game of the
 * kind the player picks (a level, a custom board, no guessing on or off).
 */
import { DEFAULT_FIRST_CLICK, type FirstClickRule, type Params, PRESETS } from '../../mines/index.ts';
import type { Translate } from '../i18n/index.ts';
import { customParams, type GameKind } from './gameSetup.ts';
import type { MinesLayout } from './layout.ts';

export class SetupBar {
  constructor(
    private readonly ui: MinesLayout,
    t: Translate,
    /** A new game of this kind; `noGuess` alone changed keeps the rest of the game on the page. */
    choose: (kind: GameKind | { readonly noGuess: boolean }) => void,
  ) {
    ui.levels.onPick((level) => {
      if (level !== 'custom') {
        choose({ level, params: PRESETS[level], noGuess: ui.noGuess.checked });
        return;
      }
      ui.customForm.hidden = false;
      ui.levels.press('custom');
      if (!ui.customInputs.width.value) this.fillCustomForm({ width: 50, height: 30, mines: 300 });
      ui.customInputs.width.focus();
    });
    ui.customForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const [width, height, mines] = (['width', 'height', 'mines'] as const).map((name) =>
        Number(ui.customInputs[name].value),
      );
      const params = customParams(width, height, mines, ui.firstClick.value as FirstClickRule);
      ui.customError.textContent = params.ok
        ? ''
        : t('mines.invalid', { error: t(params.error.key, params.error.values) });
      if (params.ok) choose({ level: 'custom', params: params.value, noGuess: ui.noGuess.checked });
    });
    ui.noGuess.addEventListener('change', () => choose({ noGuess: ui.noGuess.checked }));
  }

  /** Shows the kind of the game just opened. */
  show(kind: GameKind): void {
    this.ui.levels.press(kind.level);
    this.ui.noGuess.checked = kind.noGuess;
    this.ui.customForm.hidden = kind.level !== 'custom';
    if (kind.level === 'custom') this.fillCustomForm(kind.params);
  }

  private fillCustomForm(params: Pick<Params, 'width' | 'height' | 'mines'> & Partial<Params>): void {
    this.ui.firstClick.value = params.firstClick ?? DEFAULT_FIRST_CLICK;
    this.ui.customInputs.width.value = String(params.width);
    this.ui.customInputs.height.value = String(params.height);
    this.ui.customInputs.mines.value = String(params.mines);
  }
}
