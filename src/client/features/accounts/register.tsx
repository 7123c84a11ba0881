// /register: username, e-mail with its mailed code, password twice, invite code (?code= fills
// it) and the user agreement (spec §5, messages quoted there). A registration signs the new
// account in on this device, beside any other saved account.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { register, registerFields } from '../../../shared/contracts/account/register.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { PromptLink } from '../../components/public-prompt-link.tsx';
import { api } from '../../lib/api/api.ts';
import { HOME_PATH_LOGGED_IN } from '../../lib/route-guard.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import { CheckboxField, TextField } from '../../components/form/form-controls.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { TypedEmailFields } from '../../components/form/typed-email-fields.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { confirmationIssues, fieldIssues } from '../../components/form/validators.ts';
import { openSession } from './session-actions.ts';

type RegisterValues = {
  user_name: string;
  email: string;
  code: string;
  password: string;
  password_confirm: string;
  invite_code: string;
  agreement: boolean;
};

const { password_confirm: _confirm, ...checked } = registerFields.shape;
const validate = (values: RegisterValues) => [...fieldIssues(checked, values), ...confirmationIssues(values)].sort(byFieldOrder);
const ORDER = ['user_name', 'email', 'code', 'password', 'password_confirm', 'invite_code', 'agreement'];
function byFieldOrder(a: { path: string }, b: { path: string }) {
  return ORDER.indexOf(a.path) - ORDER.indexOf(b.path);
}

export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const { code: inviteCode } = useSearch({ from: '/_public/register' });
  const navigate = useNavigate();
  const initial = useMemo<RegisterValues>(
    () => ({
      user_name: '',
      email: '',
      code: '',
      password: '',
      password_confirm: '',
      invite_code: inviteCode ?? '',
      agreement: false,
    }),
    [inviteCode],
  );
  const form = useForm({
    id: 'register',
    initial,
    validate,
    codeFields: {
      [CODE.usernameTaken]: 'user_name',
      [CODE.emailTaken]: 'email',
      [CODE.unknownInviteCode]: 'invite_code',
      [CODE.wrongEmailCode]: 'code',
    },
  });

  const submit = useCallback(
    async (values: RegisterValues) => {
      const success = await api.call(register, {
        user_name: values.user_name,
        password: values.password,
        password_confirm: values.password_confirm,
        email: values.email,
        code: values.code,
        invite_code: values.invite_code,
        agreement: true,
      });
      await openSession(success);
      await navigate({ href: HOME_PATH_LOGGED_IN, replace: true });
    },
    [navigate],
  );

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <PromptLink prompt={t('register.haveAccount')} to="/login">
          {t('register.login')}
        </PromptLink>
      }
    >
      <AuthForm form={form} label={t('register.title')} submitLabel={t('register.submit')} onSubmit={submit}>
        <TextField form={form} name="user_name" label={t('fields.username')} hint={t('fields.usernameRule')} autoComplete="username" />
        <TypedEmailFields
          form={form}
          emailLabel={t('fields.email')}
          purpose="register"
          hint={(sentTo) => (sentTo ? t('code.sentTo', { email: sentTo }) : undefined)}
        />
        <NewPasswordFields form={form} label={t('fields.password')} />
        <TextField form={form} name="invite_code" label={t('fields.inviteCode')} autoComplete="off" />
        <CheckboxField form={form} name="agreement">
          {t('register.agreePrefix')}{' '}
          <Link to="/agreement" className="link link-primary" target="_blank" rel="noopener">
            {t('register.agreement')}
          </Link>
        </CheckboxField>
      </AuthForm>
    </AuthCard>
  );
}
