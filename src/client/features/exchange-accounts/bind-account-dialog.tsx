// Binding an exchange account: the venue, an account name, the credentials that venue needs and an
// optional IP whitelist. The shared schema checks the form; the server verifies the keys with a
// real balance call before saving them, and says so when they fail or the exchange is bound already.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CredentialField } from '../../../shared/catalogue/venue-kinds.ts';
import { bindExchangeAccount } from '../../../shared/contracts/exchange-accounts/bind-exchange-account.ts';
import type { BindResult } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { bindForm } from '../../../shared/contracts/exchange-accounts/fields.ts';
import type { WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { Modal } from '../../components/modal.tsx';
import { api } from '../../lib/api/api.ts';
import { AccountForm, AccountFormFooter, IpWhitelistField, RemarkField, useAccountSave } from './account-form-parts.tsx';
import { CredentialInputs, type CredentialValues } from './credential-inputs.tsx';
import { ExchangePicker, venuesOf } from './exchange-picker.tsx';
import { SandboxKeysButton } from './sandbox-keys-button.tsx';
import { type StartingPair, startOnPair } from './test-account-pair.ts';
import { errorsOfSchema, FORM_ERROR, type FieldErrors } from './form-issues.ts';

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
  const [startingPair, setStartingPair] = useState<{ web: string; pair: StartingPair } | null>(null);
  const { busy, save } = useAccountSave(setErrors);
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
    await save(
      () => api.call(bindExchangeAccount, payload),
      t('form.bound'),
      (result) => {
        if (venue && startingPair?.web === venue.web) void startOnPair(venue, startingPair.pair).catch(() => undefined);
        onBound(result);
      },
    );
  };

  const setCredential = (field: CredentialField, value: string) => {
    setCredentials((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _changed, [FORM_ERROR]: _form, ...rest }) => rest);
  };

  return (
    <Modal title={t('form.bindTitle')} onClose={onClose} busy={busy}>
      <AccountForm busy={busy} onSubmit={submit}>
        <ExchangePicker
          id={`${FORM_ID}-web`}
          list={webList}
          value={web}
          bound={bound}
          error={errors['web']}
          onChange={(next) => {
            setWeb(next);
            setErrors({});
          }}
        />
        <RemarkField formId={FORM_ID} value={remark} error={errors['remark']} onChange={setRemark} />
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
        {venue?.simulated && (
          <SandboxKeysButton
            web={venue.web}
            onKeys={({ default_pair, ...keys }) => {
              setCredentials((previous) => ({ ...previous, ...keys }));
              setStartingPair(default_pair ? { web: venue.web, pair: default_pair } : null);
              setErrors({});
            }}
            onError={setErrors}
          />
        )}
        <IpWhitelistField formId={FORM_ID} value={ipWhitelist} error={errors['ip_whitelist']} onChange={setIpWhitelist} />
        <p className="text-xs opacity-70">{t('form.keyAdvice')}</p>
        <AccountFormFooter errors={errors} busy={busy} canSubmit={Boolean(venue)} submitLabel={t('form.submitBind')} onCancel={onClose} />
      </AccountForm>
    </Modal>
  );
}
