/** A refused body's first zod issue as one sentence naming the field, for a 400 or 422 answer. */
import type { z } from 'zod';
import { issueMessage, issuePath } from '../core/zodIssue.ts';

/** Keys from the body (in the path, or unknown ones in the message) are quoted short, as every message is. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issuePath(issue) || 'body'}: ${issueMessage(issue)}`;
}
