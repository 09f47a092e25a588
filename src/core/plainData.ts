/** Checks for plain data from outside (JSON from a request, a save or a worker message), before it is trusted. */

/** An object that is not null and not a list (JSON's `{}`). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number from `min` to `max` (so never NaN, Infinity, a fraction, or anything but a number). */
export const isWholeIn = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
