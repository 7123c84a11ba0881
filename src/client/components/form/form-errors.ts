// Turns what can go wrong with a form into errors beside its fields: the shared zod schema's issues
// (message keys of the "messages" namespace, translated when shown, so a language change re-words
// them) and the server's answers (a 1010 names its fields; account codes such as 4004 belong to
// one field; anything else is about the whole form).
import type { z } from 'zod';
import { isMessageKey } from '../../../shared/message-key.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';

/** A text key (translated at render time) or a text the server already wrote in the user's language. */
export type FormError = { key: string } | { text: string };

/** Errors by field name; "form" holds what belongs to no one field. */
export type FormErrors = Partial<Record<string, FormError>>;

export const FORM_LEVEL = 'form';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The message of a schema or server issue: a message key becomes a translatable key. */
export const errorOfMessage = (message: string): FormError => (isMessageKey(message) ? { key: `messages:${message}` } : { text: message });

/** The first issue of each field, in the order the schema reports them. */
export function errorsOfIssues(issues: readonly FieldIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path || FORM_LEVEL;
    errors[field] ??= errorOfMessage(issue.message);
  }
  return errors;
}

/** Issues of a zod result with their paths joined ("password_confirm"). */
export function issuesOfZod(result: z.ZodSafeParseResult<unknown>): FieldIssue[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Which field an account code of the server belongs to, per form. */
export type CodeFields = Partial<Record<number, string>>;

const issuesOfData = (data: unknown): FieldIssue[] => {
  const issues = (data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const joined = Array.isArray(path) ? path.map(String).join('.') : typeof path === 'string' ? path : '';
    return [{ path: joined, message }];
  });
};

/**
 * The errors a failed call leaves on a form with the given fields. A field the form does not have
 * turns into a form-level error, so nothing the server says is lost.
 */
export function errorsOfFailure(error: unknown, fields: readonly string[], codeFields: CodeFields = {}): FormErrors {
  if (!(error instanceof ApiCallError)) return { [FORM_LEVEL]: { key: 'accounts:errors.unexpected' } };
  const known = new Set(fields);
  if (error.code === CODE.invalidParams) {
    const issues = issuesOfData(error.data);
    if (issues.length > 0) {
      return errorsOfIssues(issues.map((issue) => (known.has(issue.path) ? issue : { path: FORM_LEVEL, message: issue.message })));
    }
  }
  const field = codeFields[error.code];
  if (field && known.has(field)) return { [field]: { text: error.message } };
  return { [FORM_LEVEL]: { text: error.message } };
}
