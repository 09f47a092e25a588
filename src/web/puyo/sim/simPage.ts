/**
 * The chain simulator, `/puyo/sim`: draw a field, then step through its chain link by link, each link with its
 * puyos, colours, groups and score as `arcade puyo chain` prints them, and share it as a link (`?f=`, the field's
 * text). A link holding a field no game could hold is refused with the reason.
 */
import { type ChainLinks, chainLinks } from '../../../puyo/index.ts';
import { h } from '../../shell/dom.ts';
import type { AppContext, MountView } from '../../shell/types.ts';
import { FieldEditor } from './fieldEditor.ts';
import { readSimField, type SimFieldError, simFieldText } from './simField.ts';

export const mountSim: MountView = (container, context) => {
  const page = new SimPage(container, context);
  return { unmount: () => page.destroy() };
};

class SimPage {
  private readonly editor: FieldEditor;
  private readonly links: HTMLElement;
  private readonly summary: HTMLElement;
  private readonly stepButton: HTMLButtonElement;
  private chain: ChainLinks;
  /** -1 while drawing; i while link i is shown popping; links.length once the chain is over. */
  private at = -1;

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    const { t } = context;
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
          h('div', { class: 'board-frame' }, this.editor.element),
          h(
            'div',
            { class: 'side' },
            h('section', { class: 'panel' }, h('h2', {}, t('sim.chain')), this.summary, this.links),
            h('p', {}, back),
          ),
        ),
      ),
    );
    const text = new URLSearchParams(location.search).get('f');
    if (text !== null) {
      const read = readSimField(text);
      if (read.ok) this.editor.field = read.field;
      else context.notify(this.refusal(read.error));
    }
    this.chain = chainLinks(this.editor.field);
    this.edited();
  }

  destroy(): void {
    this.editor.destroy();
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
    if (at < 0) this.editor.show(this.editor.field);
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
    this.stepButton.disabled = links.length === 0;
    this.stepButton.textContent = at >= links.length ? t('sim.restart') : t('sim.step');
    const root = this.editor.element;
    root.dataset.at = String(at);
  }

  private async share(): Promise<void> {
    const url = `${location.pathname}?${new URLSearchParams({ f: simFieldText(this.editor.field) })}`;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard?.writeText(location.href);
      this.context.announce(this.context.t('sim.shared'));
    } catch {
      // No clipboard here: the address bar holds the link.
    }
  }
}
