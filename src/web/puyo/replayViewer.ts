/**
 * Watching a kept match: its seed and input log replayed through core's ReplayCursor (MatchReplay), at 0.25x to
 * 4x, paused, stepped a tick at a time or moved with the slider (back means replaying from the start, which takes
 * milliseconds). A tick log plays at the frame clock (FixedStep, which catches up after a late frame) rather than
 * at move times, so the pacing is this viewer's; the slider and buttons are the shared replay controls' parts.
 * The page draws `match` with the same canvas as a live match; this holds the controls and the position.
 */
import { type MatchState, makeField, targetPointsAt } from '../../puyo/index.ts';
import type { Translate } from '../i18n/index.ts';
import { replayButton, replaySlider, showPlaying } from '../replay/replayControls.ts';
import { h } from '../shell/dom.ts';
import type { MatchEffects } from './effects.ts';
import { FixedStep } from './fixedStep.ts';
import { parseInputLog } from './inputLog.ts';
import { MatchReplay } from './matchReplay.ts';
import { matchTime } from './matchTime.ts';
import type { SavedMatch } from './saves.ts';

export const SPEEDS = [0.25, 0.5, 1, 2, 4] as const;

export class ReplayViewer {
  readonly element: HTMLElement;
  private readonly replay: MatchReplay;
  private speed = 1;
  private playing = true;
  private frame = 0;
  private readonly clock = new FixedStep(40);
  private readonly slider: HTMLInputElement;
  private readonly label: HTMLElement;
  private readonly playButton: HTMLButtonElement;

  constructor(
    private readonly t: Translate,
    readonly saved: SavedMatch,
    levelName: string,
    close: () => void,
    /** A record from the server: its words under the title, and the viewer opens on the match's end. */
    record?: { readonly caption: string },
  ) {
    const parsed = parseInputLog(saved.log);
    this.replay = new MatchReplay(saved.seed, parsed.ok ? parsed.value : []);
    const button = (text: string, label: string, onClick: () => void) =>
      replayButton(label, text, onClick, 'button');
    this.playButton = button('❚❚', t('replay.pause'), () => this.toggle());
    this.slider = replaySlider(t, this.replay.length, 0, (tick) => this.seek(tick));
    const speed = h(
      'select',
      { 'aria-label': t('puyo.replay.speed') },
      ...SPEEDS.map((s) => h('option', { value: s, selected: s === 1 }, `${s}×`)),
    );
    speed.addEventListener('change', () => {
      this.speed = Number(speed.value);
      this.clock.halt(); // the scaled clock restarts at the new pace
    });
    this.label = h('p', { class: 'replay-label' });
    this.element = h(
      'section',
      { class: 'panel puyo-replay', 'data-state': 'playing' },
      h('h2', {}, t('puyo.replay.title', { level: levelName })),
      this.slider,
      h(
        'div',
        { class: 'replay-buttons' },
        this.playButton,
        button('+1', t('puyo.replay.step'), () => {
          this.pause();
          this.seek(this.replay.position + 1);
        }),
        h('label', {}, `${t('puyo.replay.speed')} `, speed),
        button('✕', t('puyo.replay.close'), close),
      ),
      this.label,
    );
    if (record) {
      this.element.querySelector('h2')?.after(h('p', { class: 'replay-record' }, record.caption));
      this.seek(this.replay.length);
    }
    this.describe();
    this.frame = requestAnimationFrame(this.onFrame);
  }

  /** The match at the replay's position, to draw. */
  get match(): MatchState {
    return this.replay.match;
  }

  get effects(): MatchEffects {
    return this.replay.effects;
  }

  get length(): number {
    return this.replay.length;
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
  }

  private readonly onFrame = (now: number) => {
    this.frame = requestAnimationFrame(this.onFrame);
    if (!this.playing) return;
    // Replay time runs `speed` times as fast as the page's: scale the frame clock.
    const due = this.clock.advance(now * this.speed);
    if (due > 0) this.seek(this.replay.position + due);
  };

  private toggle(): void {
    if (this.playing) this.pause();
    else {
      if (this.replay.atEnd) this.seek(0);
      this.playing = true;
      this.clock.halt();
      this.describe();
    }
  }

  private pause(): void {
    this.playing = false;
    this.describe();
  }

  /** Shows the match after `tick` ticks. */
  seek(tick: number): void {
    this.replay.seek(tick);
    if (this.replay.atEnd) this.playing = false;
    this.describe();
  }

  private describe(): void {
    const tick = this.replay.position;
    const total = this.replay.length;
    const ended = this.replay.atEnd;
    this.slider.value = String(tick);
    this.label.textContent = this.t('puyo.replay.tick', {
      at: matchTime(tick),
      length: matchTime(total),
      n: tick,
    });
    showPlaying(this.playButton, this.t, this.playing);
    this.element.dataset.state = ended ? 'ended' : this.playing ? 'playing' : 'paused';
    this.element.dataset.tick = String(tick);
    this.element.dataset.target = String(targetPointsAt(tick, this.match.params.targetPoints));
    this.element.dataset.garbage = this.match.players
      .map((p) => p.garbage.pending + p.garbage.incoming)
      .join(',');
    // The chain counter each side shows now (as drawn), for tests.
    this.element.dataset.chains = this.effects.sides
      .map((side) => (side.popup && tick - side.popup.start < 80 ? side.popup.chain : 0))
      .join(',');
    if (ended) {
      this.element.dataset.fields = this.match.players.map((player) => makeField(player.field)).join('\n\n');
      this.element.dataset.scores = this.match.players.map((player) => player.score).join(',');
    }
  }
}
