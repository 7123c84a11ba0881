// /login: account (username or e-mail) and password. ?redirect= holds the page to return to; a
// login that needs its second step (2016) continues on /safeLogin with the challenge. Also the
// first step of adding another account to this device.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../../shared/contracts/account/login.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { PromptLink } from '../../components/public-prompt-link.tsx';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { api } from '../../lib/api/api.ts';
import { afterLoginTarget } from '../../lib/route-guard.ts';
import { addAccountAtom, useAtomValue } from '../../lib/store.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import { TextField } from '../../components/form/form-controls.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { fieldIssues } from '../../components/form/validators.ts';
import { challengeOf, savePendingLogin } from './pending-login.ts';
import { SavedAccountsList } from './saved-accounts-list.tsx';
import { openSession } from './session-actions.ts';

const shape = login.request.shape;
const validate = (values: { account: string; password: string }) => fieldIssues(shape, values);
const INITIAL = { account: '', password: '' };

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const { redirect } = useSearch({ from: '/_public/login' });
  const navigate = useNavigate();
  const adding = useAtomValue(addAccountAtom) === 1;
  const form = useForm({ id: 'login', initial: INITIAL, validate });
  const target = afterLoginTarget(redirect);

  const submit = useCallback(
    async (values: typeof INITIAL) => {
      try {
        const success = await api.call(login, values);
        await openSession(success);
        await navigate({ href: target, replace: true });
      } catch (error) {
        const challenge = error instanceof ApiCallError && error.code === CODE.safeLoginRequired ? challengeOf(error.data) : null;
        if (!challenge) throw error;
        // The response table has already opened /safeLogin; it reads this.
        savePendingLogin({ challenge, receivedAt: Date.now(), ...(redirect ? { redirect } : {}) });
      }
    },
    [navigate, redirect, target],
  );

  return (
    <AuthCard
      title={t(adding ? 'login.addTitle' : 'login.title')}
      subtitle={t(adding ? 'login.addSubtitle' : 'login.subtitle')}
      footer={
        <>
          <PromptLink prompt={t('login.noAccount')} to="/register">
            {t('login.register')}
          </PromptLink>
          {adding && (
            <Link to="/stocks" className="link link-hover mt-3 block">
              {t('login.cancelAdd')}
            </Link>
          )}
        </>
      }
    >
      <AuthForm form={form} label={t('login.title')} submitLabel={t('login.submit')} onSubmit={submit}>
        <TextField form={form} name="account" label={t('fields.account')} autoComplete="username" />
        <TextField form={form} name="password" label={t('fields.password')} type="password" autoComplete="current-password" />
        <div className="flex justify-end">
          <Link to="/forget" className="link link-hover text-sm">
            {t('login.forgot')}
          </Link>
        </div>
      </AuthForm>
      {!adding && <SavedAccountsList target={target} />}
    </AuthCard>
  );
}
