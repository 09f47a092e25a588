/** The counters around the board: mines left and the clock as LCDs, the board's 3BV, the flag-mode button and the face. */
import type { Translate } from '../i18n/index.ts';
import { lcd } from './boardWords.ts';
import { faceSvg, type Mood } from './face.ts';
import type { MinesLayout } from './layout.ts';
import type { GameView } from './protocol.ts';

/** The clock's LCD stops at 999 seconds, as the classic game's does. */
const clockText = (ms: number): string => lcd(Math.min(999, Math.floor(ms / 1000)));

export const moodOf = (view: GameView): Mood =>
  view.phase === 'won' ? 'won' : view.phase === 'lost' ? 'lost' : 'smile';

export class Counters {
  constructor(
    private readonly ui: MinesLayout,
    private readonly t: Translate,
  ) {}

  /** Everything a move may change; the flag-mode button is off once the game is over. */
  show(view: GameView, finished: boolean): void {
    const { ui } = this;
    ui.minesLeft.textContent = lcd(view.minesLeft);
    ui.bbbv.textContent = `3BV ${view.bbbv ?? '–'}`;
    ui.flagMode.setAttribute('aria-pressed', String(view.flagMode));
    ui.flagMode.title = this.t(view.flagMode ? 'mines.flagMode.on' : 'mines.flagMode.off');
    ui.flagMode.disabled = finished;
    this.setFace(moodOf(view));
  }

  /** The clock: running from the first click while playing (`now` on the game clock), else the time played. */
  showTime(view: GameView, now: number): void {
    const ms = view.phase === 'playing' && view.startedAt !== null ? now - view.startedAt : view.elapsedMs;
    this.ui.timer.textContent = clockText(ms);
  }

  /** A replayed position's mines left and clock. */
  showReplayed(view: GameView): void {
    this.ui.minesLeft.textContent = lcd(view.minesLeft);
    this.ui.timer.textContent = clockText(view.elapsedMs);
  }

  setFace(mood: Mood): void {
    const { face } = this.ui;
    if (face.dataset.mood === mood) return;
    face.dataset.mood = mood;
    face.innerHTML = faceSvg(mood);
  }
}
