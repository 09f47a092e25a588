/**
 * A game's record book as a page holds it: loaded once from its save slot (an unreadable one is set aside and
 * reported by the caller), added to as games finish, and written back at once.
 */
import {
  type CorruptSave,
  type KeyValueStore,
  loadSave,
  type SaveSlot,
  writeSave,
} from '../storage/versionedStore.ts';
import {
  addResult,
  type FinishedGame,
  type LevelRecord,
  type RecordBook,
  type RecordRules,
} from './recordBook.ts';

export class LocalRecords<E> {
  private book: RecordBook<E> = {};

  constructor(
    private readonly store: KeyValueStore,
    private readonly slot: SaveSlot<RecordBook<E>>,
    private readonly rules: RecordRules<E>,
  ) {}

  /** Reads the saved book; the save set aside when it could not be read. */
  load(): CorruptSave | undefined {
    const loaded = loadSave(this.store, this.slot);
    if (loaded.kind === 'loaded') this.book = loaded.value;
    return loaded.kind === 'corrupt' ? loaded.corrupt : undefined;
  }

  level(level: string): LevelRecord<E> | undefined {
    return this.book[level];
  }

  /** Adds a finished game and saves; the rank its entry took (1 = new best), or null. */
  add(game: FinishedGame<E>): number | null {
    const { records, rank } = addResult(this.rules, this.book, game);
    this.book = records;
    writeSave(this.store, this.slot, records);
    return rank;
  }
}
