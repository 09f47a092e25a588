/**
 * Replaying a finished game move by move: a slider and step buttons over any replay source, and a play button
 * that steps at the pace the moves were made (see ReplayPlayer). The game draws each position; this draws only
 * the controls.
 */
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { ReplayPlayer, type ReplaySource } from './replayPlayer.ts';

export class ReplayControls {
  private readonly player: ReplayPlayer;
  private readonly slider: HTMLInputElement;
  private readonly label: HTMLElement;
  private readonly playButton: HTMLButtonElement;

  constructor(
    panel: HTMLElement,
    private readonly t: Translate,
    private readonly source: ReplaySource,
  ) {
    this.player = new ReplayPlayer(source, () => this.describe());
    const button = (label: string, text: string, onClick: () => void) => {
      const element = h(
        'button',
        { type: 'button', class: 'icon-button', 'aria-label': label, title: label },
        text,
      );
      element.addEventListener('click', onClick);
      return element;
    };
    const player = this.player;
    this.slider = h('input', {
      type: 'range',
      min: 0,
      max: source.length,
      value: player.position,
      'aria-label': t('replay.slider'),
    });
    this.slider.addEventListener('input', () => void player.go(Number(this.slider.value)));
    this.label = h('p', { class: 'replay-label', 'aria-live': 'polite' });
    this.playButton = button(t('replay.play'), '▶', () => player.toggle());
    panel.replaceChildren(
      h('h2', {}, t('replay')),
      this.slider,
      h(
        'div',
        { class: 'replay-buttons' },
        button(t('replay.first'), '«', () => void player.go(0)),
        button(t('replay.prev'), '‹', () => void player.go(player.position - 1)),
        this.playButton,
        button(t('replay.next'), '›', () => void player.go(player.position + 1)),
        button(t('replay.last'), '»', () => void player.go(player.length)),
      ),
      this.label,
    );
    panel.hidden = false;
    this.describe();
  }

  destroy(): void {
    this.player.destroy();
  }

  private describe(): void {
    const { position, length, playing } = this.player;
    this.slider.value = String(position);
    const text = this.t('replay.move', { n: position, total: length });
    const move = this.source.describeMove?.(position);
    this.label.textContent = move ? `${text}: ${move}` : text;
    this.playButton.textContent = playing ? '❚❚' : '▶';
    this.playButton.setAttribute('aria-label', this.t(playing ? 'replay.pause' : 'replay.play'));
  }
}
