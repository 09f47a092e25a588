/** A refused body's first zod issue as one sentence naming the field, for a 400 or 422 answer. */
import type { z } from 'zod';

export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `${field}: ${issue.message}`;
}
