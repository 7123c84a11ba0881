// Turns a zod failure into the message a person reads. Schemas carry i18n keys as messages
// ("validation.username"); anything else (a type mismatch zod describes itself) becomes
// "Invalid value for <field>" or, for missing fields, "Incomplete parameters.".
import type { z } from 'zod';
import { isMessageKey } from '../../shared/message-key.ts';
import type { Translate } from '../i18n.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

export function validationFailure(error: z.ZodError, t: Translate): { message: string; issues: FieldIssue[] } {
  const issues = error.issues.map((issue) => {
    const path = issue.path.join('.');
    if (isMessageKey(issue.message)) return { path, message: t(issue.message) };
    const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
    return { path, message: missing ? t('validation.incompleteParameters') : t('validation.invalidField', { field: path || 'payload' }) };
  });
  return { message: issues[0]?.message ?? t('code.1010'), issues };
}
