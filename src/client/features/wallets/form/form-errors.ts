// What went wrong with a wallet form, field by field. Form fields carry the names of the call's
// request fields (total_amount, group_id, …), so a zod issue, a 1010 answer naming its fields and
// our own checks all land beside the same control. Texts stay keys until shown, so a language
// change re-words them; a server message is already in the user's language.
import type { z } from 'zod';
import { isMessageKey } from '../../../../shared/message-key.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';

/** A text key (with its values) to translate when shown, or a text the server already wrote. */
export type FormError = { key: string; params?: Record<string, string | number> } | { text: string };

/** Errors by request field; FORM_LEVEL holds what belongs to no one field. */
export type FormErrors = Partial<Record<string, FormError>>;

export const FORM_LEVEL = 'form';

interface Issue {
  path: string;
  message: string;
}

/** A schema message: a key of the "messages" namespace, or any other text as it is. */
export const errorOfMessage = (message: string): FormError =>
  isMessageKey(message) ? { key: `messages:${message}` } : { key: 'messages:validation.incompleteParameters' };

function issuesOf(data: unknown): Issue[] {
  const issues = (data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const first = Array.isArray(path) ? path[0] : path;
    return [{ path: first === undefined ? '' : String(first), message }];
  });
}

/** The first issue of each field, in the schema's order; issues of no field go to the form. */
function errorsOfIssues(issues: readonly Issue[], fields: ReadonlySet<string>): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = fields.has(issue.path) ? issue.path : FORM_LEVEL;
    errors[field] ??= errorOfMessage(issue.message);
  }
  return errors;
}

/** The issues of a request checked against its contract before anything is sent. */
export function errorsOfParse(result: z.ZodSafeParseResult<unknown>, fields: readonly string[]): FormErrors {
  if (result.success) return {};
  return errorsOfIssues(
    result.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message })),
    new Set(fields),
  );
}

/** Which field a refusal code belongs to, per form (4402 the group name, 4409 the e-mail code). */
export type CodeFields = Partial<Record<number, string>>;

/** What a failed call leaves on the form: beside a field when the answer names one, else for the whole form. */
export function errorsOfFailure(error: unknown, fields: readonly string[], codeFields: CodeFields = {}): FormErrors {
  if (!(error instanceof ApiCallError)) return { [FORM_LEVEL]: { key: 'wallets:errors.unexpected' } };
  const known = new Set(fields);
  if (error.code === CODE.invalidParams) {
    const issues = issuesOf(error.data);
    if (issues.length > 0) return errorsOfIssues(issues, known);
  }
  const field = codeFields[error.code];
  if (field && known.has(field)) return { [field]: { text: error.message } };
  return { [FORM_LEVEL]: { text: error.message } };
}

/** Our own checks first (they are more precise), then the contract's for the fields left. */
export function mergeErrors(...sets: FormErrors[]): FormErrors {
  const merged: FormErrors = {};
  for (const set of sets) for (const [field, error] of Object.entries(set)) merged[field] ??= error;
  return merged;
}

export const hasErrors = (errors: FormErrors): boolean => Object.keys(errors).length > 0;
