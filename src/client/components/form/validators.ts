// The forms' rules: the shared contracts' own field schemas (so client and server say the same
// thing), checked field by field so every field shows its error at once, plus the rules across
// fields ("Passwords do not match").
import type { z } from 'zod';
import type { FieldIssue } from './form-errors.ts';
import { issuesOfZod } from './form-errors.ts';
import type { FormValues } from './use-form.ts';

type Shape = Record<string, z.ZodType>;

/** Checks each field with its own schema; fields not in the shape are not checked. */
export function fieldIssues(shape: Shape, values: FormValues): FieldIssue[] {
  return Object.entries(shape).flatMap(([name, schema]) =>
    issuesOfZod(schema.safeParse(values[name])).map((issue) => ({
      path: issue.path ? `${name}.${issue.path}` : name,
      message: issue.message,
    })),
  );
}

/** "Passwords do not match" on password_confirm (spec §5). */
export function confirmationIssues(values: FormValues, password = 'password', confirmation = 'password_confirm'): FieldIssue[] {
  return values[password] === values[confirmation] ? [] : [{ path: confirmation, message: 'validation.passwordsMismatch' }];
}
