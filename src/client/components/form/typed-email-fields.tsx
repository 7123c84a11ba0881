// An address the user types and the code mailed to it, which proves the address is theirs
// (registration, password reset, a new e-mail). "Send code" checks the address first: a wrong one
// is shown beside its field and nothing is sent.
import { useTranslation } from '../../lib/use-translation.ts';
import { emailField } from '../../../shared/contracts/account/fields.ts';
import { type EmailPurpose, sendEmail } from '../../../shared/contracts/account/send-email.ts';
import { api } from '../../lib/api/api.ts';
import { TextField } from './form-controls.tsx';
import { type FieldIssue, issuesOfZod } from './form-errors.ts';
import { MailedCodeField } from './mailed-code-field.tsx';
import type { Form, FormValues } from './use-form.ts';

interface TypedEmailValues {
  email: string;
  code: string;
}

const emailIssues = (email: string): FieldIssue[] => issuesOfZod(emailField.safeParse(email));

export function TypedEmailFields<V extends FormValues & TypedEmailValues>({
  form,
  emailLabel,
  purpose,
  issuesOf = emailIssues,
  hint,
}: {
  form: Form<V>;
  emailLabel: string;
  purpose: Exclude<EmailPurpose, 'login' | 'security'>;
  /** The address's issues: the contract's rule, or a form's own rule on top of it. */
  issuesOf?(email: string): FieldIssue[];
  /** The line under the code field, given the masked address of the last code sent (null before any). */
  hint(sentTo: string | null): string | undefined;
}) {
  const { t } = useTranslation('accounts');
  const send = async () => {
    const issue = issuesOf(form.values.email)[0];
    if (issue) {
      form.setError('email', { key: `messages:${issue.message}` });
      return null;
    }
    return api.call(sendEmail, { purpose, email: form.values.email });
  };
  return (
    <>
      <TextField<V> form={form} name="email" label={emailLabel} type="email" autoComplete="email" />
      <MailedCodeField<V> form={form} name="code" label={t('fields.emailCode')} send={send} hint={hint} />
    </>
  );
}
