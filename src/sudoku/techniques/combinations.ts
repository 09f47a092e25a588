/** Every k-element subset of `items`, in lexicographic order of indices (small k and small lists only). */
export function* combinations<T>(
  items: readonly T[],
  k: number,
  start = 0,
  chosen: T[] = [],
): Generator<T[]> {
  if (chosen.length === k) {
    yield [...chosen];
    return;
  }
  for (let i = start; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i]);
    yield* combinations(items, k, i + 1, chosen);
    chosen.pop();
  }
}
