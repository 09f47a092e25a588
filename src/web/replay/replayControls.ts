/**
 * Replaying a finished game move by move: a slider and step buttons over the move log, and a play button that
 * steps at the pace the moves were made (capped, so long thinks do not stall the replay). The engine worker
 * rebuilds each position from the log.
 */
import { type Move, makeMove } from '../../mines/index.ts';
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';

export class ReplayControls {
  private position: number;
  private timer = 0;
  private readonly slider: HTMLInputElement;
  private readonly label: HTMLElement;
  private readonly playButton: HTMLButtonElement;
  private request = Promise.resolve();

  constructor(
    panel: HTMLElement,
    private readonly t: Translate,
    private readonly moves: readonly Move[],
    private readonly show: (position: number) => Promise<void>,
  ) {
    this.position = moves.length;
    const button = (label: string, text: string, onClick: () => void) => {
      const element = h(
        'button',
        { type: 'button', class: 'icon-button', 'aria-label': label, title: label },
        text,
      );
      element.addEventListener('click', onClick);
      return element;
    };
    this.slider = h('input', {
      type: 'range',
      min: 0,
      max: moves.length,
      value: moves.length,
      'aria-label': t('mines.replay.slider'),
    });
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    this.label = h('p', { class: 'replay-label', 'aria-live': 'polite' });
    this.playButton = button(t('mines.replay.play'), '▶', () => this.togglePlay());
    panel.replaceChildren(
      h('h2', {}, t('mines.replay')),
      this.slider,
      h(
        'div',
        { class: 'replay-buttons' },
        button(t('mines.replay.first'), '«', () => this.go(0)),
        button(t('mines.replay.prev'), '‹', () => this.go(this.position - 1)),
        this.playButton,
        button(t('mines.replay.next'), '›', () => this.go(this.position + 1)),
        button(t('mines.replay.last'), '»', () => this.go(this.moves.length)),
      ),
      this.label,
    );
    panel.hidden = false;
    this.describe();
  }

  destroy(): void {
    this.stop();
  }

  go(position: number): Promise<void> {
    const target = Math.max(0, Math.min(this.moves.length, position));
    this.position = target;
    this.slider.value = String(target);
    this.describe();
    this.request = this.request.then(() => (this.position === target ? this.show(target) : undefined));
    return this.request;
  }

  private describe(): void {
    const last = this.moves[this.position - 1];
    const text = this.t('mines.replay.move', { n: this.position, total: this.moves.length });
    this.label.textContent = last ? `${text}: ${makeMove(last)}` : text;
  }

  private togglePlay(): void {
    if (this.timer) {
      this.stop();
      return;
    }
    if (this.position >= this.moves.length) void this.go(0);
    this.playButton.textContent = '❚❚';
    this.playButton.setAttribute('aria-label', this.t('mines.replay.pause'));
    const step = () => {
      if (this.position >= this.moves.length) {
        this.stop();
        return;
      }
      const current = this.moves[this.position - 1];
      const next = this.moves[this.position];
      const wait = current ? Math.min(1000, Math.max(60, next.at - current.at)) : 300;
      this.timer = window.setTimeout(() => {
        void this.go(this.position + 1).then(step);
      }, wait);
    };
    step();
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = 0;
    this.playButton.textContent = '▶';
    this.playButton.setAttribute('aria-label', this.t('mines.replay.play'));
  }
}
