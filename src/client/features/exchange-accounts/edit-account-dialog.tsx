// Editing a bound account: its name and IP whitelist, and, when the user fills any in, new
// credentials (the server verifies them before they replace the saved ones; empty fields keep theirs).
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CredentialField } from '../../../shared/catalogue/venue-kinds.ts';
import type { BindResult, ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { updateForm } from '../../../shared/contracts/exchange-accounts/fields.ts';
import { updateExchangeAccount } from '../../../shared/contracts/exchange-accounts/update-exchange-account.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { Modal } from '../../components/modal.tsx';
import { api } from '../../lib/api/api.ts';
import { AccountForm, AccountFormFooter, IpWhitelistField, RemarkField, useAccountSave } from './account-form-parts.tsx';
import { CredentialInputs, type CredentialValues } from './credential-inputs.tsx';
import { errorsOfSchema, type FieldErrors } from './form-issues.ts';

const FORM_ID = 'edit-account';

export function EditAccountDialog({
  account,
  venue,
  onSaved,
  onClose,
}: {
  account: ExchangeAccountView;
  venue: WebListEntry | undefined;
  onSaved(result: BindResult): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['exchange', 'messages']);
  const [remark, setRemark] = useState(account.remark);
  const [ipWhitelist, setIpWhitelist] = useState(account.ip_whitelist);
  const [credentials, setCredentials] = useState<CredentialValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, save } = useAccountSave(setErrors);
  const required = venue?.fields ?? (account.fields_set as CredentialField[]);
  const optional = venue?.optional_fields ?? [];

  const submit = async () => {
    if (busy) return;
    const given = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value));
    const payload = { id: account.id, remark, ip_whitelist: ipWhitelist, ...given };
    const parsed = updateForm.safeParse(payload);
    if (!parsed.success) {
      setErrors(errorsOfSchema(parsed.error, t));
      return;
    }
    setErrors({});
    await save(() => api.call(updateExchangeAccount, payload), t('form.saved'), onSaved);
  };

  return (
    <Modal title={t('form.editTitle', { remark: account.remark })} onClose={onClose} busy={busy}>
      <AccountForm busy={busy} onSubmit={submit}>
        <RemarkField formId={FORM_ID} value={remark} error={errors['remark']} onChange={setRemark} />
        <IpWhitelistField formId={FORM_ID} value={ipWhitelist} error={errors['ip_whitelist']} onChange={setIpWhitelist} />
        <fieldset className="border-base-300 rounded-box border p-3">
          <legend className="px-1 text-sm font-medium">{t('form.newCredentials')}</legend>
          <p className="mb-2 text-xs opacity-70">{t('form.keepHint')}</p>
          <CredentialInputs
            formId={FORM_ID}
            required={required}
            optional={optional}
            values={credentials}
            errors={errors}
            allOptional
            onChange={(field, value) => setCredentials((previous) => ({ ...previous, [field]: value }))}
          />
        </fieldset>
        <AccountFormFooter errors={errors} busy={busy} submitLabel={t('form.submitEdit')} onCancel={onClose} />
      </AccountForm>
    </Modal>
  );
}
