// /login: account (username or e-mail) and password. ?redirect= holds the page to return to; a
// login that needs its second step (2016) continues on /safeLogin with the challenge. Also the
// first step of adding another account to this device.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { PromptLink } from '../../components/public-prompt-link.tsx';
import { TextField } from '../../components/form/form-controls.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { withLoadTimeout } from '../../lib/lazy-load.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { afterLoginTarget } from '../../lib/route-guard.ts';
import { addAccountAtom, useAtomValue } from '../../lib/store.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import type { LoginValues } from './login-submit.ts';
import { SavedAccountsSlot } from './saved-accounts-slot.tsx';

// The schema, the api and the code texts arrive when the user enters the form (or submits).
const loginSubmit = loadOnce(() =>
  Promise.all([
    withLoadTimeout(() => import('./login-submit.ts'), { chunk: 'accounts/login-submit', request: 'features/accounts/login-submit' }),
    loadNamespaces('messages'),
  ]).then(([module]) => module),
);
const validate = (values: LoginValues) => loginSubmit.loaded()?.validateLogin(values) ?? [];
const INITIAL: LoginValues = { account: '', password: '' };

export function LoginPage() {
  const { t } = useTranslation('accounts');
  const { redirect } = useSearch({ from: '/_public/login' });
  const navigate = useNavigate();
  const adding = useAtomValue(addAccountAtom) === 1;
  const form = useForm({ id: 'login', initial: INITIAL, validate, prepare: loginSubmit });
  const target = afterLoginTarget(redirect);

  const submit = useCallback(
    async (values: LoginValues) => {
      const { logIn } = await loginSubmit();
      if (await logIn(values, redirect)) await navigate({ href: target, replace: true });
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
      {!adding && <SavedAccountsSlot target={target} />}
    </AuthCard>
  );
}
