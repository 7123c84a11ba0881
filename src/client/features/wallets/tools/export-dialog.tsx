// Export (spec §5 private keys, wallets_export): the private keys of the chain's main wallet and of
// one group's (or every) trading wallet as a CSV file. The user proves it is them first: the code
// mailed with purpose "security", and the authenticator's code while the authenticator is on. With
// no e-mail on file (4305) the dialog says where to add one.
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { getAccountInfo } from '../../../../shared/contracts/account/get-account-info.ts';
import { walletsExport } from '../../../../shared/contracts/wallet/wallet-create.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Modal } from '../../../components/modal.tsx';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { useChainWallets } from '../chain-wallets.ts';
import { EmailCodeField } from '../form/email-code-field.tsx';
import { FormAlert, TextField } from '../form/fields.tsx';
import { errorsOfFailure, type FormErrors } from '../form/form-errors.ts';
import { useWalletCall } from '../form/use-wallet-call.ts';
import { ALL_WALLETS, groupIdOf } from '../../../components/wallet-groups/group-choices.ts';
import { GroupField } from '../groups/group-field.tsx';
import { downloadText } from './download.ts';

const FIELDS = ['group_id', 'email_code', 'auth_code'];
const CODE_FIELDS = { [CODE.wrongEmailCode]: 'email_code', [CODE.wrongAuthCode]: 'auth_code' };

/**
 * What the account says about the proofs it can give: null until get_account_info answers. When it
 * cannot be read the e-mail is taken to be there (null) and the server names what is missing.
 */
type Proofs = { email: string | null; authenticator: boolean } | null;

function useProofs(): Proofs {
  const [proofs, setProofs] = useState<Proofs>(null);
  useEffect(() => {
    api.call(getAccountInfo, {}).then(
      (info) => setProofs({ email: info.email, authenticator: info.google_authenticator_switch }),
      () => setProofs({ email: null, authenticator: false }),
    );
  }, []);
  return proofs;
}

function NoEmail() {
  const { t } = useTranslation('wallets');
  return (
    <p className="alert alert-warning alert-soft flex flex-wrap items-center gap-2 text-sm" role="alert" data-testid="export-no-email">
      {t('export.noEmail')}
      <Link to="/centerSafe" className="link">
        {t('export.addEmail')}
      </Link>
    </p>
  );
}

export function ExportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('wallets');
  const { chain } = useChainWallets();
  const proofs = useProofs();
  const [group, setGroup] = useState(ALL_WALLETS);
  const [emailCode, setEmailCode] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [noEmail, setNoEmail] = useState(false);
  const call = useWalletCall(FIELDS, CODE_FIELDS);
  const missingEmail = noEmail || proofs?.email === '';

  const takeNoEmail = (error: ApiCallError) => {
    if (error.code !== CODE.exportNoEmail) return false;
    setNoEmail(true);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks: FormErrors = {};
    if (emailCode.trim() === '') checks.email_code = { key: 'messages:validation.emailCodeRequired' };
    if (proofs?.authenticator && authCode.trim() === '') checks.auth_code = { key: 'messages:validation.authCodeRequired' };
    const groupId = groupIdOf(group);
    const answer = await call.run(
      walletsExport,
      {
        chain: chain.chain,
        email_code: emailCode,
        ...(groupId !== undefined ? { group_id: groupId } : {}),
        ...(proofs?.authenticator ? { auth_code: authCode } : {}),
      },
      { checks, takeRefusal: takeNoEmail },
    );
    if (!answer) return;
    downloadText(answer.filename, answer.content);
    showToast(t('export.done', { count: answer.count, filename: answer.filename }), 4000, 'success');
    onClose();
  };

  return (
    <Modal title={t('tools.export')} onClose={onClose} busy={call.sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="export-form">
        <p className="alert alert-warning alert-soft flex items-start gap-2 text-sm">
          <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('export.warning')}
        </p>
        <GroupField value={group} onChange={setGroup} extra={['all']} error={call.errors.group_id} />
        {missingEmail ? (
          <NoEmail />
        ) : (
          <EmailCodeField
            value={emailCode}
            onChange={setEmailCode}
            error={call.errors.email_code}
            onSendFailed={(error) => {
              if (!(error instanceof ApiCallError && takeNoEmail(error))) call.setErrors(errorsOfFailure(error, FIELDS, CODE_FIELDS));
            }}
          />
        )}
        {proofs?.authenticator && (
          <TextField
            label={t('code.authenticator')}
            name="auth_code"
            value={authCode}
            onChange={setAuthCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={call.errors.auth_code}
          />
        )}
        <FormAlert error={call.errors.form} />
        <DialogActions busy={call.sending} onCancel={onClose} canSubmit={proofs !== null && !missingEmail}>
          {t('export.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}
