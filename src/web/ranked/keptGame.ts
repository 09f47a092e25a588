/**
 * The ranked game in play, kept in this browser so that a reload or a reopened tab goes on with it: its id on the
 * server, its level, whether it is today's challenge and, for a game whose board the page saves itself (Sudoku's
 * givens), that board, in a versioned, zod-checked slot per game (a save that cannot be read is reported and set
 * aside, like every other). The one store of kept games every page uses (`KeptGames`). On load the page asks the
 * server how the game stands (GET /api/games/:id): one still in play goes on; one the server has finished, or no
 * longer has, is dropped with a word to the player; when the server cannot be reached the game stays kept.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/index.ts';
import type { AppContext } from '../shell/appTypes.ts';
import {
  clearSave,
  type KeyValueStore,
  loadOrReport,
  type SaveSlot,
  writeSave,
} from '../storage/versionedStore.ts';
import type { GameAnswer, GameName } from './answers.ts';
import type { RankedClient, RankedError } from './client.ts';
import { rankedErrorText } from './errors.ts';

/** A game id as the server hands them out: 16 random bytes in base64url. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const keptGameSchema = z
  .object({
    gameId: z.string().regex(GAME_ID_PATTERN, 'not a game id'),
    level: z.string().regex(/^[a-z0-9-]{1,40}$/, 'not a level'),
    daily: z.boolean(),
    /** The board the page saved with the game (Sudoku: its 81 givens), so that it goes on with that one only. */
    board: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,200}$/, 'not a board')
      .optional(),
  })
  .strict();
export type KeptGame = z.infer<typeof keptGameSchema>;

export const keptGameSlot = (game: GameName): SaveSlot<KeptGame> => ({
  key: `arcade.ranked.${game}.game`,
  version: 1,
  schema: keptGameSchema,
  maxChars: 1024,
});

/** The ranked game kept for `game`, if any; a save that cannot be read is reported and set aside. */
export const loadKeptGame = (
  context: Pick<AppContext, 'store' | 'reportCorrupt'>,
  game: GameName,
): KeptGame | undefined =>
  loadOrReport(context.store, keptGameSlot(game), (corrupt) =>
    context.reportCorrupt(corrupt, 'save.rankedGame'),
  );

export const keepGame = (store: KeyValueStore, game: GameName, kept: KeptGame): boolean =>
  writeSave(store, keptGameSlot(game), kept);

export const dropKeptGame = (store: KeyValueStore, game: GameName): void =>
  clearSave(store, keptGameSlot(game));

/** How a kept game stands on the server. */
export type KeptVerdict =
  /** Still in play: go on with it. */
  | { readonly kind: 'inPlay'; readonly game: GameAnswer }
  /** The server has its result already (played to the end elsewhere, or forfeited). */
  | { readonly kind: 'over' }
  /** The server has no such game of this kind (another server, a database started afresh). */
  | { readonly kind: 'gone' }
  /** No answer now: the game stays kept. */
  | { readonly kind: 'unreachable'; readonly error: RankedError };

export async function askKeptGame(
  client: Pick<RankedClient, 'game'>,
  game: GameName,
  gameId: string,
): Promise<KeptVerdict> {
  const answer = await client.game(gameId);
  if (!answer.ok)
    return answer.error.kind === 'notFound' ? { kind: 'gone' } : { kind: 'unreachable', error: answer.error };
  if (answer.value.game !== game || answer.value.id !== gameId) return { kind: 'gone' };
  return answer.value.finished ? { kind: 'over' } : { kind: 'inPlay', game: answer.value };
}

/** What the page says of a kept game it does not go on with. */
const KEPT_WORDS: Readonly<Record<Exclude<KeptVerdict['kind'], 'inPlay'>, MessageKey>> = {
  over: 'ranked.kept.over',
  gone: 'ranked.kept.gone',
  unreachable: 'ranked.kept.unreachable',
};

/**
 * The kept game `gameId` as the server has it, if it is still in play. Otherwise the page says why in its own
 * language (`notify`), and a game the server finished or no longer has is dropped (`drop`); one the server did
 * not answer for stays kept.
 */
export async function keptInPlay(
  context: Pick<AppContext, 't' | 'language' | 'notify'>,
  client: Pick<RankedClient, 'game'>,
  game: GameName,
  gameId: string,
  drop: () => void,
): Promise<GameAnswer | undefined> {
  const verdict = await askKeptGame(client, game, gameId);
  if (verdict.kind === 'inPlay') return verdict.game;
  const { t, language } = context;
  if (verdict.kind === 'unreachable')
    context.notify(t(KEPT_WORDS.unreachable, { error: rankedErrorText(t, language, verdict.error) }));
  else {
    drop();
    context.notify(t(KEPT_WORDS[verdict.kind]));
  }
  return undefined;
}

/** The kept ranked game of one game's page: what it loads, keeps and drops, and asks the server about. */
export class KeptGames {
  constructor(
    private readonly context: Pick<AppContext, 't' | 'language' | 'notify' | 'store' | 'reportCorrupt'>,
    private readonly client: Pick<RankedClient, 'game'>,
    private readonly game: GameName,
    /** A game kept where the page kept it before this store (moved here once read). */
    private readonly older?: () => KeptGame | undefined,
  ) {}

  load(): KeptGame | undefined {
    const kept = loadKeptGame(this.context, this.game);
    if (kept) return kept;
    const moved = this.older?.();
    if (moved) this.keep(moved);
    return moved;
  }

  keep(kept: KeptGame): void {
    keepGame(this.context.store, this.game, kept);
  }

  drop(): void {
    dropKeptGame(this.context.store, this.game);
  }

  /** The kept game as the server has it while it is in play; otherwise the page is told why, as `keptInPlay`. */
  inPlay(kept: KeptGame): Promise<GameAnswer | undefined> {
    return keptInPlay(this.context, this.client, this.game, kept.gameId, () => this.drop());
  }
}
