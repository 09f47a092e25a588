/**
 * Everything the Puyo page keeps in the browser, loaded once (an unreadable save is set aside and reported): the
 * records per opponent, the last matches to replay, solo practice's statistics, and the match left unfinished by
 * a reload, which counts as a loss.
 */
import { LocalRecords } from '../records/localRecords.ts';
import type { AppContext } from '../shell/appTypes.ts';
import { clearSave, loadSave, writeSave } from '../storage/versionedStore.ts';
import type { Opponent } from './matchSetup.ts';
import {
  type BestMatch,
  CHAIN_RULES,
  CHAINS_SLOT,
  IN_PROGRESS_SLOT,
  REPLAYS_SLOT,
  type SavedMatch,
  SCORE_RULES,
  SCORES_SLOT,
  withReplay,
} from './saves.ts';
import {
  SOLO_CHAIN_RULES,
  SOLO_CHAINS_SLOT,
  SOLO_LEVEL,
  SOLO_SCORE_RULES,
  SOLO_SCORES_SLOT,
  type SoloEntry,
} from './soloSaves.ts';

export class PuyoRecords {
  readonly scores: LocalRecords<BestMatch>;
  readonly chains: LocalRecords<BestMatch>;
  readonly soloScores: LocalRecords<SoloEntry>;
  readonly soloChains: LocalRecords<SoloEntry>;
  replays: SavedMatch[] = [];

  constructor(private readonly context: AppContext) {
    const { store } = context;
    this.scores = new LocalRecords(store, SCORES_SLOT, SCORE_RULES);
    this.chains = new LocalRecords(store, CHAINS_SLOT, CHAIN_RULES);
    this.soloScores = new LocalRecords(store, SOLO_SCORES_SLOT, SOLO_SCORE_RULES);
    this.soloChains = new LocalRecords(store, SOLO_CHAINS_SLOT, SOLO_CHAIN_RULES);
    for (const corrupt of [
      this.scores.load(),
      this.chains.load(),
      this.soloScores.load(),
      this.soloChains.load(),
    ])
      if (corrupt) context.reportCorrupt(corrupt, 'save.puyoRecords');
    const saved = loadSave(store, REPLAYS_SLOT);
    if (saved.kind === 'corrupt') context.reportCorrupt(saved.corrupt, 'save.puyoReplays');
    if (saved.kind === 'loaded') this.replays = saved.value;
  }

  /** The opponent of a match left unfinished (now counted as a loss), if there was one. */
  takeAbandoned(): Opponent | undefined {
    const { store } = this.context;
    const left = loadSave(store, IN_PROGRESS_SLOT);
    if (left.kind !== 'loaded') return undefined;
    clearSave(store, IN_PROGRESS_SLOT);
    this.scores.add({ level: left.value.ai, won: false });
    this.chains.add({ level: left.value.ai, won: false });
    return left.value.ai;
  }

  matchStarted(ai: Opponent, seed: string): void {
    writeSave(this.context.store, IN_PROGRESS_SLOT, { ai, seed, started: Date.now() });
  }

  matchEnded(saved: SavedMatch, entry: BestMatch): void {
    clearSave(this.context.store, IN_PROGRESS_SLOT);
    const won = saved.result === 'won';
    this.scores.add({ level: saved.ai, won, entry });
    this.chains.add({ level: saved.ai, won, entry });
    this.replays = withReplay(this.replays, saved);
    writeSave(this.context.store, REPLAYS_SLOT, this.replays);
  }

  /** A practice ended: the rank its score took among the best (1 = new best), or null. */
  soloEnded(entry: SoloEntry): number | null {
    this.soloChains.add({ level: SOLO_LEVEL, won: false, entry });
    return this.soloScores.add({ level: SOLO_LEVEL, won: false, entry });
  }
}
