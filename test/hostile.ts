/**
 * Inputs a stranger could send, and the checks every parser must pass on them: it returns a value or a
 * named error, never throws, never hangs (each call bounded in time), and its cost grows no faster than its input.
 * Shared by the fuzz properties of every parser.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

/** One call may take at most this long, however hostile its input (generous for a loaded CI machine). */
export const CALL_BUDGET_MS = 100;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const nasty = fc.constantFrom(
  '\u0000',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\r\n',
  '\n',
  ';',
  '@',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'z'.repeat(300),
  '__proto__',
  'constructor',
  '"',
  '\\',
  '{',
  '[',
);

/** Any code unit: printable, control, any plane, lone surrogates, and pieces known to hurt parsers. */
export const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: nasty },
);

/** Arbitrary text, short or long, from hostile units. */
export const hostileString = (maxLength = 200): fc.Arbitrary<string> =>
  fc.string({ unit: hostileUnit, maxLength });

/**
 * Valid samples, then changed the way fuzzers change them: a unit inserted, a span deleted or repeated many
 * times, a prefix or suffix kept. These reach the deep paths of a parser that random text never does.
 */
export function mutated(samples: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    samples,
    fc
      .tuple(samples, fc.nat(), hostileUnit)
      .map(
        ([text, at, unit]) =>
          text.slice(0, at % (text.length + 1)) + unit + text.slice(at % (text.length + 1)),
      ),
    fc.tuple(samples, fc.nat(), fc.nat(40)).map(([text, at, span]) => {
      const start = at % (text.length + 1);
      return text.slice(0, start) + text.slice(start + span);
    }),
    fc
      .tuple(samples, fc.nat(), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 2000 }))
      .map(([text, at, span, times]) => {
        const start = at % (text.length + 1);
        return (
          text.slice(0, start) + text.slice(start, start + span).repeat(times) + text.slice(start + span)
        );
      }),
    fc.tuple(samples, fc.nat()).map(([text, at]) => text.slice(0, at % (text.length + 1))),
  );
}

/** Arbitrary JSON-like values with the numbers and strings that break validators, nested deep at times. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      Number('1e400'),
      Number('-1e400'),
      Number.NaN,
      2 ** 53,
      1e21,
      -1,
      0.5,
    ),
    fc.double(),
    fc.integer(),
    hostileString(60),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString(12), fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A value nested `depth` levels deep in arrays: `[[[...]]]`. */
export const deeplyNested = (depth: number): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/**
 * What one call cost, in ms: the lesser of its wall time and the CPU time this process spent meanwhile. A call
 * that really does too much work is slow on both clocks; a call that merely waited for a core on a loaded machine
 * is slow only on the wall clock, and one that ran while the JIT or GC threads worked only on the CPU clock.
 */
export function measureCost<T>(call: () => T): { value: T; ms: number } {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const value = call();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { value, ms: Math.min(wall, (cpu.user + cpu.system) / 1000) };
}

/** measureCost for a call that awaits (a request through the HTTP stack, say). */
export async function measureCostAsync<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const value = await call();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { value, ms: Math.min(wall, (cpu.user + cpu.system) / 1000) };
}

/** Works until `ms` have passed both on the clock and in CPU time: on a loaded machine wall time alone can pass
 * with little CPU spent, and measureCost counts the lesser of the two. */
export const busyFor = (ms: number): number => {
  const end = performance.now() + ms;
  const cpuBefore = process.cpuUsage();
  const cpuMs = () => {
    const cpu = process.cpuUsage(cpuBefore);
    return (cpu.user + cpu.system) / 1000;
  };
  let spins = 0;
  while (performance.now() < end || cpuMs() < ms) spins++;
  return spins;
};
/** Runs `call` once, failing when it throws or costs more than CALL_BUDGET_MS (see measureCost); returns its value. */
export function withinBudget<T>(call: () => T, budgetMs = CALL_BUDGET_MS): T {
  const { value, ms } = measureCost(call);
  if (ms > budgetMs) throw new Error(`one call took ${ms.toFixed(1)} ms, more than ${budgetMs} ms`);
  return value;
}

/** The result value of src/core/result.ts: ok with a value, or an error that is a short string or names it. */
export function expectResultShape(result: unknown, maxErrorLength = 400): void {
  expect(result).toBeTypeOf('object');
  const value = result as { ok: unknown; error?: unknown };
  expect(typeof value.ok).toBe('boolean');
  if (value.ok) return;
  const error = value.error;
  const message = typeof error === 'string' ? error : (error as { message?: unknown }).message;
  expect(typeof message).toBe('string');
  expect((message as string).length).toBeGreaterThan(0);
  expect((message as string).length).toBeLessThanOrEqual(maxErrorLength);
}

/**
 * Fails when `call` on an input of size 16n costs much more than 16 times its cost on size n (the median of a few
 * runs each): quadratic work shows up as 256x, linear as 16x; the 64x allowance absorbs noise and caches.
 */
export function expectLinearCost(
  makeInput: (size: number) => string,
  call: (input: string) => unknown,
  n: number,
): void {
  const median = (input: string): number => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(measureCost(() => call(input)).ms);
    return middle(times);
  };
  const small = makeInput(n);
  const large = makeInput(16 * n);
  median(small); // warm up the JIT before measuring
  expectLinearRatio(median(large), median(small));
}

/** expectLinearCost for a call that returns a promise (a stream read to its end). */
export async function expectLinearCostAsync(
  makeInput: (size: number) => string,
  call: (input: string) => Promise<unknown>,
  n: number,
): Promise<void> {
  const median = async (input: string): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push((await measureCostAsync(() => call(input))).ms);
    return middle(times);
  };
  const small = makeInput(n);
  const large = makeInput(16 * n);
  await median(small);
  expectLinearRatio(await median(large), await median(small));
}

const middle = (times: number[]): number => times.sort((a, b) => a - b)[Math.floor(times.length / 2)];

function expectLinearRatio(large: number, small: number): void {
  const ratio = large / Math.max(small, 0.05);
  expect(ratio, `cost grew ${ratio.toFixed(1)}x for 16x the input`).toBeLessThan(64);
}
