// Field errors of the bind and edit forms: from the shared schema before sending, and from the
// server's 1010 answer (its issues name the field) after. Messages are "messages" namespace keys.
import type { z } from 'zod';
import { isMessageKey } from '../../../shared/message-key.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';

export type FieldErrors = Record<string, string>;
export const FORM_ERROR = 'form';

/** The first issue of each field, translated. */
export function errorsOfSchema(error: z.ZodError, translate: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? FORM_ERROR);
    if (errors[path]) continue;
    errors[path] = translate(isMessageKey(issue.message) ? `messages:${issue.message}` : 'messages:validation.incompleteParameters');
  }
  return errors;
}

/** What a failed call says: issues beside their fields (1010), otherwise the message for the whole form. */
export function errorsOfCall(error: unknown): FieldErrors {
  if (!(error instanceof ApiCallError)) return { [FORM_ERROR]: String(error) };
  const issues = (error.data as { issues?: Array<{ path?: unknown; message?: string }> } | null)?.issues;
  if (error.code === 1010 && Array.isArray(issues) && issues.length > 0) {
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const path = Array.isArray(issue.path) ? String(issue.path[0] ?? FORM_ERROR) : String(issue.path || FORM_ERROR);
      errors[path] ??= issue.message ?? error.message;
    }
    return errors;
  }
  return { [FORM_ERROR]: error.message };
}
