/**
 * What the page plays: a match against the computer or a solo practice. The page runs the clock, the keys, pause,
 * drawing and replays; a play steps its ticks, says what to show, and ends itself through its host.
 */
import type { MatchState } from '../../puyo/index.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { AppContext } from '../shell/appTypes.ts';
import type { AiWorkers } from './aiWorkers.ts';
import type { Advice } from './coach.ts';
import type { MatchEffects } from './effects.ts';
import type { PuyoRecords } from './matchRecords.ts';
import type { Opponent, PageChoice } from './matchSetup.ts';
import type { PuyoSound } from './matchSound.ts';
import type { PuyoSettings } from './playSettings.ts';
import type { RankedDeal } from './rankedMatch.ts';
import type { SavedMatch } from './saves.ts';
import type { ScoreSide } from './scoreboard.ts';

/** The ticks being played (MatchRun, SoloRun): the state to draw, its effects, whether it is over. */
export interface Running {
  readonly match: MatchState;
  readonly effects: MatchEffects;
  readonly over: boolean;
}

export interface Play {
  readonly choice: PageChoice;
  readonly run: Running;
  /** One tick with the human's buttons. */
  step(human: number): void;
  /** Ranked: the next tick must wait for the computer's late answer (the page runs no tick meanwhile). */
  waiting?(): boolean;
  /** After a frame's ticks (the coach looks at the new state). */
  afterTicks(): void;
  advice(): Advice | undefined;
  /** Once `over`: records, the result, what next. */
  finish(): void;
  scores(): readonly ScoreSide[];
  fieldsLabel(): string;
  statusText(): string;
  sidePanels(): readonly HTMLElement[];
  /** Solo practice: take back the last pair, end. */
  undo?(): boolean;
  end?(): void;
}

export interface PlayHost {
  readonly context: AppContext;
  readonly settings: PuyoSettings;
  readonly records: PuyoRecords;
  readonly sound: PuyoSound;
  readonly workers: AiWorkers;
  readonly stage: HTMLElement;
  isCurrent(play: Play): boolean;
  /** The play is over: its card over the fields and its words on the status line (and read out). */
  ended(card: HTMLElement, state: string, text: string): void;
  /** Starts a match or practice; ranked when the server dealt it (`deal`). */
  start(choice: PageChoice, deal?: RankedDeal): void;
  /** A new ranked game like `deal` (what a ranked game's rematch deals). */
  rankedAgain(deal: RankedDeal): void;
  /** A ranked game ended: its log is posted and its standing shown on a line of the result card. */
  rankedEnded(deal: RankedDeal, body: object, card: HTMLElement, level: string): void;
  watch(saved: SavedMatch): void;
  showStatus(state: string, text: string): void;
  engineFailed(): void;
  redrawSide(): void;
}

export const levelName = (context: Pick<AppContext, 't'>, ai: Opponent): string =>
  context.t(`puyo.ai.${ai}` as MessageKey);
