// The proof a weakening change asks for (docs/accounts.md "Security changes"): the code mailed
// with purpose "security" and, while the authenticator is on, its current code. The server names
// a missing one with a field issue, which lands beside the same fields.
import { useTranslation } from '../../lib/use-translation.ts';
import { authCodeField, emailCodeField } from '../../../shared/contracts/account/fields.ts';
import { sendEmail } from '../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { api } from '../../lib/api/api.ts';
import { CodeField } from './form-controls.tsx';
import type { FieldIssue } from './form-errors.ts';
import { MailedCodeField } from './mailed-code-field.tsx';
import type { Form } from './use-form.ts';
import { fieldIssues } from './validators.ts';

export type ProofValues = { email_code: string; auth_code: string };
export const EMPTY_PROOF: ProofValues = { email_code: '', auth_code: '' };
export const PROOF_CODE_FIELDS = { [CODE.wrongEmailCode]: 'email_code', [CODE.wrongAuthCode]: 'auth_code' };

/** Both codes are required when asked for: the contract keeps them optional for the cases that need none. */
export function proofIssues(values: ProofValues, needs: { email: boolean; authenticator: boolean }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (needs.email) {
    issues.push(
      ...(values.email_code.trim() === ''
        ? [{ path: 'email_code', message: 'validation.emailCodeRequired' }]
        : fieldIssues({ email_code: emailCodeField }, values)),
    );
  }
  if (needs.authenticator) {
    issues.push(
      ...(values.auth_code.trim() === ''
        ? [{ path: 'auth_code', message: 'validation.authCodeRequired' }]
        : fieldIssues({ auth_code: authCodeField }, values)),
    );
  }
  return issues;
}

/** The codes as the security calls take them: an authenticator code only when it is asked for. */
export const proofPayload = (values: ProofValues, authenticator: boolean) => ({
  email_code: values.email_code,
  ...(authenticator ? { auth_code: values.auth_code } : {}),
});

export function EmailCodeProofField<V extends ProofValues>({ form, email, label }: { form: Form<V>; email: string; label?: string }) {
  const { t } = useTranslation('accounts');
  return (
    <MailedCodeField
      form={form}
      name="email_code"
      label={label ?? t('fields.emailCode')}
      send={() => api.call(sendEmail, { purpose: 'security' })}
      hint={(sentTo) => (sentTo ? t('code.sentTo', { email: sentTo }) : t('code.willSendTo', { email }))}
    />
  );
}

export function AuthCodeProofField<V extends ProofValues>({ form, label }: { form: Form<V>; label?: string }) {
  const { t } = useTranslation('accounts');
  return <CodeField form={form} name="auth_code" label={label ?? t('fields.authCode')} hint={t('security.authCodeHint')} />;
}
