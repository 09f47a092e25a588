/**
 * Long texts for the tests that time a parser on them. `'x'.repeat(n)` is a rope that the first search through it
 * copies into one flat string; that copy is made here, before the timed call, since it is no part of the cost of
 * the parser being timed.
 */
export function bigText(unit: string, times: number): string {
  const text = unit.repeat(times);
  text.indexOf('\u0000'); // flattens the rope
  return text;
}
