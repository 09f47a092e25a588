/**
 * The chain simulator, `/puyo/sim`: draw a field, set the next pairs and place them (the match's keys, or a click
 * on a column), then step through the chain link by link, each link with its puyos, colours, groups and score as
 * `arcade puyo chain` prints them, and share it as a link (`?f=`, the field's text, and `&q=`, the pairs left to
 * place). A link holding a field no game could hold, or pairs that are no pairs, is refused with the reason.
 */
import { type ChainLinks, chainLinks, dropPair, landingCells } from '../../../puyo/index.ts';
import { browserPointers } from '../../page/helpText.ts';
import { PageAddress } from '../../page/pageAddress.ts';
import type { AppContext, MountView } from '../../shell/appTypes.ts';
import { h } from '../../shell/dom.ts';
import { peekSave } from '../../storage/versionedStore.ts';
import type { Action } from '../heldKeys.ts';
import { keyName } from '../keyNames.ts';
import { actionOf, DEFAULT_PUYO_SETTINGS, PUYO_SETTINGS_SLOT, type PuyoSettings } from '../playSettings.ts';
import { TOUCH_GLYPHS, touchPad } from '../touchPad.ts';
import '../match.css';
import './sim.css';
import { FieldEditor } from './fieldEditor.ts';
import { PairPlacer } from './pairPlacer.ts';
import { readSimField, type SimFieldError, simFieldText } from './simField.ts';
import { MAX_SIM_PAIRS, PAIR_LETTERS, readSimQueue, type SimQueueError, simQueueText } from './simQueue.ts';

export const mountSim: MountView = (container, context) => {
  const page = new SimPage(container, context);
  return { unmount: () => page.destroy() };
};

class SimPage {
  private readonly editor: FieldEditor;
  private readonly links: HTMLElement;
  private readonly summary: HTMLElement;
  private readonly stepButton: HTMLButtonElement;
  private readonly placer: PairPlacer;
  private readonly pad: HTMLElement;
  private readonly queueInput: HTMLInputElement;
  private readonly queueError: HTMLElement;
  private readonly settings: PuyoSettings;
  private chain: ChainLinks;
  /** -1 while drawing; i while link i is shown popping; links.length once the chain is over. */
  private at = -1;

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    const { t } = context;
    this.settings = peekSave(context.store, PUYO_SETTINGS_SLOT) ?? DEFAULT_PUYO_SETTINGS;
    this.editor = new FieldEditor(t, (stroke) => this.edited(stroke));
    const button = (label: string, onClick: () => void, primary = false) => {
      const element = h('button', { type: 'button', class: primary ? 'button primary' : 'button' }, label);
      element.addEventListener('click', onClick);
      return element;
    };
    this.stepButton = button(t('sim.step'), () => this.step(), true);
    this.links = h('ol', { class: 'sim-links' });
    this.summary = h('p', { class: 'sim-summary', role: 'status' });
    const back = h('a', { href: '/puyo', 'data-link': true }, t('sim.back'));
    const key = (action: Action) => keyName(this.settings.keys[action][0]);
    this.placer = new PairPlacer(
      t,
      browserPointers().coarse
        ? t('sim.pair.touchHelp', TOUCH_GLYPHS)
        : t('sim.pair.help', {
            left: key('left'),
            right: key('right'),
            ccw: key('rotateCcw'),
            cw: key('rotateCw'),
            drop: key('softDrop'),
          }),
      (col) => {
        this.placer.moveTo(col);
        this.place();
      },
    );
    // On a phone the pair is turned, moved and placed with the match's touch buttons (one step a tap).
    this.pad = touchPad(
      t,
      (action) => this.act(action),
      () => {},
    );
    this.queueInput = h('input', {
      type: 'text',
      class: 'sim-queue-input',
      'aria-label': t('sim.queue'),
      placeholder: 'RG BY PP',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    this.queueError = h('p', { class: 'sim-queue-error', role: 'alert' });
    const queueForm = h(
      'form',
      { class: 'sim-queue' },
      // The panel's heading says "Next pairs" just above: the label's words are for screen readers only.
      h('label', {}, h('span', { class: 'visually-hidden' }, t('sim.queue')), this.queueInput),
      h('button', { type: 'submit', class: 'button' }, t('sim.queue.set')),
      h('p', { class: 'muted' }, t('sim.queue.hint', { example: 'RG BY PP' })),
      this.queueError,
    );
    queueForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.setQueue(this.queueInput.value, false);
    });
    container.append(
      h(
        'div',
        { class: 'game-page puyo-sim' },
        h('h1', {}, t('sim.title')),
        h(
          'div',
          { class: 'page-top' },
          this.editor.palette,
          this.stepButton,
          button(t('sim.restart'), () => this.showLink(-1)),
          button(t('sim.clear'), () => {
            this.editor.field.boards.fill(0);
            this.edited();
          }),
          button(t('sim.share'), () => void this.share()),
        ),
        h(
          'div',
          { class: 'page-layout' },
          h('div', { class: 'board-frame' }, this.placer.strip, this.editor.element, this.pad),
          h(
            'div',
            { class: 'side' },
            h('section', { class: 'panel' }, h('h2', {}, t('sim.queue')), queueForm, this.placer.info),
            h('section', { class: 'panel' }, h('h2', {}, t('sim.chain')), this.summary, this.links),
            h('p', {}, back),
          ),
        ),
      ),
    );
    const query = new URLSearchParams(location.search);
    const text = query.get('f');
    if (text !== null) {
      const read = readSimField(text);
      if (read.ok) this.editor.field = read.field;
      else context.notify(this.refusal(read.error));
    }
    this.chain = chainLinks(this.editor.field);
    const pairs = query.get('q');
    if (pairs !== null) this.setQueue(pairs, true);
    this.edited();
    window.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.editor.destroy();
    window.removeEventListener('keydown', this.onKey);
  }

  /** The pairs typed or linked; refused ones are named, in the box or (from a link) as a notice. */
  private setQueue(text: string, fromLink: boolean): void {
    const read = readSimQueue(text);
    if (!read.ok) {
      const reason = this.queueRefusal(read.error);
      if (fromLink) this.context.notify(reason);
      else this.queueError.textContent = reason;
      return;
    }
    this.queueError.textContent = '';
    this.queueInput.value = simQueueText(read.pairs).replaceAll(',', ' ');
    this.placer.set(read.pairs);
    this.showLink(-1);
  }

  private queueRefusal(error: SimQueueError): string {
    const { t } = this.context;
    const reason =
      error.kind === 'pair'
        ? t('sim.queue.refused.pair', { n: error.index, text: error.text, letters: PAIR_LETTERS })
        : error.kind === 'many'
          ? t('sim.queue.refused.many', { max: MAX_SIM_PAIRS, count: error.count })
          : t('sim.queue.refused.long');
    return t('sim.queue.refused', { reason });
  }

  private readonly onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest?.('input, select, textarea') || !this.placer.current) return;
    const action = actionOf(this.settings, event.code);
    if (action === undefined) return;
    event.preventDefault();
    this.act(action);
  };

  /** A key or touch button: move or turn the pair to place, or place it. */
  private act(action: Action): void {
    if (!this.placer.current) return;
    if (action === 'left' || action === 'right') this.placer.shift(action === 'left' ? -1 : 1);
    else if (action === 'rotateCw' || action === 'rotateCcw')
      this.placer.rotate(action === 'rotateCw' ? 1 : -1);
    else this.place();
    this.showLink(-1);
  }

  /**
   * Places the pair: the chain on the field pops first (as it would in a game), then the pair drops where it is.
   * A pair with no room in its columns is refused.
   */
  private place(): void {
    const pair = this.placer.current;
    if (!pair) return;
    const { col, rot } = this.placer.position;
    const field = this.chain.after.clone();
    if (landingCells(field, { col, row: 0, rot, pair }).some((cell) => cell.row === 0 || cell.row > 13)) {
      this.context.announce(this.context.t('sim.pair.noRoom', { col: col + 1 }));
      return;
    }
    dropPair(field, pair.pivot, pair.child, col, rot);
    this.editor.field = field;
    this.placer.next();
    this.edited();
  }

  private refusal(error: SimFieldError): string {
    const { t } = this.context;
    const reason =
      error.kind === 'floating'
        ? t('sim.refused.floating', { col: error.col + 1, row: error.row })
        : error.kind === 'rows'
          ? t('sim.refused.rows', { rows: error.rows })
          : error.kind === 'text'
            ? t('sim.refused.text', { line: error.line, letters: 'R G B Y P O .' })
            : t('sim.refused.long');
    return t('sim.refused', { reason });
  }

  /**
   * The field was drawn on: back to drawing, its chain worked out again. Once a stroke ends, puyos drawn in the
   * air fall, as in a game (not during it, so a drag up a column fills it).
   */
  private edited(stroke = false): void {
    if (!stroke) this.editor.field.settle();
    this.chain = chainLinks(this.editor.field);
    this.showLink(-1);
  }

  private step(): void {
    this.showLink(this.at >= this.chain.links.length ? -1 : this.at + 1);
  }

  private showLink(at: number): void {
    const { t } = this.context;
    const { links } = this.chain;
    this.at = at;
    if (at < 0) this.editor.show(this.editor.field, [], this.ghost());
    else if (at < links.length) this.editor.show(links[at].before, links[at].popped);
    else this.editor.show(this.chain.after);
    this.links.replaceChildren(
      ...links.map((link, i) =>
        h(
          'li',
          { class: i === at ? 'current' : undefined, 'data-chain': link.step.chain },
          t('sim.link', {
            chain: link.step.chain,
            puyos: link.step.puyos,
            colors: link.step.colors,
            groups: link.step.groups.join(' + '),
            score: link.step.score.toLocaleString(),
          }),
        ),
      ),
    );
    this.summary.textContent =
      links.length === 0
        ? t('sim.none')
        : t(this.chain.allClear ? 'sim.totalAllClear' : 'sim.total', {
            chains: links.length,
            score: this.chain.score.toLocaleString(),
          });
    this.pad.hidden = !this.placer.current;
    this.stepButton.disabled = links.length === 0;
    this.stepButton.textContent = at >= links.length ? t('sim.restart') : t('sim.step');
    const root = this.editor.element;
    root.dataset.at = String(at);
  }

  /** Where the pair would land, shown while the field is still (once its chain has popped it would differ). */
  private ghost() {
    const pair = this.placer.current;
    if (!pair || this.chain.links.length > 0) return [];
    const { col, rot } = this.placer.position;
    return landingCells(this.editor.field, { col, row: 0, rot, pair }).filter(
      (c) => c.row > 0 && c.row <= 13,
    );
  }

  private async share(): Promise<void> {
    const link = new URLSearchParams({ f: simFieldText(this.editor.field) });
    if (this.placer.remaining.length > 0) link.set('q', simQueueText(this.placer.remaining));
    new PageAddress('/puyo/sim').show(`?${link}`);
    try {
      await navigator.clipboard?.writeText(location.href);
      this.context.announce(this.context.t('sim.shared'));
    } catch {
      // No clipboard here: the address bar holds the link.
    }
  }
}
