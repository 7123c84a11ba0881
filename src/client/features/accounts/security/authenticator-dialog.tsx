// Adding or changing the Google Authenticator (docs/accounts.md): get_google_authenticator offers
// a new secret (QR code and text for manual entry), send_email "security" proves the mailbox, and
// update_google_authenticator binds the secret with a code from it, plus the old authenticator's
// code while one is on.
import { Copy } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { authCodeField } from '../../../../shared/contracts/account/fields.ts';
import { getGoogleAuthenticator } from '../../../../shared/contracts/account/get-google-authenticator.ts';
import type { SecurityState } from '../../../../shared/contracts/account/security-state.ts';
import { updateGoogleAuthenticator } from '../../../../shared/contracts/account/update-google-authenticator.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { translate } from '../../../lib/i18n.ts';
import { CodeField, FormAlert } from '../../../components/form/form-controls.tsx';
import { DialogForm } from '../../../components/form/form-dialog.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { fieldIssues } from '../../../components/form/validators.ts';
import { Modal } from '../../../components/modal.tsx';
import { QrCode } from './qr-code.tsx';
import { AuthCodeProofField, EmailCodeProofField, proofIssues } from '../../../components/form/security-proof.tsx';

type Offer = ResponseOf<typeof getGoogleAuthenticator>;
const INITIAL = { code: '', email_code: '', auth_code: '' };

/** The base32 secret in groups of four, easier to type by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function SecretText({ secret }: { secret: string }) {
  const { t } = useTranslation('accounts');
  const copy = () => {
    const done = navigator.clipboard?.writeText(secret);
    if (!done) return showToast(translate('accounts:authenticator.copyUnsupported'), 3000);
    done.then(
      () => showToast(translate('accounts:authenticator.copied'), 2000, 'success'),
      () => showToast(translate('accounts:authenticator.copyUnsupported'), 3000),
    );
  };
  return (
    <div className="flex w-full flex-col gap-1">
      <span className="text-sm opacity-70">{t('authenticator.manualKey')}</span>
      <div className="bg-base-100 border-base-300 rounded-field flex items-center gap-2 border px-3 py-2">
        <code className="flex-1 font-mono text-sm break-all select-all" data-testid="authenticator-secret" data-secret={secret}>
          {groupedSecret(secret)}
        </code>
        <button type="button" className="btn btn-ghost btn-xs btn-square" onClick={copy} aria-label={t('authenticator.copy')}>
          <Copy aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

export function AuthenticatorDialog({
  email,
  oldSwitchOn,
  onDone,
  onClose,
}: {
  email: string;
  /** An authenticator is bound and on: its code is required to replace it. */
  oldSwitchOn: boolean;
  onDone(state: SecurityState): void;
  onClose(): void;
}) {
  const { t } = useTranslation('accounts');
  const [offer, setOffer] = useState<{ status: 'loading' } | { status: 'ready'; offer: Offer } | { status: 'failed'; message: string }>({
    status: 'loading',
  });
  const load = useCallback(() => {
    setOffer({ status: 'loading' });
    api.call(getGoogleAuthenticator, {}).then(
      (answer) => setOffer({ status: 'ready', offer: answer }),
      (error: unknown) => setOffer({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  useEffect(() => load(), [load]);

  const validate = useCallback(
    (values: typeof INITIAL) => [
      ...(values.code.trim() === ''
        ? [{ path: 'code', message: 'validation.authCodeRequired' }]
        : fieldIssues({ code: authCodeField }, values)),
      ...proofIssues(values, { email: true, authenticator: oldSwitchOn }),
    ],
    [oldSwitchOn],
  );
  const form = useForm({
    id: 'authenticator',
    initial: INITIAL,
    validate,
    codeFields: { [CODE.wrongEmailCode]: 'email_code' },
  });

  const submit = async (values: typeof INITIAL) => {
    try {
      const state = await api.call(updateGoogleAuthenticator, {
        code: values.code,
        email_code: values.email_code,
        ...(oldSwitchOn ? { auth_code: values.auth_code } : {}),
      });
      showToast(translate('accounts:authenticator.bound'), 3000, 'success');
      onDone(state);
    } catch (error) {
      // The offered secret lapsed (10 minutes): offer a new one to scan.
      if (error instanceof ApiCallError && error.code === CODE.verificationExpired) load();
      throw error;
    }
  };

  const bound = oldSwitchOn || (offer.status === 'ready' && offer.offer.bound);
  const title = t(bound ? 'authenticator.changeTitle' : 'authenticator.addTitle');
  return (
    <Modal title={title} onClose={onClose} busy={form.busy}>
      {offer.status === 'loading' && (
        <div className="flex justify-center py-10">
          <span className="loading loading-spinner loading-lg" role="status" aria-label={t('authenticator.loading')} />
        </div>
      )}
      {offer.status === 'failed' && (
        <div className="flex flex-col gap-3">
          <FormAlert error={{ text: offer.message }} />
          <button type="button" className="btn" onClick={load}>
            {t('actions.retry')}
          </button>
        </div>
      )}
      {offer.status === 'ready' && (
        <DialogForm form={form} title={title} submitLabel={t('authenticator.bind')} onSubmit={submit} onClose={onClose}>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm opacity-80">
            <li>{t('authenticator.stepInstall')}</li>
            <li>{t('authenticator.stepScan')}</li>
            <li>{t('authenticator.stepCodes')}</li>
          </ol>
          <div className="flex flex-col items-center gap-3">
            <QrCode text={offer.offer.otpauth_url} label={t('authenticator.qrLabel', { account: offer.offer.account })} />
            <SecretText secret={offer.offer.secret} />
          </div>
          <FormAlert error={form.errorOf('form')} />
          <CodeField form={form} name="code" label={t('authenticator.newCode')} hint={t('authenticator.newCodeHint')} />
          <EmailCodeProofField form={form} email={email} />
          {oldSwitchOn && <AuthCodeProofField form={form} label={t('authenticator.oldCode')} />}
        </DialogForm>
      )}
    </Modal>
  );
}
