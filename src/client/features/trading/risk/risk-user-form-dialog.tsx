// Add / edit a risk user: which futures account, a remark, the thresholds (at least one) and the
// channels the alert goes out on. New ones start with the channels the user can be reached on now
// (the alert system's channel state). The server's refusals (already watched, no account, channel
// not bound) show beside the field they are about or above the buttons.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { getAlarmChannels } from '../../../../shared/contracts/alarm/channel-calls.ts';
import { ALARM_CHANNELS, type AlarmChannel } from '../../../../shared/contracts/alarm/fields.ts';
import type { RiskUserView } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { createRiskUserManagement } from '../../../../shared/contracts/futures/risk-users.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { CheckboxField, ErrorText, FormAlert, TextField } from '../../../components/form/form-controls.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { api } from '../../../lib/api/api.ts';
import { channelField, emptyRiskForm, formOfRiskUser, type RiskFormValues, requestOfForm, riskFormIssues } from './risk-form-values.ts';

const FORM_ID = 'risk-user';
const CODE_FIELDS = {
  [CODE.riskUserExists]: 'web',
  [CODE.toAccountPage]: 'web',
  [CODE.unknownExchange]: 'web',
};

export function RiskUserFormDialog({
  editing,
  accounts,
  onSaved,
  onClose,
}: {
  editing: RiskUserView | null;
  /** The caller's futures accounts (the ones a risk user can watch). */
  accounts: ReadonlyArray<{ web: string; exchange: string }>;
  onSaved(view: RiskUserView): void;
  onClose(): void;
}) {
  const { t } = useTranslation('trading');
  const initial = useMemo<RiskFormValues>(
    () => (editing ? formOfRiskUser(editing) : emptyRiskForm(accounts[0]?.web ?? '', [])),
    [editing, accounts],
  );
  const validate = useCallback((values: RiskFormValues) => riskFormIssues(values), []);
  const form = useForm({ id: FORM_ID, initial, validate, codeFields: CODE_FIELDS });
  const [telegramAvailable, setTelegramAvailable] = useState(true);
  const { set } = form;

  useEffect(() => {
    let live = true;
    api.call(getAlarmChannels, {}).then(
      (channels) => {
        if (!live) return;
        setTelegramAvailable(channels.telegram.available);
        if (editing) return;
        // New alerts go where the user can be reached now (e-mail when nothing else is).
        const reachable: AlarmChannel[] = [];
        if (channels.push.devices > 0) reachable.push('push');
        if (channels.telegram.bound) reachable.push('telegram');
        if (channels.email.bound && reachable.length === 0) reachable.push('email');
        for (const channel of reachable) set(channelField(channel), true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [editing, set]);

  const submit = async (values: RiskFormValues) => {
    const saved = await api.call(createRiskUserManagement, { ...requestOfForm(values), ...(editing ? { id: editing.id } : {}) });
    onSaved(saved);
  };

  const web = form.binding('web');
  const channelsId = `${FORM_ID}-channels`;
  return (
    <FormDialog
      form={form}
      title={t(editing ? 'riskUsers.form.editTitle' : 'riskUsers.form.addTitle')}
      submitLabel={t('riskUsers.form.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="flex w-full flex-col gap-1.5">
        <label htmlFor={web.id} className="text-sm font-medium">
          {t('riskUsers.form.account')}
        </label>
        <select
          id={web.id}
          name="web"
          className={`select w-full ${web.error ? 'select-error' : ''}`}
          value={form.values.web}
          onChange={(event) => form.set('web', event.target.value)}
          disabled={accounts.length === 0}
          aria-invalid={web.error ? true : undefined}
          aria-describedby={web.error ? web.errorId : undefined}
        >
          {accounts.map((account) => (
            <option key={account.web} value={account.web}>
              {account.exchange}
            </option>
          ))}
        </select>
        <ErrorText error={web.error} id={web.errorId} />
        {accounts.length === 0 && <p className="text-warning text-xs">{t('riskUsers.form.noAccounts')}</p>}
      </div>
      <TextField form={form} name="remark" label={t('riskUsers.form.remark')} hint={t('riskUsers.form.remarkHint')} maxLength={40} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('riskUsers.form.thresholds')}</legend>
        <p className="-mt-1 text-xs opacity-60">{t('riskUsers.form.thresholdsHint')}</p>
        <TextField
          form={form}
          name="margin_ratio_above"
          label={t('riskUsers.form.marginRatio')}
          hint={t('riskUsers.form.marginRatioHint')}
          inputMode="decimal"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField form={form} name="loss_above" label={t('riskUsers.form.loss')} inputMode="decimal" />
          <TextField form={form} name="exposure_above" label={t('riskUsers.form.exposure')} inputMode="decimal" />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('riskUsers.form.channels')}</legend>
        <div id={channelsId} tabIndex={-1} className="flex flex-wrap gap-4">
          {ALARM_CHANNELS.filter((channel) => channel !== 'telegram' || telegramAvailable).map((channel) => (
            <CheckboxField key={channel} form={form} name={channelField(channel)}>
              {t(`riskUsers.channels.${channel}`)}
            </CheckboxField>
          ))}
        </div>
        {!telegramAvailable && <p className="text-xs opacity-60">{t('riskUsers.form.telegramUnavailable')}</p>}
        <ErrorText error={form.errors['channels']} id={`${channelsId}-error`} />
      </fieldset>
      <FormAlert error={form.errorOf('form')} />
    </FormDialog>
  );
}
