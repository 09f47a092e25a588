/**
 * The Puyo page: the opponent picker and solo practice above the fields, the canvas with its covers, the scores,
 * the touch pad and the side panels. A fixed step of 60 ticks a second runs from the animation frames' clock
 * (FixedStep); each tick takes the human's buttons (HeldKeys, from keys or the touch pad) into the play (a match
 * against the computer or a solo practice), and each frame draws it between ticks (MatchCanvas). Pause, replays
 * and the keyboard are the page's; what is played is the play's.
 */
import { type MatchState, newMatch } from '../../puyo/index.ts';
import { browserPointers } from '../page/helpText.ts';
import { LevelBar } from '../page/levelBar.ts';
import { PageHost } from '../page/pageHost.ts';
import { gamePageLayout } from '../page/pageLayout.ts';
import type { RecordAnswer } from '../ranked/answers.ts';
import { RankedClient } from '../ranked/client.ts';
import { recordAsked } from '../replay/recordLink.ts';
import type { AppContext, MountView } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import { loadSave } from '../storage/versionedStore.ts';
import { AiWorkers } from './aiWorkers.ts';
import { CoachLine } from './coachLine.ts';
import { FixedStep } from './fixedStep.ts';
import { type Action, HeldKeys } from './heldKeys.ts';
import { keyName } from './keyNames.ts';
import { MatchCanvas, SCENE_HEIGHT, SCENE_WIDTH, type SceneWords, SOLO_SCENE_WIDTH } from './matchCanvas.ts';
import { PuyoRecords } from './matchRecords.ts';
import {
  addressErrorOf,
  isSolo,
  matchQuery as matchQueryOf,
  OPPONENTS,
  type Opponent,
  type PageChoice,
  parseMatchQuery,
  randomSeed,
} from './matchSetup.ts';
import { PuyoSound } from './matchSound.ts';
import { listenToKeys, UNDO_KEY } from './pageKeys.ts';
import { levelName, type Play, type PlayHost } from './playHost.ts';
import { DEFAULT_PUYO_SETTINGS, PUYO_SETTINGS_SLOT, type PuyoSettings } from './playSettings.ts';
import { PuyoRanked, type RankedDeal } from './rankedMatch.ts';
import { ReplayViewer } from './replayViewer.ts';
import type { SavedMatch } from './saves.ts';
import { Scoreboard } from './scoreboard.ts';
import { savedMatchOf } from './serverRecord.ts';
import { SoloPlay } from './soloPlay.ts';
import { SoloReplayViewer, soloCursorOf } from './soloReplay.ts';
import { StageData } from './stageData.ts';
import { TOUCH_GLYPHS, touchPad } from './touchPad.ts';
import { VersusPlay, versusPanels } from './versusPlay.ts';
import './match.css';

const PAUSE_KEYS = 'P / Esc';

/** The page as the shell mounts it: a match against the computer or solo practice. */
export const mountPuyo: MountView = (container, context) => {
  const page = new PuyoPage(container, context);
  page.mount();
  return { unmount: () => page.destroy() };
};

export class PuyoPage implements PlayHost {
  readonly settings: PuyoSettings;
  readonly records: PuyoRecords;
  readonly sound: PuyoSound;
  readonly workers = new AiWorkers();
  readonly stage: HTMLElement;
  private readonly canvas = new MatchCanvas();
  private readonly bar: LevelBar<Opponent>;
  private readonly soloButton: HTMLButtonElement;
  private readonly pauseButton: HTMLButtonElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly endButton: HTMLButtonElement;
  /** The page host: the address, the status line, the play on the page, the order the page opens in. */
  private readonly host: PageHost<Play>;
  private readonly cover: HTMLElement;
  private readonly result: HTMLElement;
  private readonly scoreboard = new Scoreboard();
  private readonly coachLine: CoachLine;
  private readonly stageData: StageData;
  private readonly side: HTMLElement;
  private readonly help: HTMLElement;
  private readonly keys: HeldKeys;
  private clock = new FixedStep();
  private paused = false;
  private readonly idle: MatchState = newMatch('idle');
  private viewer: ReplayViewer | SoloReplayViewer | undefined;
  private frame = 0;
  private resizer: ResizeObserver | undefined;
  private stopKeys: (() => void) | undefined;
  private sceneWords: SceneWords | undefined;
  readonly ranked = new RankedClient();
  private readonly rankedPlay: PuyoRanked;
  /** The opponent picked last: a ranked match is against it. */
  private opponent: Opponent = 'gentle';
  /** The ranked game on the page, while it is: leaving it for another loses it. */
  private rankedDeal: RankedDeal | undefined;
  /** Frames a ranked match waited for the computer's late answer. */
  private readonly reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

  constructor(
    container: HTMLElement,
    readonly context: AppContext,
  ) {
    const { t } = context;
    const loaded = loadSave(context.store, PUYO_SETTINGS_SLOT);
    if (loaded.kind === 'corrupt') context.reportCorrupt(loaded.corrupt, 'save.puyoSettings');
    this.settings = loaded.kind === 'loaded' ? loaded.value : DEFAULT_PUYO_SETTINGS;
    this.keys = new HeldKeys({ das: this.settings.das, arr: this.settings.arr });
    this.sound = new PuyoSound(context.sound);
    this.records = new PuyoRecords(context);

    this.bar = new LevelBar(OPPONENTS, (ai) => levelName(context, ai), t('puyo.opponent'));
    this.bar.onPick((ai) => this.start({ ai, seed: randomSeed() }));
    const button = (label: string, name: string, onClick: () => void) => {
      const element = h('button', { type: 'button', class: `button puyo-${name}-button` }, label);
      element.addEventListener('click', onClick);
      return element;
    };
    this.soloButton = button(t('puyo.solo'), 'solo', () => this.start({ mode: 'solo', seed: randomSeed() }));
    this.soloButton.setAttribute('aria-pressed', 'false');
    this.rankedPlay = new PuyoRanked(context, this.ranked, {
      opponent: () => this.opponent,
      start: (choice, deal) => this.start(choice, deal),
      say: (state, text) => {
        this.host.status.show(state, text);
        if (state === 'failed') context.announce(text);
      },
    });
    this.pauseButton = button(t('puyo.pause'), 'pause', () => this.setPaused(!this.paused));
    this.pauseButton.disabled = true;
    this.undoButton = button(t('puyo.solo.undo'), 'undo', () => this.undo());
    this.endButton = button(t('puyo.solo.end'), 'end', () => this.endPractice());
    this.undoButton.hidden = this.endButton.hidden = true;
    const resume = h('button', { type: 'button', class: 'button primary' }, t('puyo.resume'));
    resume.addEventListener('click', () => this.setPaused(false));
    this.cover = h('div', { class: 'puyo-cover', hidden: true }, h('p', {}, t('puyo.paused')), resume);
    this.result = h('div', { class: 'puyo-result', hidden: true });
    this.canvas.element.setAttribute('role', 'img');
    this.stage = h(
      'div',
      { class: 'puyo-stage', 'data-state': 'setup', 'data-mode': 'versus' },
      this.canvas.element,
      this.cover,
      this.result,
    );
    this.stage.style.aspectRatio = `${SCENE_WIDTH} / ${SCENE_HEIGHT}`;
    this.stageData = new StageData(this.stage);
    this.coachLine = new CoachLine(t, this.stage, this.settings.coach);
    const statusElement = h('p', { class: 'game-status', role: 'status' });
    this.host = new PageHost(context, { status: statusElement, path: '/puyo', addressError: 'puyo.address' });
    this.help = h('p', { class: 'puyo-help muted' }, this.helpText(false));
    this.side = h('div', { class: 'puyo-side' });
    const pad = touchPad(
      t,
      (action, time) => this.press(action, time),
      (action) => this.keys.release(action),
    );
    this.rankedPlay.coverAt({
      holder: this.stage,
      blocked: [this.canvas.element, this.pauseButton, pad],
      covered: () => this.setPaused(true),
    });
    container.append(
      gamePageLayout({
        game: 'puyo',
        title: t('game.puyo'),
        top: [
          this.bar.element,
          this.soloButton,
          this.rankedPlay.matchButton,
          this.rankedPlay.soloButton,
          this.rankedPlay.dailyButton,
          this.pauseButton,
          this.undoButton,
          this.endButton,
        ],
        board: [this.stage, this.scoreboard.element, this.coachLine.element, pad, statusElement],
        side: [
          this.rankedPlay.panel,
          this.side,
          this.help,
          h('p', {}, h('a', { href: '/puyo/sim', 'data-link': true }, t('sim.open'))),
        ],
      }),
    );
  }

  mount(): void {
    const { context } = this;
    const abandoned = this.records.takeAbandoned();
    const left = this.rankedPlay.settleLeft(); // its own word says a match left is lost
    if (abandoned && left !== 'match')
      context.notify(context.t('puyo.abandoned', { level: levelName(context, abandoned) }));
    this.resizer = new ResizeObserver(() => this.canvas.resize());
    this.resizer.observe(this.canvas.element);
    this.canvas.resize();
    this.stopKeys = listenToKeys(this.settings, {
      press: (action, time) => this.press(action, time),
      release: (action) => this.keys.release(action),
      togglePause: (repeat) => {
        if (this.viewer || !this.playing || this.rankedPlay.gated || this.rankedDeal) return false;
        if (!repeat) this.setPaused(!this.paused);
        return true;
      },
      undo: () => this.undo(),
      away: () => {
        this.keys.clear();
        this.setPaused(true);
      },
    });
    this.frame = requestAnimationFrame(this.onFrame);
    const search = this.host.address.search;
    const asked = recordAsked(search).kind;
    void this.host.run({
      record: { game: 'puyo', client: this.ranked, show: (record) => this.openRecord(record) },
      game: () => {
        const parsed = parseMatchQuery(search, randomSeed);
        if (asked !== 'bad' && !parsed.ok) this.host.reportBadAddress(addressErrorOf(parsed.error));
        // The address of a ranked game left names its deal: it is not played again unranked at once.
        if (asked !== 'record' && parsed.ok && parsed.value && !left) this.start(parsed.value);
        else this.showChoose();
      },
    });
  }

  /** No play yet: the opponents to choose from. */
  private showChoose(): void {
    this.host.status.show('setup', this.context.t('puyo.status.choose'));
    this.side.replaceChildren(...versusPanels(this, 'gentle'));
  }

  /** A ranked match from the server (`?record=ID`), opened in the replay viewer on its last tick. */
  private openRecord(record: RecordAnswer): boolean {
    const { t } = this.context;
    if (this.host.gone) return true; // nothing to show it on
    const saved = savedMatchOf(record);
    const solo = saved ? undefined : soloCursorOf(record);
    if (!(saved || solo)) return false;
    this.showChoose();
    const { id, playerName, status } = record;
    const caption = t('record.caption', { id, player: playerName, status: t(`ranked.status.${status}`) });
    if (saved) this.watch(saved, { caption });
    else if (solo) this.watchSolo(new SoloReplayViewer(t, solo, caption, () => this.closeReplay()));
    this.host.status.show('replay', caption);
    return true;
  }

  destroy(): void {
    this.host.destroy();
    cancelAnimationFrame(this.frame);
    this.resizer?.disconnect();
    this.stopKeys?.();
    this.viewer?.destroy();
    this.workers.terminate();
    this.sound.close();
  }

  private get playing(): boolean {
    return this.play !== undefined && !this.play.run.over;
  }

  private helpText(solo: boolean, ranked = false): string {
    const t = this.context.t;
    if (browserPointers().coarse) {
      // A finger plays with the touch pad (touchPad.ts), so the help names its buttons, not keys.
      const buttons = { ...TOUCH_GLYPHS, pause: t('puyo.pause'), undo: t('puyo.solo.undo') };
      if (ranked) return t(solo ? 'puyo.ranked.soloTouchHelp' : 'puyo.ranked.touchHelp', buttons);
      return t(solo ? 'puyo.solo.touchHelp' : 'puyo.touchHelp', buttons);
    }
    const first = (action: Action) => keyName(this.settings.keys[action][0]);
    const keys = {
      left: first('left'),
      right: first('right'),
      ccw: first('rotateCcw'),
      cw: first('rotateCw'),
      drop: first('softDrop'),
      pause: PAUSE_KEYS,
    };
    if (ranked)
      return solo
        ? this.context.t('puyo.ranked.soloHelp', { ...keys, undo: UNDO_KEY })
        : this.context.t('puyo.ranked.help', keys);
    return solo
      ? this.context.t('puyo.solo.help', { ...keys, undo: UNDO_KEY })
      : this.context.t('puyo.help', keys);
  }

  // The host's side, for the plays.

  isCurrent(play: Play): boolean {
    return this.host.isCurrent(play);
  }

  private get play(): Play | undefined {
    return this.host.game;
  }

  start(choice: PageChoice, deal?: RankedDeal): void {
    if (this.rankedDeal && this.playing) this.rankedPlay.leave(this.rankedDeal); // left for another: lost
    this.rankedDeal = deal;
    if (deal) this.rankedPlay.keep(deal);
    this.closeReplay();
    const solo = isSolo(choice);
    const data = this.stage.dataset;
    for (const key of ['result', 'fields', 'scores', 'summary', 'coach']) delete data[key];
    const play = solo ? new SoloPlay(this, choice, deal) : new VersusPlay(this, choice, deal);
    this.host.put(play);
    if (!solo) this.opponent = choice.ai;
    if (deal) data.ranked = deal.gameId;
    else delete data.ranked;
    data.held = '0';
    this.clock = new FixedStep();
    this.keys.clear();
    this.paused = false;
    this.cover.hidden = true;
    this.result.hidden = true;
    this.pauseButton.disabled = false;
    this.pauseButton.hidden = deal !== undefined; // a ranked game has no pause (rankedMatch.ts)
    this.pauseButton.textContent = this.context.t('puyo.pause');
    this.bar.press(solo ? undefined : choice.ai);
    this.soloButton.setAttribute('aria-pressed', String(solo));
    this.undoButton.hidden = this.endButton.hidden = !solo;
    this.undoButton.disabled = this.endButton.disabled = false;
    this.help.textContent = this.helpText(solo, deal !== undefined);
    this.canvas.showSides(solo ? 1 : 2);
    this.stage.style.aspectRatio = `${solo ? SOLO_SCENE_WIDTH : SCENE_WIDTH} / ${SCENE_HEIGHT}`;
    this.scoreboard.forget();
    this.host.address.show(matchQueryOf(choice));
    data.state = 'playing';
    data.mode = solo ? 'solo' : 'versus';
    data.seed = choice.seed;
    this.host.status.show('playing', play.statusText());
    this.redrawSide();
  }

  rankedAgain(deal: RankedDeal): void {
    this.rankedPlay.again(deal);
  }

  rankedEnded(deal: RankedDeal, body: object, card: HTMLElement, level: string): void {
    this.rankedPlay.follow(deal, body, card, level);
  }

  ended(card: HTMLElement, state: string, text: string): void {
    if (this.rankedDeal) this.rankedPlay.drop(); // over: not left
    this.pauseButton.disabled = true;
    this.undoButton.disabled = this.endButton.disabled = true;
    this.stage.dataset.state = 'over';
    this.host.status.show(state, text);
    this.context.announce(text);
    this.result.replaceChildren(card);
    this.result.hidden = false;
    this.result.querySelector('button')?.focus({ preventScroll: true });
    this.redrawSide();
  }

  showStatus(state: string, text: string): void {
    this.host.status.show(state, text);
  }

  engineFailed(): void {
    this.host.status.engineFailed();
  }

  redrawSide(): void {
    if (this.play) this.side.replaceChildren(...this.play.sidePanels());
  }

  watch(saved: SavedMatch, record?: { readonly caption: string }): void {
    this.closeReplay();
    if (this.playing) this.setPaused(true);
    this.result.hidden = true;
    this.viewer = new ReplayViewer(
      this.context.t,
      saved,
      levelName(this.context, saved.ai),
      () => this.closeReplay(),
      record,
    );
    this.canvas.showSides(2);
    this.stage.style.aspectRatio = `${SCENE_WIDTH} / ${SCENE_HEIGHT}`;
    this.stage.dataset.state = 'replay';
    this.stage.dataset.mode = 'versus';
    this.stage.after(this.viewer.element);
    this.viewer.element.querySelector('button')?.focus({ preventScroll: true });
    this.bringIntoView(this.viewer.element);
  }

  // The page's own.

  private watchSolo(viewer: SoloReplayViewer): void {
    this.closeReplay();
    if (this.playing) this.setPaused(true);
    this.result.hidden = true;
    this.viewer = viewer;
    this.canvas.showSides(1);
    this.stage.style.aspectRatio = `${SOLO_SCENE_WIDTH} / ${SCENE_HEIGHT}`;
    this.stage.dataset.state = 'replay';
    this.stage.dataset.mode = 'solo';
    this.stage.after(viewer.element);
    this.bringIntoView(viewer.element);
  }

  /**
   * The stage and the replay's controls in view: a replay opened from the recent matches, far below on a phone,
   * would otherwise play out of sight. The page moves only as far as it must.
   */
  private bringIntoView(controls: HTMLElement): void {
    controls.scrollIntoView({ block: 'nearest' });
    if (this.stage.getBoundingClientRect().top < 0) this.stage.scrollIntoView({ block: 'start' });
  }

  private closeReplay(): void {
    if (!this.viewer) return;
    this.viewer.destroy();
    this.viewer.element.remove();
    this.viewer = undefined;
    this.scoreboard.forget();
    const play = this.play;
    const solo = play !== undefined && isSolo(play.choice);
    this.canvas.showSides(solo ? 1 : 2);
    this.stage.style.aspectRatio = `${solo ? SOLO_SCENE_WIDTH : SCENE_WIDTH} / ${SCENE_HEIGHT}`;
    this.stage.dataset.mode = solo ? 'solo' : 'versus';
    this.stage.dataset.state = !play ? 'setup' : play.run.over ? 'over' : this.paused ? 'paused' : 'playing';
    if (play?.run.over) this.result.hidden = false;
  }

  private readonly onFrame = (now: number) => {
    this.frame = requestAnimationFrame(this.onFrame);
    const play = this.play;
    if (play && !play.run.over && !this.paused && !this.viewer) {
      const due = this.clock.advance(now);
      for (let i = 0; i < due && !play.run.over; i++) {
        if (play.waiting?.()) {
          this.clock.halt(); // the time waited is not played: the match goes on from where it stopped
          break;
        }
        const human =
          play.run.match.players[0].phase === 'move' ? this.keys.sample(this.clock.tickTime(now, i, due)) : 0;
        play.step(human);
      }
      if (play.run.over) play.finish();
      else play.afterTicks();
    }
    this.draw();
  };

  private draw(): void {
    const viewing = this.viewer;
    const play = viewing ? undefined : this.play;
    const match = viewing?.match ?? play?.run.match ?? this.idle;
    const advice = play && !this.paused ? play.advice() : undefined;
    this.coachLine.show(advice);
    const solo = viewing ? viewing instanceof SoloReplayViewer : play !== undefined && isSolo(play.choice);
    this.canvas.draw(match, (viewing ?? play?.run)?.effects.sides ?? [{}, {}], {
      fraction: viewing ? 0 : this.clock.fraction,
      ghost: this.settings.ghost && !viewing,
      coach: advice?.placement,
      covered: this.paused && !viewing,
      solo,
      reducedMotion: this.reducedMotion?.matches === true,
      dark: document.documentElement.dataset.theme === 'dark',
      words: (this.sceneWords ??= this.words()),
    });
    this.stageData.describe(match);
    this.drawScores(match);
  }

  private drawScores(match: MatchState): void {
    const { t } = this.context;
    const play = this.viewer ? undefined : this.play;
    if (play) {
      if (this.scoreboard.show(play.scores()))
        this.canvas.element.setAttribute('aria-label', play.fieldsLabel());
      return;
    }
    const viewer = this.viewer;
    if (viewer instanceof SoloReplayViewer) {
      const { score, nextPair } = match.players[0];
      if (
        this.scoreboard.show([
          { side: 'you', label: t('puyo.result.score'), value: score },
          { side: 'pairs', label: t('puyo.solo.pairs'), value: nextPair, count: true },
        ])
      )
        this.canvas.element.setAttribute('aria-label', t('puyo.solo.fields', { score, pairs: nextPair }));
      return;
    }
    const ai = viewer?.saved.ai;
    const level = ai ? levelName(this.context, ai) : '';
    const [you, cpu] = match.players;
    const changed = this.scoreboard.show([
      { side: 'you', label: t('puyo.you'), value: you.score },
      { side: 'cpu', label: ai ? t('puyo.cpu', { level }) : t('puyo.cpuNone'), value: cpu.score },
    ]);
    if (changed)
      this.canvas.element.setAttribute(
        'aria-label',
        t('puyo.fields', { level, you: you.score, cpu: cpu.score }),
      );
  }

  private words(): SceneWords {
    const { t } = this.context;
    return {
      chain: (n) => t('puyo.chain', { n }),
      allClear: t('puyo.allClear'),
      margin: t('puyo.margin'),
      next: t('puyo.next'),
    };
  }

  private press(action: Action, time: number): boolean {
    if (!this.playing || this.paused || this.viewer || this.rankedPlay.gated) return false;
    this.keys.press(action, time);
    return true;
  }

  private undo(): boolean {
    const play = this.play;
    if (!play?.undo || play.run.over || this.paused || this.viewer) return false;
    this.keys.clear();
    return play.undo();
  }

  private endPractice(): void {
    const play = this.play;
    if (!play?.end || play.run.over) return;
    if (this.paused) this.setPaused(false);
    play.end();
    play.finish();
  }

  private setPaused(paused: boolean): void {
    const play = this.play;
    // A ranked game runs on: leaving its tab or window does not stop it either (the server holds a match whose
    // time from deal to result passes its play by more than pace.ts's allowance).
    if (!play || play.run.over || this.paused === paused || (paused && this.rankedDeal)) return;
    this.paused = paused;
    this.keys.clear();
    this.clock.halt();
    this.cover.hidden = !paused;
    this.undoButton.disabled = paused;
    this.stage.dataset.state = paused ? 'paused' : 'playing';
    this.pauseButton.textContent = this.context.t(paused ? 'puyo.resume' : 'puyo.pause');
    if (paused) this.host.status.show('paused', this.context.t('puyo.status.paused', { pause: PAUSE_KEYS }));
    else this.host.status.show('playing', play.statusText());
  }
}
