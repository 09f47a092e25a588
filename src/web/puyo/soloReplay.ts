/**
 * Watching a ranked solo practice from the server (`/puyo?record=ID` of the board `solo`): its placements replayed
 * on the dealt queue through core's ReplayCursor over the engine's soloGame, a placement at a time, with the shared
 * replay controls (slider, first, back, play, forward, last). It opens on the practice's end. The page draws
 * `match` (the practice's field as the human's side) with the canvas it draws a live practice with.
 */
import { ReplayCursor } from '../../core/replayCursor.ts';
import {
  type MatchState,
  makeField,
  type SoloMove,
  type SoloOutcome,
  type SoloState,
  soloGame,
  soloMatch,
} from '../../puyo/index.ts';
import type { Translate } from '../i18n/index.ts';
import type { RecordAnswer } from '../ranked/answers.ts';
import { ReplayControls, replayButton } from '../replay/replayControls.ts';
import { h } from '../shell/dom.ts';
import { MatchEffects } from './effects.ts';

type SoloCursor = ReplayCursor<null, SoloState, SoloMove, SoloOutcome>;

const isMove = (value: unknown): value is SoloMove => {
  if (typeof value !== 'object' || value === null) return false;
  const { col, rot, drop } = value as Record<string, unknown>;
  return [col, rot, drop].every((n) => Number.isInteger(n));
};

/** The practice of a solo record, at its end; undefined when its log does not read or does not replay. */
export function soloCursorOf(record: Pick<RecordAnswer, 'board' | 'seed' | 'log'>): SoloCursor | undefined {
  if (!record.board.startsWith('solo')) return undefined;
  let moves: unknown;
  try {
    moves = JSON.parse(record.log);
  } catch {
    return undefined;
  }
  if (!Array.isArray(moves) || !moves.every(isMove)) return undefined;
  const opened = ReplayCursor.open(soloGame, { params: null, seed: record.seed, moves }, { atEnd: true });
  return opened.ok ? opened.value : undefined;
}

export class SoloReplayViewer {
  readonly element: HTMLElement;
  readonly effects = new MatchEffects();
  private readonly controls: ReplayControls;
  private shown: { position: number; match: MatchState } | undefined;

  constructor(
    t: Translate,
    private readonly cursor: SoloCursor,
    caption: string,
    close: () => void,
  ) {
    this.element = h('section', { class: 'panel puyo-replay replay-panel', 'data-mode': 'solo' });
    this.controls = new ReplayControls(this.element, t, cursor);
    this.element.querySelector('h2')?.after(h('p', { class: 'replay-record' }, caption));
    this.element
      .querySelector('.replay-buttons')
      ?.append(replayButton(t('puyo.replay.close'), '✕', close, 'button'));
  }

  /** The practice after the placements the controls are at, as a match to draw. */
  get match(): MatchState {
    const { position } = this.cursor;
    if (this.shown?.position !== position) {
      const state = this.cursor.state;
      this.shown = { position, match: soloMatch(state) };
      const data = this.element.dataset;
      data.pairs = String(position);
      data.state = this.cursor.atEnd ? 'ended' : 'shown';
      data.field = makeField(state.field);
      data.score = String(state.score);
    }
    return this.shown.match;
  }

  destroy(): void {
    this.controls.destroy();
  }
}
