// /safeLogin: the second step of a login that answered 2016 (spec §4): the code mailed to the
// account's address, and the authenticator code when the challenge asks for it. Also the second
// step of adding another account. Without a pending login (or after it lapsed) it says so and
// leads back to /login.
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { loginCode } from '../../../shared/contracts/account/login-code.ts';
import { sendEmail } from '../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { api } from '../../lib/api/api.ts';
import { formatTimeOfDay } from '../../lib/format-time.ts';
import { afterLoginTarget } from '../../lib/route-guard.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import { CodeField } from '../../components/form/form-controls.tsx';
import { MailedCodeField } from '../../components/form/mailed-code-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { fieldIssues } from '../../components/form/validators.ts';
import { clearPendingLogin, isPendingLoginExpired, type PendingLogin, usePendingLogin } from './pending-login.ts';
import { openSession } from './session-actions.ts';

const { email_code, auth_code } = loginCode.request.shape;
const INITIAL = { email_code: '', auth_code: '' };
const emailOnly = (values: typeof INITIAL) => fieldIssues({ email_code }, values);
// The authenticator code is optional in the contract; when the challenge asks for it, it is required.
const emailAndAuthenticator = (values: typeof INITIAL) =>
  values.auth_code.trim() === ''
    ? [...emailOnly(values), { path: 'auth_code', message: 'validation.authCodeRequired' }]
    : fieldIssues({ email_code, auth_code }, values);

function StartAgain() {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard title={t('safeLogin.title')} subtitle={t('safeLogin.noPending')}>
      <Link to="/login" className="btn btn-primary w-full">
        {t('safeLogin.back')}
      </Link>
    </AuthCard>
  );
}

function SafeLoginForm({ pending }: { pending: PendingLogin }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { challenge } = pending;
  const form = useForm({
    id: 'safe-login',
    initial: INITIAL,
    validate: challenge.auth_code_required ? emailAndAuthenticator : emailOnly,
    codeFields: { [CODE.wrongEmailCode]: 'email_code', [CODE.wrongAuthCode]: 'auth_code' },
  });

  const submit = useCallback(
    async (values: typeof INITIAL) => {
      try {
        const success = await api.call(loginCode, {
          account: challenge.account,
          email_code: values.email_code,
          ...(challenge.auth_code_required ? { auth_code: values.auth_code } : {}),
        });
        await openSession(success);
        clearPendingLogin();
        await navigate({ href: afterLoginTarget(pending.redirect), replace: true });
      } catch (error) {
        if (error instanceof ApiCallError && error.code === CODE.verificationExpired) clearPendingLogin();
        throw error;
      }
    },
    [challenge, navigate, pending.redirect],
  );

  const reasons = challenge.reasons.map((reason) => t(`safeLogin.reasons.${reason}`)).join(' ');
  return (
    <AuthCard
      title={t('safeLogin.title')}
      subtitle={t('safeLogin.subtitle', { email: challenge.email })}
      footer={
        <Link to="/login" className="link link-hover" onClick={() => clearPendingLogin()}>
          {t('safeLogin.back')}
        </Link>
      }
    >
      {reasons && <p className="text-sm opacity-70">{reasons}</p>}
      <AuthForm form={form} label={t('safeLogin.title')} submitLabel={t('safeLogin.submit')} onSubmit={submit}>
        <MailedCodeField
          form={form}
          name="email_code"
          label={t('fields.emailCode')}
          send={() => api.call(sendEmail, { purpose: 'login', account: challenge.account })}
          hint={(sentTo) =>
            // Until a resend, say when the code in force went out if it was not with this login.
            sentTo === null && challenge.code_sent_earlier
              ? t('safeLogin.earlierCodeHint', { email: challenge.email, time: formatTimeOfDay(challenge.code_sent_at) })
              : t('safeLogin.emailHint', { email: sentTo ?? challenge.email })
          }
          // The first code went out with the 2016 answer, or earlier (then it is still valid).
          initialDeadline={pending.receivedAt + challenge.resend_in * 1000}
        />
        {challenge.auth_code_required && (
          <CodeField form={form} name="auth_code" label={t('fields.authCode')} hint={t('safeLogin.authHint')} />
        )}
      </AuthForm>
    </AuthCard>
  );
}

export function SafeLoginPage() {
  const pending = usePendingLogin();
  if (!pending || isPendingLoginExpired(pending, Date.now())) return <StartAgain />;
  // A new challenge (another login) starts a fresh form.
  return <SafeLoginForm key={`${pending.challenge.account}:${pending.receivedAt}`} pending={pending} />;
}
