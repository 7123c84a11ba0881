// Adding or changing the e-mail (update_email): the new address must differ from the current one
// (spec §5; the server answers "This email is already linked to your account."), proven by a code
// sent to it, the password, the security code sent to the current address, and the authenticator
// code while it is on.
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { emailField } from '../../../../shared/contracts/account/fields.ts';
import { updateEmail } from '../../../../shared/contracts/account/update-email.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { api } from '../../../lib/api/api.ts';
import { translate } from '../../../lib/i18n.ts';
import { FormAlert, TextField } from '../../../components/form/form-controls.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { issuesOfZod } from '../../../components/form/form-errors.ts';
import { TypedEmailFields } from '../../../components/form/typed-email-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { fieldIssues } from '../../../components/form/validators.ts';
import { AuthCodeProofField, EmailCodeProofField, proofIssues } from '../../../components/form/security-proof.tsx';

const INITIAL = { email: '', code: '', password: '', email_code: '', auth_code: '' };
const { code, password } = updateEmail.request.shape;

/** The new address, checked as the server checks it, and different from the current one. */
function newEmailIssues(email: string, current: string) {
  const issues = issuesOfZod(emailField.safeParse(email)).map((issue) => ({ ...issue, path: 'email' }));
  if (issues.length === 0 && current && email.trim().toLowerCase() === current.toLowerCase()) {
    return [{ path: 'email', message: 'validation.emailAlreadyLinked' }];
  }
  return issues;
}

export function ChangeEmailDialog({
  current,
  authenticatorOn,
  onDone,
  onClose,
}: {
  current: string;
  authenticatorOn: boolean;
  onDone(email: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('accounts');
  const validate = useCallback(
    (values: typeof INITIAL) => [
      ...newEmailIssues(values.email, current),
      ...fieldIssues({ code, password }, values),
      ...proofIssues(values, { email: true, authenticator: authenticatorOn }),
    ],
    [authenticatorOn, current],
  );
  const form = useForm({
    id: 'change-email',
    initial: INITIAL,
    validate,
    codeFields: {
      [CODE.emailTaken]: 'email',
      [CODE.emailAlreadyLinked]: 'email',
      [CODE.wrongEmailCode]: 'code',
      [CODE.wrongCurrentPassword]: 'password',
      [CODE.wrongAuthCode]: 'auth_code',
    },
  });
  const submit = async (values: typeof INITIAL) => {
    const answer = await api.call(updateEmail, {
      email: values.email,
      code: values.code,
      password: values.password,
      email_code: values.email_code,
      ...(authenticatorOn ? { auth_code: values.auth_code } : {}),
    });
    showToast(translate('accounts:email.changed'), 3000, 'success');
    onDone(answer.email);
  };
  const title = t(current ? 'email.changeTitle' : 'email.addTitle');
  return (
    <FormDialog form={form} title={title} submitLabel={t('email.submit')} onSubmit={submit} onClose={onClose}>
      {current && <p className="text-sm opacity-70">{t('email.current', { email: current })}</p>}
      <FormAlert error={form.errorOf('form')} />
      <TypedEmailFields
        form={form}
        emailLabel={t('fields.newEmail')}
        purpose="bind_email"
        issuesOf={(email) => newEmailIssues(email, current)}
        hint={(sentTo) => (sentTo ? t('code.sentTo', { email: sentTo }) : t('email.codeHint'))}
      />
      <TextField form={form} name="password" label={t('fields.currentPassword')} type="password" autoComplete="current-password" />
      {/* Beside the new address's code: this one proves the account's owner still holds the current one. */}
      <EmailCodeProofField form={form} email={current} label={t('fields.currentEmailCode')} />
      {authenticatorOn && <AuthCodeProofField form={form} />}
    </FormDialog>
  );
}
