/**
 * Solo practice (Tokoton) on the page: the human alone on the pairs a match with the seed deals, drawn as the
 * human's side of a match. Undo takes back the last pair; the practice ends when the player tops out or ends it,
 * with the score, largest chain and pairs used kept in the solo records and shown on the summary card.
 */
import { randomSeed, type SoloChoice } from './matchSetup.ts';
import { UNDO_KEY } from './pageKeys.ts';
import type { Play, PlayHost } from './playHost.ts';
import { levelName } from './playHost.ts';
import type { RankedDeal } from './rankedMatch.ts';
import type { ScoreSide } from './scoreboard.ts';
import { replaysPanel, soloRecordsPanel } from './sidePanels.ts';
import { SoloRun } from './soloRun.ts';
import { soloSummary } from './soloSummary.ts';

export class SoloPlay implements Play {
  readonly run: SoloRun;
  private undos = 0;

  constructor(
    private readonly host: PlayHost,
    readonly choice: SoloChoice,
    /** Ranked: the server's deal; the placements are posted at the end. */
    private readonly deal?: RankedDeal,
  ) {
    this.run = new SoloRun(choice.seed);
    delete host.stage.dataset.ai;
    this.describeMoves();
  }

  step(human: number): void {
    this.run.step(human);
    for (const event of this.run.match.events) {
      if (event.type === 'pop') this.host.sound.pop(event.chain);
      else if (event.type === 'lock') this.describeMoves();
    }
  }

  /** The practice's placements as data on the stage (column, turn, soft-drop points), for tests. */
  private describeMoves(): void {
    this.host.stage.dataset.moves = this.run.practice.moves
      .map((m) => `${m.col},${m.rot},${m.drop}`)
      .join(' ');
  }

  afterTicks(): void {}

  advice() {
    return undefined;
  }

  undo(): boolean {
    const pair = this.run.practice.state.pairs;
    if (!this.run.undo()) return false;
    this.undos++;
    this.describeMoves();
    this.host.context.announce(this.host.context.t('puyo.solo.undone', { pair }));
    return true;
  }

  end(): void {
    this.run.end();
  }

  scores(): readonly ScoreSide[] {
    const { t } = this.host.context;
    const { state } = this.run.practice;
    return [
      { side: 'you', label: t('puyo.result.score'), value: this.run.match.players[0].score },
      { side: 'pairs', label: t('puyo.solo.pairs'), value: state.pairs, count: true },
    ];
  }

  fieldsLabel(): string {
    const { state } = this.run.practice;
    return this.host.context.t('puyo.solo.fields', { score: state.score, pairs: state.pairs });
  }

  statusText(): string {
    if (this.deal) return this.host.context.t('puyo.ranked.soloPlaying');
    return this.host.context.t('puyo.solo.status', { undo: UNDO_KEY });
  }

  sidePanels(): readonly HTMLElement[] {
    const { context, records } = this.host;
    return [
      soloRecordsPanel(context.t, records.soloScores, records.soloChains),
      replaysPanel(
        context.t,
        records.replays,
        (level) => levelName(context, level),
        (saved) => this.host.watch(saved),
      ),
    ];
  }

  finish(): void {
    const { host, run, choice } = this;
    const { t } = host.context;
    const { state } = run.practice;
    // A practice ended before its first pair is no practice: nothing to keep.
    if (state.pairs > 0)
      host.records.soloEnded({
        score: state.score,
        chain: state.largestChain,
        pairs: state.pairs,
        at: Date.now(),
      });
    if (state.over) host.sound.lose();
    const data = host.stage.dataset;
    data.result = state.over ? 'topped' : 'ended';
    data.summary = `${state.score},${state.largestChain},${state.pairs}`;
    const { deal } = this;
    const card = soloSummary(
      t,
      state,
      run.match.tick,
      deal
        ? { fresh: () => host.rankedAgain(deal), freshLabel: t('puyo.ranked.soloAgain') }
        : {
            same: () => host.start({ mode: 'solo', seed: choice.seed }),
            fresh: () => host.start({ mode: 'solo', seed: randomSeed() }),
          },
    );
    const text = t('puyo.solo.over', { score: state.score, chain: state.largestChain, pairs: state.pairs });
    if (this.deal && state.pairs > 0) {
      const body = { moves: run.practice.moves, undos: this.undos };
      host.rankedEnded(this.deal, body, card, t('puyo.solo'));
    }
    host.ended(card, state.over ? 'topped' : 'ended', text);
  }
}
