/**
 * Replaying a finished game move by move: a slider and step buttons over any replay source, and a play button
 * that steps at the pace the moves were made (see ReplayPlayer). The game draws each position; this draws only
 * the controls. Their parts (button, slider, play button's state) are exported for replays paced otherwise: a
 * Puyo match plays its tick log at the frame clock (puyo/replayViewer.ts).
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
    const player = this.player;
    this.slider = replaySlider(t, source.length, player.position, (position) => void player.go(position));
    this.label = h('p', { class: 'replay-label', 'aria-live': 'polite' });
    this.playButton = replayButton(t('replay.play'), '▶', () => player.toggle());
    panel.replaceChildren(
      h('h2', {}, t('replay')),
      this.slider,
      h(
        'div',
        { class: 'replay-buttons' },
        replayButton(t('replay.first'), '«', () => void player.go(0)),
        replayButton(t('replay.prev'), '‹', () => void player.go(player.position - 1)),
        this.playButton,
        replayButton(t('replay.next'), '›', () => void player.go(player.position + 1)),
        replayButton(t('replay.last'), '»', () => void player.go(player.length)),
      ),
      this.label,
    );
    panel.hidden = false;
    this.describe();
  }

  /** Moves the replay to `position` (as the buttons do); resolves once it is shown. */
  go(position: number): Promise<void> {
    return this.player.go(position);
  }

  destroy(): void {
    this.player.destroy();
  }

  private describe(): void {
    const { position, length, playing } = this.player;
    this.slider.value = String(position);
    const move = this.source.describeMove?.(position);
    this.label.textContent = move
      ? this.t('replay.moveWords', { n: position, total: length, move })
      : this.t('replay.move', { n: position, total: length });
    showPlaying(this.playButton, this.t, playing);
  }
}

/** A replay's button: `label` names it for screen readers and as its tooltip, `text` is its sign. */
export function replayButton(
  label: string,
  text: string,
  onClick: () => void,
  className = 'icon-button',
): HTMLButtonElement {
  const element = h('button', { type: 'button', class: className, 'aria-label': label, title: label }, text);
  element.addEventListener('click', onClick);
  return element;
}

/** The slider over a replay's positions, 0 to `length`; moving it asks `go` for a position. */
export function replaySlider(
  t: Translate,
  length: number,
  position: number,
  go: (position: number) => void,
): HTMLInputElement {
  const slider = h('input', {
    type: 'range',
    min: 0,
    max: length,
    value: position,
    'aria-label': t('replay.slider'),
  });
  slider.addEventListener('input', () => go(Number(slider.value)));
  return slider;
}

/** The play button shows what pressing it does: pause while the replay plays, play while it does not. */
export function showPlaying(button: HTMLButtonElement, t: Translate, playing: boolean): void {
  button.textContent = playing ? '❚❚' : '▶';
  button.setAttribute('aria-label', t(playing ? 'replay.pause' : 'replay.play'));
}
