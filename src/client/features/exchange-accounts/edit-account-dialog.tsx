// Editing a bound account: its name and IP whitelist, and, when the user fills any in, new
// credentials (the server verifies them before they replace the saved ones; empty fields keep theirs).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialField } from '../../../shared/catalogue/venue-kinds.ts';
import type { BindResult, ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { updateForm } from '../../../shared/contracts/exchange-accounts/fields.ts';
import { updateExchangeAccount } from '../../../shared/contracts/exchange-accounts/update-exchange-account.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { CredentialInputs, type CredentialValues } from './credential-inputs.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { errorsOfCall, errorsOfSchema, FORM_ERROR, type FieldErrors } from './form-issues.ts';

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
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      const result = await api.call(updateExchangeAccount, payload);
      showToast(t('form.saved'), 3000, 'success');
      if (result.warnings.includes('withdrawEnabled')) showToast(t('form.withdrawWarning'), 8000, 'info');
      onSaved(result);
    } catch (error) {
      setErrors(errorsOfCall(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('form.editTitle', { remark: account.remark })} onClose={onClose} busy={busy}>
      <form
        className="flex flex-col gap-3"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id={`${FORM_ID}-remark`} label={t('form.remark')} hint={t('form.remarkHint')} error={errors['remark']}>
          {(describedBy) => (
            <input
              id={`${FORM_ID}-remark`}
              name="remark"
              className={`input input-bordered w-full ${errors['remark'] ? 'input-error' : ''}`}
              value={remark}
              maxLength={40}
              onChange={(event) => setRemark(event.target.value)}
              aria-describedby={describedBy}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id={`${FORM_ID}-ip-whitelist`}
          label={`${t('form.ip_whitelist')} (${t('form.optional')})`}
          hint={t('form.ipWhitelistHint')}
          error={errors['ip_whitelist']}
        >
          {(describedBy) => (
            <textarea
              id={`${FORM_ID}-ip-whitelist`}
              name="ip_whitelist"
              rows={2}
              className="textarea textarea-bordered w-full font-mono text-sm"
              value={ipWhitelist}
              onChange={(event) => setIpWhitelist(event.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
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
        {errors[FORM_ERROR] && (
          <p className="alert alert-error py-2 text-sm" role="alert">
            {errors[FORM_ERROR]}
          </p>
        )}
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? t('form.verifying') : t('form.submitEdit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
