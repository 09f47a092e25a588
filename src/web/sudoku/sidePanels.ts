/**
 * The panels beside the grid that need no puzzle logic: the options (saved, each change drawn at once) and
 * sharing (copy the puzzle or its link, paste one to play, open the editor).
 */
import type { AppContext } from '../shell/appTypes.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';
import { addressOf, type PuzzleChoice } from './address.ts';
import type { SudokuLayout } from './layout.ts';
import { OPTIONS_SLOT, type Options } from './viewOptions.ts';

const OPTION_NAMES = ['repeats', 'solution', 'timer'] as const;

export class OptionsPanel {
  private current: Options = { repeats: true, solution: false, timer: true };

  constructor(
    private readonly ui: SudokuLayout,
    private readonly context: Pick<AppContext, 'store' | 'reportCorrupt'>,
    changed: () => void,
  ) {
    for (const name of OPTION_NAMES) {
      ui.options[name].addEventListener('change', () => {
        this.current = { ...this.current, [name]: ui.options[name].checked };
        writeSave(context.store, OPTIONS_SLOT, this.current);
        ui.timerBox.hidden = !this.current.timer;
        changed();
      });
    }
  }

  get options(): Options {
    return this.current;
  }

  /** Reads the saved options (an unreadable save is reported and set aside) and shows them. */
  load(): void {
    const loaded = loadSave(this.context.store, OPTIONS_SLOT);
    if (loaded.kind === 'corrupt') this.context.reportCorrupt(loaded.corrupt, 'save.sudokuOptions');
    if (loaded.kind === 'loaded') this.current = loaded.value;
    for (const name of OPTION_NAMES) this.ui.options[name].checked = this.current[name];
    this.ui.timerBox.hidden = !this.current.timer;
  }
}

/** Wires the share panel: the copy buttons, a pasted puzzle, the editor. */
export function wireSharing(
  ui: SudokuLayout,
  context: Pick<AppContext, 't' | 'announce'>,
  actions: {
    /** Opens the puzzle; resolves to whether it is shown, or why it was refused. */
    readonly play: (choice: PuzzleChoice) => Promise<{ readonly shown: boolean; readonly refusal?: string }>;
    readonly openEditor: () => void;
  },
): void {
  const copy = (text: () => string) => async () => {
    await navigator.clipboard?.writeText(text()).catch(() => {});
    context.announce(context.t('sudoku.share.copied'));
    ui.shareText.select();
  };
  ui.copyText.addEventListener(
    'click',
    copy(() => ui.shareText.value),
  );
  const link = () =>
    new URL(addressOf({ kind: 'puzzle', puzzle: ui.shareText.value.replaceAll('.', '0') }), location.href)
      .href;
  ui.copyLink.addEventListener('click', copy(link));
  // The grid, where a pasted puzzle plays and the editor opens, is at the page's top: on a phone this panel is
  // far below it.
  const showGrid = () => ui.gridWrap.scrollIntoView({ block: 'nearest' });
  ui.openEditor.addEventListener('click', () => {
    actions.openEditor();
    showGrid();
  });
  ui.importForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    ui.importError.textContent = '';
    const { shown, refusal } = await actions.play({ kind: 'puzzle', puzzle: ui.importText.value.trim() });
    ui.importError.textContent = refusal ?? '';
    if (shown) showGrid();
  });
}
