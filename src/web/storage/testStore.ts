/** For tests: a Map-backed KeyValueStore, with the map to look into. */
import type { KeyValueStore } from './versionedStore.ts';

export function memoryStore(
  entries: Record<string, string> = {},
): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
