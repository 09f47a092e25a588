/**
 * A match against the computer on the page: the human's ticks with the AI's (AiPlayer, answered by its worker
 * while the match goes on), the coach when it is on, sounds, and at the end the records, the replay kept and the
 * result card with Rematch and Watch replay.
 */
import { COMPUTER_ACT_EVERY } from '../../puyo/ai/computerSide.ts';
import type { AiDecision } from '../../puyo/ai/index.ts';
import { CELL_CHARS, makeField } from '../../puyo/index.ts';
import { AiPlayer } from './aiPlayer.ts';
import { Coach } from './coach.ts';
import { makeInputLog } from './inputLog.ts';
import { MatchRun } from './matchRun.ts';
import { type MatchChoice, type Opponent, randomSeed } from './matchSetup.ts';
import { matchTime } from './matchTime.ts';
import { levelName, type Play, type PlayHost } from './playHost.ts';
import type { RankedDeal } from './rankedMatch.ts';
import { resultView } from './resultView.ts';
import type { SavedMatch } from './saves.ts';
import type { ScoreSide } from './scoreboard.ts';
import { recordsPanel, replaysPanel } from './sidePanels.ts';

/** The records and last matches beside the fields, for an opponent (also before any match). */
export function versusPanels(host: PlayHost, ai: Opponent): HTMLElement[] {
  const { context, records } = host;
  return [
    recordsPanel(context.t, ai, levelName(context, ai), records.scores, records.chains),
    replaysPanel(
      context.t,
      records.replays,
      (level) => levelName(context, level),
      (saved) => host.watch(saved),
    ),
  ];
}

export class VersusPlay implements Play {
  readonly run: MatchRun;
  private readonly ai: AiPlayer;
  private readonly coach: Coach | undefined;

  constructor(
    private readonly host: PlayHost,
    readonly choice: MatchChoice,
    /** Ranked: the server's deal, whose computer plays at the dealt pace as the server re-runs it. */
    private readonly deal?: RankedDeal,
  ) {
    const client = host.workers.opponent();
    const current = () => host.isCurrent(this);
    this.ai = new AiPlayer(
      (request) =>
        current() ? client.request({ ai: choice.ai, request }) : new Promise<AiDecision>(() => {}),
      1,
      deal?.actEvery ?? COMPUTER_ACT_EVERY[choice.ai],
      () => {
        if (current()) host.engineFailed();
      },
      deal?.thinkTicks,
    );
    this.run = new MatchRun(choice, this.ai);
    if (host.settings.coach) {
      const coach = host.workers.coach();
      this.coach = new Coach((request) =>
        current() ? coach.request({ ai: 'strongest', request }) : new Promise<AiDecision>(() => {}),
      );
    }
    host.records.matchStarted(choice.ai, choice.seed);
    const data = host.stage.dataset;
    data.ai = choice.ai;
    data.deal = this.run.match.queue
      .slice(0, 8)
      .map((pair) => CELL_CHARS[pair.pivot] + CELL_CHARS[pair.child])
      .join(',');
  }

  private get level(): string {
    return levelName(this.host.context, this.choice.ai);
  }

  step(human: number): void {
    this.run.step(human);
    for (const event of this.run.match.events) {
      if (event.type === 'pop' && event.player === 0) this.host.sound.pop(event.chain);
      else if (event.type === 'garbage' && event.player === 0) this.host.sound.thud();
    }
  }

  waiting(): boolean {
    return this.ai.waiting(this.run.match);
  }

  afterTicks(): void {
    this.coach?.update(this.run.match);
  }

  advice() {
    return this.coach?.current(this.run.match);
  }

  scores(): readonly ScoreSide[] {
    const { t } = this.host.context;
    const [you, cpu] = this.run.match.players;
    return [
      { side: 'you', label: t('puyo.you'), value: you.score },
      { side: 'cpu', label: t('puyo.cpu', { level: this.level }), value: cpu.score },
    ];
  }

  fieldsLabel(): string {
    const [you, cpu] = this.run.match.players;
    return this.host.context.t('puyo.fields', { level: this.level, you: you.score, cpu: cpu.score });
  }

  statusText(): string {
    const key = this.deal ? 'puyo.ranked.playing' : 'puyo.status.playing';
    return this.host.context.t(key, { level: this.level });
  }

  sidePanels(): readonly HTMLElement[] {
    return versusPanels(this.host, this.choice.ai);
  }

  finish(): void {
    const { host, run, choice } = this;
    const { t } = host.context;
    const { match } = run;
    const outcome = match.result === 'p1' ? 'won' : match.result === 'p2' ? 'lost' : 'draw';
    const [you, cpu] = match.players;
    const entry = { score: you.score, chain: you.longestChain, at: Date.now() };
    const saved: SavedMatch = {
      ai: choice.ai,
      seed: choice.seed,
      at: entry.at,
      result: outcome,
      ticks: match.tick,
      scores: [you.score, cpu.score],
      log: makeInputLog(run.inputs),
    };
    host.records.matchEnded(saved, entry);
    if (outcome === 'won') host.sound.win();
    else host.sound.lose();
    const data = host.stage.dataset;
    data.result = match.result ?? '';
    data.fields = match.players.map((player) => makeField(player.field)).join('\n\n');
    data.scores = `${you.score},${cpu.score}`;
    const level = this.level;
    const time = matchTime(match.tick);
    const text =
      outcome === 'won'
        ? t('puyo.status.won', { level, time })
        : outcome === 'lost'
          ? t('puyo.status.lost', { level, time })
          : t('puyo.status.draw');
    const { deal } = this;
    const card = resultView(t, match, run.tally, t('puyo.cpu', { level }), {
      again: !deal
        ? { label: t('puyo.rematch'), run: () => host.start({ ai: choice.ai, seed: randomSeed() }) }
        : deal.daily
          ? undefined // today's challenge is played once
          : { label: t('puyo.ranked.again'), run: () => host.rankedAgain(deal) },
      replay: () => host.watch(saved),
      note: deal?.daily ? t('ranked.dailyOnce') : undefined,
    });
    if (this.deal) host.rankedEnded(this.deal, { inputs: run.inputs }, card, level);
    host.ended(card, outcome, text);
  }
}
