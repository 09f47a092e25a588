/**
 * Puyo Puyo against the computer: the page that ties the engine's match to the screen. A fixed step of 60 ticks a
 * second runs from the animation frames' clock (FixedStep); each tick takes the human's buttons (HeldKeys, from
 * keys or the touch pad) and the computer's (AiPlayer, answered by the AI worker while the match goes on), and
 * each frame draws the match between ticks (MatchCanvas). A finished match is kept as its seed and input log.
 */
import type { AiDecision } from '../../puyo/ai/index.ts';
import { CELL_CHARS, Field, type MatchState, makeField, newMatch } from '../../puyo/index.ts';
import { type AiQuestion, puyoAiProtocol } from '../engine/protocols.ts';
import { WorkerClient } from '../engine/workerClient.ts';
import type { MessageKey } from '../i18n/index.ts';
import { LevelBar } from '../page/levelBar.ts';
import { gamePageLayout } from '../page/pageLayout.ts';
import { StatusLine } from '../page/statusLine.ts';
import { LocalRecords } from '../records/localRecords.ts';
import { h } from '../shell/dom.ts';
import type { AppContext, MountView } from '../shell/types.ts';
import { clearSave, loadSave, writeSave } from '../storage/versionedStore.ts';
import { AiPlayer } from './aiPlayer.ts';
import { type Advice, Coach } from './coach.ts';
import { FixedStep } from './fixedStep.ts';
import { type Action, HeldKeys } from './heldKeys.ts';
import { makeInputLog } from './inputLog.ts';
import { keyName } from './keyNames.ts';
import { MatchCanvas, SCENE_HEIGHT, SCENE_WIDTH, type SceneWords } from './matchCanvas.ts';
import { MatchRun } from './matchRun.ts';
import {
  type MatchChoice,
  matchQuery,
  OPPONENTS,
  type Opponent,
  parseMatchQuery,
  randomSeed,
} from './matchSetup.ts';
import {
  CHAIN_RULES,
  CHAINS_SLOT,
  IN_PROGRESS_SLOT,
  REPLAYS_SLOT,
  type SavedMatch,
  SCORE_RULES,
  SCORES_SLOT,
  withReplay,
} from './puyoSaves.ts';
import { actionOf, DEFAULT_PUYO_SETTINGS, PUYO_SETTINGS_SLOT, type PuyoSettings } from './puyoSettings.ts';
import { PuyoSound } from './puyoSound.ts';
import { ReplayViewer } from './replayViewer.ts';
import { matchTime, resultView } from './resultView.ts';
import { recordsPanel, replaysPanel } from './sidePanels.ts';
import { touchPad } from './touchPad.ts';

/** Ticks between the computer's button presses, gentlest slowest (a human presses some 6 to 10 a second). */
const ACT_EVERY: Record<Opponent, number> = {
  seed: 4,
  gentle: 10,
  easy: 7,
  medium: 5,
  hard: 3,
  strongest: 2,
};

export const mountPuyo: MountView = (container, context) => {
  const page = new PuyoPage(container, context);
  page.start();
  return { unmount: () => page.destroy() };
};

class PuyoPage {
  private readonly canvas = new MatchCanvas();
  private readonly bar: LevelBar<Opponent>;
  private readonly status: StatusLine;
  private readonly stage: HTMLElement;
  private readonly cover: HTMLElement;
  private readonly result: HTMLElement;
  private readonly scoreboard: HTMLElement;
  private readonly side: HTMLElement;
  private readonly pauseButton: HTMLButtonElement;
  private readonly help: HTMLElement;
  private readonly settings: PuyoSettings;
  private readonly keys: HeldKeys;
  private readonly sound: PuyoSound;
  private readonly scores: LocalRecords<import('./puyoSaves.ts').BestMatch>;
  private readonly chains: LocalRecords<import('./puyoSaves.ts').BestMatch>;
  private replays: SavedMatch[] = [];
  private ai: WorkerClient<AiQuestion, AiDecision> | undefined;
  private coachWorker: WorkerClient<AiQuestion, AiDecision> | undefined;
  private coach: Coach | undefined;
  private readonly coachLine: HTMLElement;
  private run: MatchRun | undefined;
  private clock = new FixedStep();
  private paused = false;
  private idle: MatchState = newMatch('idle');
  private viewer: ReplayViewer | undefined;
  private frame = 0;
  private resizer: ResizeObserver | undefined;
  private shownScores = '';
  private sceneWords: SceneWords | undefined;
  private described: MatchState | undefined;
  private readonly describedField = new Field();
  private readonly reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    const { t } = context;
    const loaded = loadSave(context.store, PUYO_SETTINGS_SLOT);
    if (loaded.kind === 'corrupt') context.reportCorrupt(loaded.corrupt, 'save.puyoSettings');
    this.settings = loaded.kind === 'loaded' ? loaded.value : DEFAULT_PUYO_SETTINGS;
    this.keys = new HeldKeys({ das: this.settings.das, arr: this.settings.arr });
    this.sound = new PuyoSound(context.sound);
    this.scores = new LocalRecords(context.store, SCORES_SLOT, SCORE_RULES);
    this.chains = new LocalRecords(context.store, CHAINS_SLOT, CHAIN_RULES);
    for (const corrupt of [this.scores.load(), this.chains.load()])
      if (corrupt) context.reportCorrupt(corrupt, 'save.puyoRecords');
    const saved = loadSave(context.store, REPLAYS_SLOT);
    if (saved.kind === 'corrupt') context.reportCorrupt(saved.corrupt, 'save.puyoReplays');
    if (saved.kind === 'loaded') this.replays = saved.value;

    this.bar = new LevelBar(OPPONENTS, (ai) => this.levelName(ai), t('puyo.opponent'));
    this.bar.onPick((ai) => this.startMatch({ ai, seed: randomSeed() }));
    this.pauseButton = h(
      'button',
      { type: 'button', class: 'button puyo-pause-button', disabled: true },
      t('puyo.pause'),
    );
    this.pauseButton.addEventListener('click', () => this.togglePause());
    const resume = h('button', { type: 'button', class: 'button primary' }, t('puyo.resume'));
    resume.addEventListener('click', () => this.setPaused(false));
    this.cover = h('div', { class: 'puyo-cover', hidden: true }, h('p', {}, t('puyo.paused')), resume);
    this.result = h('div', { class: 'puyo-result', hidden: true });
    this.canvas.element.setAttribute('role', 'img');
    this.stage = h(
      'div',
      { class: 'puyo-stage', 'data-state': 'setup' },
      this.canvas.element,
      this.cover,
      this.result,
    );
    this.stage.style.aspectRatio = `${SCENE_WIDTH} / ${SCENE_HEIGHT}`;
    this.scoreboard = h('div', { class: 'puyo-scores', 'aria-hidden': 'true' });
    const statusElement = h('p', { class: 'game-status', role: 'status' });
    this.status = new StatusLine(statusElement, context);
    this.help = h('p', { class: 'puyo-help muted' }, this.helpText());
    this.coachLine = h('p', { class: 'puyo-coach', hidden: !this.settings.coach });
    this.side = h('div', { class: 'puyo-side' });
    const pad = touchPad(
      t,
      (action, time) => this.press(action, time),
      (action) => this.keys.release(action),
    );
    container.append(
      gamePageLayout({
        game: 'puyo',
        title: t('game.puyo'),
        top: [this.bar.element, this.pauseButton],
        board: [this.stage, this.scoreboard, this.coachLine, pad, statusElement],
        side: [
          this.side,
          this.help,
          h('p', {}, h('a', { href: '/puyo/sim', 'data-link': true }, t('sim.open'))),
        ],
      }),
    );
  }

  start(): void {
    const { context } = this;
    this.reportAbandoned();
    this.resizer = new ResizeObserver(() => this.canvas.resize());
    this.resizer.observe(this.canvas.element);
    this.canvas.resize();
    window.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('keyup', this.onKeyUp);
    window.addEventListener('blur', this.onBlur);
    document.addEventListener('visibilitychange', this.onHidden);
    this.frame = requestAnimationFrame(this.onFrame);
    const parsed = parseMatchQuery(location.search, randomSeed);
    if (!parsed.ok) {
      const error =
        parsed.error.kind === 'ai'
          ? context.t('puyo.setup.ai', { ai: parsed.error.ai })
          : context.t('puyo.setup.seed');
      context.notify(context.t('puyo.address', { error }));
    }
    if (parsed.ok && parsed.value) this.startMatch(parsed.value);
    else {
      this.status.show('setup', context.t('puyo.status.choose'));
      this.drawSide('gentle');
    }
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.resizer?.disconnect();
    window.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('keyup', this.onKeyUp);
    window.removeEventListener('blur', this.onBlur);
    document.removeEventListener('visibilitychange', this.onHidden);
    this.viewer?.destroy();
    this.ai?.terminate();
    this.coachWorker?.terminate();
    this.sound.close();
  }

  private levelName(ai: Opponent): string {
    return this.context.t(`puyo.ai.${ai}` as MessageKey);
  }

  private helpText(): string {
    const first = (action: Action) => keyName(this.settings.keys[action][0]);
    return this.context.t('puyo.help', {
      left: first('left'),
      right: first('right'),
      ccw: first('rotateCcw'),
      cw: first('rotateCw'),
      drop: first('softDrop'),
      pause: 'P / Esc',
    });
  }

  /** A match left by a reload (or by leaving the page) counts as a loss, and the page says so. */
  private reportAbandoned(): void {
    const { store, t } = this.context;
    const left = loadSave(store, IN_PROGRESS_SLOT);
    if (left.kind !== 'loaded') return;
    clearSave(store, IN_PROGRESS_SLOT);
    this.scores.add({ level: left.value.ai, won: false });
    this.chains.add({ level: left.value.ai, won: false });
    this.context.notify(t('puyo.abandoned', { level: this.levelName(left.value.ai) }));
  }

  private aiClient(): WorkerClient<AiQuestion, AiDecision> {
    this.ai ??= new WorkerClient(
      new Worker(new URL('../../puyo/ai/worker.ts', import.meta.url), { type: 'module' }),
      puyoAiProtocol,
    );
    return this.ai;
  }

  private startMatch(choice: MatchChoice): void {
    this.closeReplay();
    const client = this.aiClient();
    let run: MatchRun | undefined;
    const ai = new AiPlayer(
      (request) =>
        run === this.run ? client.request({ ai: choice.ai, request }) : new Promise<AiDecision>(() => {}),
      1,
      ACT_EVERY[choice.ai],
      () => {
        if (run === this.run) this.status.engineFailed();
      },
    );
    run = new MatchRun(choice, ai);
    this.run = run;
    this.coach = this.settings.coach ? this.newCoach(() => run === this.run) : undefined;
    this.clock = new FixedStep();
    this.keys.clear();
    this.paused = false;
    this.cover.hidden = true;
    this.result.hidden = true;
    this.pauseButton.disabled = false;
    this.pauseButton.textContent = this.context.t('puyo.pause');
    this.bar.press(choice.ai);
    history.replaceState(null, '', `${location.pathname}${matchQuery(choice)}`);
    writeSave(this.context.store, IN_PROGRESS_SLOT, { ...choice, started: Date.now() });
    this.stage.dataset.state = 'playing';
    this.stage.dataset.seed = choice.seed;
    this.stage.dataset.ai = choice.ai;
    this.stage.dataset.deal = run.match.queue
      .slice(0, 8)
      .map((pair) => CELL_CHARS[pair.pivot] + CELL_CHARS[pair.child])
      .join(',');
    this.status.show('playing', this.context.t('puyo.status.playing', { level: this.levelName(choice.ai) }));
    this.drawSide(choice.ai);
  }

  /** The coach asks the strongest AI in a worker of its own, so the opponent's answers never wait behind it. */
  private newCoach(current: () => boolean): Coach {
    this.coachWorker ??= new WorkerClient(
      new Worker(new URL('../../puyo/ai/worker.ts', import.meta.url), { type: 'module' }),
      puyoAiProtocol,
    );
    const client = this.coachWorker;
    return new Coach((request) =>
      current() ? client.request({ ai: 'strongest', request }) : new Promise<AiDecision>(() => {}),
    );
  }

  private readonly onFrame = (now: number) => {
    this.frame = requestAnimationFrame(this.onFrame);
    const started = performance.now();
    const run = this.run;
    if (run && !run.over && !this.paused && !this.viewer) {
      const due = this.clock.advance(now);
      for (let i = 0; i < due && !run.over; i++) {
        const human =
          run.match.players[0].phase === 'move' ? this.keys.sample(this.clock.tickTime(now, i, due)) : 0;
        run.step(human);
        this.playSounds(run.match);
      }
      if (run.over) this.finish(run);
      else this.coach?.update(run.match);
    }
    this.draw();
    // This frame's own work (ticks and drawing), for the measuring script: a late frame with little work here
    // was late for the machine, not for the page.
    this.stage.dataset.work = (performance.now() - started).toFixed(2);
  };

  private playSounds(match: MatchState): void {
    for (const event of match.events) {
      if (event.type === 'pop' && event.player === 0) this.sound.pop(event.chain);
      else if (event.type === 'garbage' && event.player === 0) this.sound.thud();
    }
  }

  private draw(): void {
    const viewing = this.viewer;
    const run = this.run;
    const match = viewing?.match ?? run?.match ?? this.idle;
    const effects = viewing?.effects ?? run?.effects;
    const advice = viewing || this.paused ? undefined : this.coach?.current(match);
    this.showAdvice(advice);
    this.canvas.draw(match, effects?.sides ?? [{}, {}], {
      fraction: viewing ? 0 : this.clock.fraction,
      ghost: this.settings.ghost && !viewing,
      coach: advice?.placement,
      covered: this.paused && !viewing,
      reducedMotion: this.reducedMotion?.matches === true,
      dark: document.documentElement.dataset.theme === 'dark',
      words: (this.sceneWords ??= this.words()),
    });
    this.describeStage(match);
    const [you, cpu] = match.players;
    const scores = `${you.score},${cpu.score}`;
    if (scores !== this.shownScores) {
      this.shownScores = scores;
      const ai = viewing?.saved.ai ?? run?.choice.ai;
      const cpuName = ai
        ? this.context.t('puyo.cpu', { level: this.levelName(ai) })
        : this.context.t('puyo.cpuNone');
      this.scoreboard.replaceChildren(
        h(
          'div',
          { 'data-side': 'you' },
          h('span', {}, this.context.t('puyo.you')),
          h('strong', {}, String(you.score).padStart(8, '0')),
        ),
        h(
          'div',
          { 'data-side': 'cpu' },
          h('span', {}, cpuName),
          h('strong', {}, String(cpu.score).padStart(8, '0')),
        ),
      );
      this.canvas.element.setAttribute(
        'aria-label',
        this.context.t('puyo.fields', {
          level: ai ? this.levelName(ai) : '',
          you: you.score,
          cpu: cpu.score,
        }),
      );
    }
  }

  /**
   * The human's side as data on the stage, for tests and the measuring script (the canvas has no DOM to read):
   * the tick, the pair (column, row, turn) and its number, ticks lost to stalls, and the field as text. Written
   * only when the tick moved, the field text only when the field changed.
   */
  private describeStage(match: MatchState): void {
    const data = this.stage.dataset;
    const tick = String(match.tick);
    if (data.tick === tick && this.described === match) return;
    this.described = match;
    const human = match.players[0];
    const piece = human.piece;
    data.tick = tick;
    data.piece = piece ? `${piece.col},${piece.row},${piece.rot}` : '';
    data.pair = String(human.nextPair);
    data.lost = String(this.clock.lost);
    if (!human.field.equals(this.describedField) || data.field === undefined) {
      this.describedField.copyFrom(human.field);
      data.field = makeField(human.field);
    }
  }

  private shownAdvice: Advice | undefined;

  private showAdvice(advice: Advice | undefined): void {
    if (advice === this.shownAdvice) return;
    this.shownAdvice = advice;
    const data = this.stage.dataset;
    if (!advice) {
      this.coachLine.textContent = '';
      delete data.coach;
      return;
    }
    this.coachLine.textContent = this.context.t('puyo.coach.builds', {
      chains: advice.chains,
      score: advice.score.toLocaleString(),
    });
    data.coach = `${advice.pair}:${advice.placement.col},${advice.placement.rot}`;
    data.coachRequest = JSON.stringify(advice.request);
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

  private finish(run: MatchRun): void {
    const { context } = this;
    const { match, choice } = run;
    const won = match.result === 'p1';
    const outcome = match.result === 'p1' ? 'won' : match.result === 'p2' ? 'lost' : 'draw';
    clearSave(context.store, IN_PROGRESS_SLOT);
    const [you, cpu] = match.players;
    const entry = { score: you.score, chain: you.longestChain, at: Date.now() };
    this.scores.add({ level: choice.ai, won, entry });
    this.chains.add({ level: choice.ai, won, entry });
    const saved: SavedMatch = {
      ai: choice.ai,
      seed: choice.seed,
      at: entry.at,
      result: outcome,
      ticks: match.tick,
      scores: [you.score, cpu.score],
      log: makeInputLog(run.inputs),
    };
    this.replays = withReplay(this.replays, saved);
    writeSave(context.store, REPLAYS_SLOT, this.replays);
    if (won) this.sound.win();
    else this.sound.lose();
    this.pauseButton.disabled = true;
    this.stage.dataset.state = 'over';
    this.stage.dataset.result = match.result ?? '';
    this.stage.dataset.fields = match.players.map((player) => makeField(player.field)).join('\n\n');
    this.stage.dataset.scores = `${you.score},${cpu.score}`;
    const level = this.levelName(choice.ai);
    const time = matchTime(match.tick);
    const text =
      outcome === 'won'
        ? context.t('puyo.status.won', { level, time })
        : outcome === 'lost'
          ? context.t('puyo.status.lost', { level, time })
          : context.t('puyo.status.draw');
    this.status.show(outcome, text);
    context.announce(text);
    this.result.replaceChildren(
      resultView(context.t, match, run.tally, context.t('puyo.cpu', { level }), {
        rematch: () => this.startMatch({ ai: choice.ai, seed: randomSeed() }),
        replay: () => this.watch(saved),
      }),
    );
    this.result.hidden = false;
    this.result.querySelector('button')?.focus({ preventScroll: true });
    this.drawSide(choice.ai);
  }

  private drawSide(ai: Opponent): void {
    this.side.replaceChildren(
      recordsPanel(this.context.t, ai, this.levelName(ai), this.scores, this.chains),
      replaysPanel(
        this.context.t,
        this.replays,
        (level) => this.levelName(level),
        (saved) => this.watch(saved),
      ),
    );
  }

  private watch(saved: SavedMatch): void {
    this.closeReplay();
    if (this.run && !this.run.over) this.setPaused(true);
    this.result.hidden = true;
    this.viewer = new ReplayViewer(this.context.t, saved, this.levelName(saved.ai), () => this.closeReplay());
    this.drawSide(saved.ai);
    this.stage.dataset.state = 'replay';
    this.stage.after(this.viewer.element);
    this.viewer.element.querySelector('button')?.focus({ preventScroll: true });
  }

  private closeReplay(): void {
    if (!this.viewer) return;
    this.viewer.destroy();
    this.viewer.element.remove();
    this.viewer = undefined;
    this.shownScores = '';
    const run = this.run;
    this.stage.dataset.state = !run ? 'setup' : run.over ? 'over' : this.paused ? 'paused' : 'playing';
    if (run?.over) this.result.hidden = false;
  }

  private press(action: Action, time: number): void {
    if (this.run && !this.run.over && !this.paused && !this.viewer) this.keys.press(action, time);
  }

  private togglePause(): void {
    this.setPaused(!this.paused);
  }

  private setPaused(paused: boolean): void {
    const run = this.run;
    if (!run || run.over || this.paused === paused) return;
    this.paused = paused;
    this.keys.clear();
    this.clock.halt();
    this.cover.hidden = !paused;
    this.stage.dataset.state = paused ? 'paused' : 'playing';
    this.pauseButton.textContent = this.context.t(paused ? 'puyo.resume' : 'puyo.pause');
    const level = this.levelName(run.choice.ai);
    if (paused) this.status.show('paused', this.context.t('puyo.status.paused', { pause: 'P / Esc' }));
    else this.status.show('playing', this.context.t('puyo.status.playing', { level }));
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest?.('input, select, textarea')) return;
    if (event.code === 'KeyP' || event.code === 'Escape') {
      if (this.viewer) return;
      if (this.run && !this.run.over) {
        event.preventDefault();
        if (!event.repeat) this.togglePause();
      }
      return;
    }
    const action = actionOf(this.settings, event.code);
    if (action === undefined || !this.run || this.run.over || this.paused || this.viewer) return;
    event.preventDefault();
    this.keys.press(action, event.timeStamp);
  };

  private readonly onKeyUp = (event: KeyboardEvent) => {
    const action = actionOf(this.settings, event.code);
    if (action !== undefined) this.keys.release(action);
  };

  private readonly onBlur = () => {
    this.keys.clear();
    this.setPaused(true);
  };

  private readonly onHidden = () => {
    if (document.hidden) this.setPaused(true);
  };
}
