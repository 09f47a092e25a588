import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileJson, hostileString } from '../../test/hostile.ts';
import { issueMessage, issuePath } from './zodIssue.ts';

const strict = z.object({ a: z.int(), list: z.array(z.object({ b: z.int() }).strict()) }).strict();
const book = z.record(z.string(), z.object({ n: z.int() }));

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('accepted');
  return parsed.error.issues[0];
};

describe('a zod issue in a few words', () => {
  it('names unknown keys short and escaped, where zod names them whole', () => {
    const key = `\u202e${'k'.repeat(999)}`;
    const issue = firstIssue(strict, { a: 1, list: [], [key]: 1 });
    expect(issue.message.length).toBeGreaterThan(1000); // zod's own
    expect(issueMessage(issue)).toBe(`unknown key "\\u202e${'k'.repeat(19)}…"`);
    const many = firstIssue(strict, { a: 1, list: [], x: 1, y: 2, z: 3, w: 4 });
    expect(issueMessage(many)).toBe('unknown keys "x", "y", "z" and 1 more');
  });

  it('quotes a strange key in the path, short, and leaves plain keys and indexes as they are', () => {
    expect(issuePath(firstIssue(strict, { a: 1, list: [{ b: 'x' }] }))).toBe('list.0.b');
    const issue = firstIssue(book, { ['\u0000'.repeat(300)]: { n: 0.5 } });
    expect(issuePath(issue)).toBe(`"${'\\u0000'.repeat(20)}…".n`);
  });

  test.prop([fc.dictionary(hostileString(60), hostileJson, { maxKeys: 6 }), fc.boolean()], { numRuns: 300 })(
    'any keys give a path and message of a bounded length, with no control or bidi character left raw',
    (extra, nested) => {
      const value = nested ? { a: 1, list: [{ b: 1, ...extra }] } : { a: 1, list: [], ...extra };
      for (const schema of [strict, book]) {
        const parsed = schema.safeParse(value);
        if (parsed.success) continue;
        const text = `${issuePath(parsed.error.issues[0])}: ${issueMessage(parsed.error.issues[0])}`;
        expect(text.length).toBeLessThanOrEqual(400);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for raw control characters
        expect(text).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
      }
    },
  );
});
