// /forget: a new password with a code sent to the account's e-mail (send_email purpose "reset",
// then reset_password). Every session of the account ends; the user logs in again.
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { resetPassword, resetPasswordFields } from '../../../shared/contracts/account/reset-password.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { translate } from '../../lib/i18n.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { TypedEmailFields } from '../../components/form/typed-email-fields.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { confirmationIssues, fieldIssues } from '../../components/form/validators.ts';

const INITIAL = { email: '', code: '', password: '', password_confirm: '' };
const { password_confirm: _confirm, ...checked } = resetPasswordFields.shape;
const validate = (values: typeof INITIAL) => [...fieldIssues(checked, values), ...confirmationIssues(values)];

export function ForgetPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const form = useForm({ id: 'forget', initial: INITIAL, validate, codeFields: { [CODE.wrongEmailCode]: 'code' } });

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
      <AuthForm form={form} label={t('forget.title')} submitLabel={t('forget.submit')} onSubmit={submit}>
        <TypedEmailFields
          form={form}
          emailLabel={t('fields.email')}
          purpose="reset"
          // The server answers the same whether or not the address has an account.
          hint={(sentTo) => (sentTo ? t('forget.sentIfKnown', { email: sentTo }) : undefined)}
        />
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
      </AuthForm>
    </AuthCard>
  );
}
