// /register: username, e-mail with its mailed code, password twice, invite code (?code= fills
// it) and the user agreement (spec §5, messages quoted there). A registration signs the new
// account in on this device, beside any other saved account.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { register, registerFields } from '../../../shared/contracts/account/register.ts';
import { sendEmail } from '../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { api } from '../../lib/api/api.ts';
import { HOME_PATH_LOGGED_IN } from '../../lib/route-guard.ts';
import { AuthCard } from './auth-card.tsx';
import { CheckboxField, CodeField, FormAlert, SubmitButton, TextField, FormFrame } from './form/form-controls.tsx';
import { NewPasswordFields } from './form/new-password-fields.tsx';
import { issuesOfZod } from './form/form-errors.ts';
import { SendCodeButton, useCodeSender } from './form/use-code-sender.tsx';
import { useForm } from './form/use-form.ts';
import { confirmationIssues, fieldIssues } from './form/validators.ts';
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
  const sender = useCodeSender({
    async send() {
      const issues = issuesOfZod(registerFields.shape.email.safeParse(form.values.email));
      if (issues[0]) {
        form.setError('email', { key: `messages:${issues[0].message}` });
        return null;
      }
      return api.call(sendEmail, { purpose: 'register', email: form.values.email });
    },
    onError: (error) => form.showFailure(error),
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
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="link link-primary">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <FormFrame form={form} label={t('register.title')} onSubmit={submit}>
        <FormAlert error={form.errorOf('form')} />
        <TextField form={form} name="user_name" label={t('fields.username')} hint={t('fields.usernameRule')} autoComplete="username" />
        <TextField form={form} name="email" label={t('fields.email')} type="email" autoComplete="email" />
        <CodeField
          form={form}
          name="code"
          label={t('fields.emailCode')}
          hint={sender.sentTo ? t('code.sentTo', { email: sender.sentTo }) : undefined}
          addon={<SendCodeButton sender={sender} controls="register-code" />}
        />
        <NewPasswordFields form={form} label={t('fields.password')} />
        <TextField form={form} name="invite_code" label={t('fields.inviteCode')} autoComplete="off" />
        <CheckboxField form={form} name="agreement">
          {t('register.agreePrefix')}{' '}
          <Link to="/agreement" className="link link-primary" target="_blank" rel="noopener">
            {t('register.agreement')}
          </Link>
        </CheckboxField>
        <SubmitButton busy={form.busy}>{t('register.submit')}</SubmitButton>
      </FormFrame>
    </AuthCard>
  );
}
