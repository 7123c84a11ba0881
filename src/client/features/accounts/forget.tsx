// /forget: a new password with a code sent to the account's e-mail (send_email purpose "reset",
// then reset_password). Every session of the account ends; the user logs in again.
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword, resetPasswordFields } from '../../../shared/contracts/account/reset-password.ts';
import { sendEmail } from '../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { translate } from '../../lib/i18n.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeField, FormAlert, SubmitButton, TextField, FormFrame } from './form/form-controls.tsx';
import { NewPasswordFields } from './form/new-password-fields.tsx';
import { issuesOfZod } from './form/form-errors.ts';
import { SendCodeButton, useCodeSender } from './form/use-code-sender.tsx';
import { useForm } from './form/use-form.ts';
import { confirmationIssues, fieldIssues } from './form/validators.ts';

const INITIAL = { email: '', code: '', password: '', password_confirm: '' };
const { password_confirm: _confirm, ...checked } = resetPasswordFields.shape;
const validate = (values: typeof INITIAL) => [...fieldIssues(checked, values), ...confirmationIssues(values)];

export function ForgetPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const form = useForm({ id: 'forget', initial: INITIAL, validate, codeFields: { [CODE.wrongEmailCode]: 'code' } });
  const sender = useCodeSender({
    async send() {
      const issues = issuesOfZod(resetPasswordFields.shape.email.safeParse(form.values.email));
      if (issues[0]) {
        form.setError('email', { key: `messages:${issues[0].message}` });
        return null;
      }
      return api.call(sendEmail, { purpose: 'reset', email: form.values.email });
    },
    onError: (error) => form.showFailure(error),
  });

  const submit = useCallback(
    async (values: typeof INITIAL) => {
      await api.call(resetPassword, values);
      showToast(translate('accounts:forget.done'), 5000, 'success');
      await navigate({ to: '/login', replace: true });
    },
    [navigate],
  );

  return (
    <AuthCard
      title={t('forget.title')}
      subtitle={t('forget.subtitle')}
      footer={
        <Link to="/login" className="link link-hover">
          {t('forget.back')}
        </Link>
      }
    >
      <FormFrame form={form} label={t('forget.title')} onSubmit={submit}>
        <FormAlert error={form.errorOf('form')} />
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <CodeField
          form={form}
          name="code"
          label={t('fields.emailCode')}
          // The server answers the same whether or not the address has an account.
          hint={sender.sentTo ? t('forget.sentIfKnown', { email: sender.sentTo }) : undefined}
          addon={<SendCodeButton sender={sender} controls="forget-code" />}
        />
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        <SubmitButton busy={form.busy}>{t('forget.submit')}</SubmitButton>
      </FormFrame>
    </AuthCard>
  );
}
