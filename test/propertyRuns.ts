/**
 * How many runs a property test with its own run count makes: `n` in `npm test`; at most `FC_MAX_RUNS` when that
 * is set. Mutation testing sets it (vitest.stryker.config.ts, default 100), so Stryker can run the property tests
 * once per mutant in seconds rather than minutes; an ordinary test run never sets it and keeps the full counts.
 * A test that also counts how often each case was met scales its expectations with the same number.
 */
export function runs(n: number): number {
  const max = maxRuns();
  return max === null ? n : Math.min(n, max);
}

/** `FC_MAX_RUNS` as a whole number of at least 1, or null when it is unset (or not such a number). */
export function maxRuns(): number | null {
  const raw = process.env.FC_MAX_RUNS;
  if (raw === undefined || raw === '') return null;
  const max = Number(raw);
  return Number.isSafeInteger(max) && max >= 1 ? max : null;
}
