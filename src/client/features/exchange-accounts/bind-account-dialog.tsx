// Binding an exchange account: the venue, an account name, the credentials that venue needs and an
// optional IP whitelist. The shared schema checks the form; the server verifies the keys with a
// real balance call before saving them, and says so when they fail or the exchange is bound already.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialField } from '../../../shared/catalogue/venue-kinds.ts';
import { bindExchangeAccount } from '../../../shared/contracts/exchange-accounts/bind-exchange-account.ts';
import type { BindResult } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { bindForm } from '../../../shared/contracts/exchange-accounts/fields.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { CredentialInputs, type CredentialValues } from './credential-inputs.tsx';
import { Dialog } from './dialog.tsx';
import { ExchangePicker, venuesOf } from './exchange-picker.tsx';
import { Field } from './field.tsx';
import { errorsOfCall, errorsOfSchema, FORM_ERROR, type FieldErrors } from './form-issues.ts';

const FORM_ID = 'bind-account';

export function BindAccountDialog({
  webList,
  bound,
  onBound,
  onClose,
}: {
  webList: readonly WebListEntry[];
  bound: ReadonlySet<string>;
  onBound(result: BindResult): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['exchange', 'messages']);
  const venues = useMemo(() => venuesOf(webList), [webList]);
  const [chosen, setWeb] = useState('');
  // Until the user picks one: the first venue not bound yet (the list may arrive after the dialog opened).
  const web = chosen || (venues.find((venue) => !bound.has(venue.web))?.web ?? '');
  const [remark, setRemark] = useState('');
  const [credentials, setCredentials] = useState<CredentialValues>({});
  const [ipWhitelist, setIpWhitelist] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const venue = venues.find((entry) => entry.web === web);

  const submit = async () => {
    if (busy) return;
    const fields = [...(venue?.fields ?? []), ...(venue?.optional_fields ?? [])];
    const given = Object.fromEntries(fields.filter((field) => credentials[field]).map((field) => [field, credentials[field]]));
    const payload = { web, remark, ...given, ...(ipWhitelist.trim() ? { ip_whitelist: ipWhitelist } : {}) };
    const found: FieldErrors = {};
    const parsed = bindForm.safeParse(payload);
    if (!parsed.success) Object.assign(found, errorsOfSchema(parsed.error, t));
    for (const field of venue?.fields ?? []) if (!credentials[field]) found[field] ??= t('messages:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await api.call(bindExchangeAccount, payload);
      showToast(t('form.bound'), 3000, 'success');
      if (result.warnings.includes('withdrawEnabled')) showToast(t('form.withdrawWarning'), 8000, 'info');
      onBound(result);
    } catch (error) {
      setErrors(errorsOfCall(error));
    } finally {
      setBusy(false);
    }
  };

  const setCredential = (field: CredentialField, value: string) => {
    setCredentials((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _changed, [FORM_ERROR]: _form, ...rest }) => rest);
  };

  return (
    <Dialog title={t('form.bindTitle')} onClose={onClose} busy={busy}>
      <form
        className="flex flex-col gap-3"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ExchangePicker
          id={`${FORM_ID}-web`}
          venues={venues}
          value={web}
          bound={bound}
          error={errors['web']}
          onChange={(next) => {
            setWeb(next);
            setErrors({});
          }}
        />
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
              aria-invalid={errors['remark'] ? true : undefined}
              autoComplete="off"
            />
          )}
        </Field>
        {venue && (
          <CredentialInputs
            formId={FORM_ID}
            required={venue.fields}
            optional={venue.optional_fields}
            values={credentials}
            errors={errors}
            onChange={setCredential}
          />
        )}
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
              className={`textarea textarea-bordered w-full font-mono text-sm ${errors['ip_whitelist'] ? 'textarea-error' : ''}`}
              value={ipWhitelist}
              onChange={(event) => setIpWhitelist(event.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <p className="text-xs opacity-70">{t('form.keyAdvice')}</p>
        {errors[FORM_ERROR] && (
          <p className="alert alert-error py-2 text-sm" role="alert" data-testid="bind-error">
            {errors[FORM_ERROR]}
          </p>
        )}
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !venue}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? t('form.verifying') : t('form.submitBind')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
