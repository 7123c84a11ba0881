// New Alert / Edit Alert: the market (an exchange of a bound account and a pair), the conditions,
// stopping the pair's robots, the channels and the status. Checked with the shared schema before
// sending; the server's answer (its field issues, or "Telegram or e-mail not bound") shows in the
// form, whose values are kept.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { addAlarm, updateAlarm } from '../../../shared/contracts/alarm/alarm-calls.ts';
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import { ALARM_CHANNELS, type AlarmChannel, JUMP_WINDOW_MINUTES } from '../../../shared/contracts/alarm/fields.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { getExchangeAccounts } from '../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { api } from '../../lib/api/api.ts';
import { type AlarmFormValues, emptyForm, formIssues, formOfAlarm, ruleOfForm } from './alarm-form-values.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { Modal } from '../../components/modal.tsx';
import { Check, ErrorLine, Field, type FieldErrors, SelectField } from './form-fields.tsx';

const ID = 'alarm-form';
const fieldId = (name: string) => `${ID}-${name.replace(/_/g, '-')}`;

type NamesOf<T> = { [K in keyof AlarmFormValues]: AlarmFormValues[K] extends T ? K : never }[keyof AlarmFormValues];
type TextName = NamesOf<string>;
type FlagName = NamesOf<boolean>;

function errorsOf(issues: Array<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path || 'form'] ??= issue.message;
  return errors;
}

export function AlarmFormDialog({
  editing,
  defaultChannels,
  onSaved,
  onClose,
  onNeedBinding,
}: {
  editing: AlarmView | null;
  defaultChannels: AlarmChannel[];
  onSaved(alarm: AlarmView): void;
  onClose(): void;
  /** The server answered "Telegram or e-mail not bound" for this channel. */
  onNeedBinding(channel: string): void;
}) {
  const { t } = useTranslation('alarms');
  const [accounts, setAccounts] = useState<ExchangeAccountView[] | null>(null);
  const [values, setValues] = useState<AlarmFormValues>(() =>
    editing ? formOfAlarm(editing) : emptyForm({ web: '', base: 'BTC', quote: 'USDT' }, defaultChannels),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.call(getExchangeAccounts, {}).then(
      (answer) => {
        setAccounts(answer.list);
        const first = answer.list[0];
        if (first) setValues((current) => (current.web ? current : { ...current, web: first.web }));
      },
      () => setAccounts([]),
    );
  }, []);

  const set = <K extends keyof AlarmFormValues>(name: K, value: AlarmFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The watched token follows the pair's coin it was.
      if (name === 'base' && current.balance_asset === current.base) next.balance_asset = String(value).toUpperCase();
      if (name === 'quote' && current.balance_asset === current.quote) next.balance_asset = String(value).toUpperCase();
      return next;
    });
    setServerErrors({});
  };

  const errors: FieldErrors = { ...serverErrors, ...(attempted ? errorsOf(formIssues(values)) : {}) };
  const errorOf = (name: string) => errors[name];
  // What a text field or a check box of the form needs to show and change its value.
  const text = (name: TextName) => ({
    id: fieldId(name),
    value: values[name],
    onChange: (v: string) => set(name, v),
    error: errorOf(name),
  });
  const flag = (name: FlagName) => ({ id: fieldId(name), checked: values[name], onChange: (v: boolean) => set(name, v) });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const issues = formIssues(values);
    if (issues.length > 0) {
      requestAnimationFrame(() => document.getElementById(fieldId(issues[0]!.path))?.focus());
      return;
    }
    setBusy(true);
    try {
      const rule = ruleOfForm(values);
      onSaved(editing ? await api.call(updateAlarm, { id: editing.id, ...rule }) : await api.call(addAlarm, rule));
    } catch (error) {
      if (error instanceof ApiCallError && error.code === CODE.channelNotBound) {
        const channel = (error.data as { channel?: string } | null)?.channel ?? 'telegram';
        setServerErrors({ channels: error.message });
        onNeedBinding(channel);
      } else if (error instanceof ApiCallError && error.code === CODE.invalidParams) {
        const issues = ((error.data as { issues?: Array<{ path: string; message: string }> } | null)?.issues ?? []).map((issue) => ({
          path: issue.path === 'yenUnit1' ? 'base' : issue.path === 'yenUnit2' ? 'quote' : issue.path,
          message: issue.message,
        }));
        setServerErrors(errorsOf(issues));
      } else {
        setServerErrors({ form: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setBusy(false);
    }
  };

  // The two falls of the balance an alert can watch, each switched on before its percentage counts.
  const dropRules = [
    {
      enabled: 'hourly_drop_enabled',
      percent: 'hourly_drop_percent',
      label: t('form.hourlyDrop'),
      percentLabel: t('form.hourlyDropPercent'),
    },
    {
      enabled: 'snapshot_drop_enabled',
      percent: 'snapshot_drop_percent',
      label: t('form.snapshotDrop'),
      percentLabel: t('form.snapshotDropPercent'),
    },
  ] as const;

  const coins = [values.base.toUpperCase(), values.quote.toUpperCase()].filter((coin, i, all) => coin && all.indexOf(coin) === i);

  return (
    <Modal title={editing ? t('editAlert') : t('newAlert')} onClose={onClose} busy={busy} wide>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" data-testid="alarm-form">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.market')}</legend>
          <SelectField
            label={t('form.exchange')}
            {...text('web')}
            disabled={accounts === null || busy}
            note={accounts?.length === 0 && <p className="text-warning text-xs">{t('form.noAccounts')}</p>}
          >
            {accounts?.length === 0 && <option value="">{t('form.noAccounts')}</option>}
            {accounts?.map((account) => (
              <option key={account.id} value={account.web}>
                {account.exchange}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('form.base')} {...text('base')} autoCapitalize="characters" />
            <Field label={t('form.quote')} {...text('quote')} autoCapitalize="characters" />
          </div>
          <Field label={t('form.remark')} {...text('remark')} maxLength={40} hint={t('form.remarkHint')} />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.priceSection')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('form.priceAbove')} {...text('price_above')} inputMode="decimal" placeholder={t('form.optional')} />
            <Field label={t('form.priceBelow')} {...text('price_below')} inputMode="decimal" placeholder={t('form.optional')} />
          </div>
          <p className="-mt-1 text-xs opacity-60">{t('form.priceHint')}</p>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('form.jumpPercent')} {...text('jump_percent')} inputMode="decimal" placeholder={t('form.optional')} />
            <Field
              label={t('form.jumpWindow')}
              {...text('jump_window_minutes')}
              inputMode="numeric"
              min={JUMP_WINDOW_MINUTES.min}
              max={JUMP_WINDOW_MINUTES.max}
            />
          </div>
          <p className="-mt-1 text-xs opacity-60">{t('form.jumpHint')}</p>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.balanceSection')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <SelectField label={t('form.balanceAsset')} {...text('balance_asset')} value={values.balance_asset.toUpperCase()}>
              {coins.map((coin) => (
                <option key={coin} value={coin}>
                  {coin}
                </option>
              ))}
            </SelectField>
            <Field label={t('form.balanceBelow')} {...text('balance_below')} inputMode="decimal" placeholder={t('form.optional')} />
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {dropRules.map((rule) => (
              <div key={rule.enabled} className="flex flex-col gap-2">
                <Check label={rule.label} {...flag(rule.enabled)} />
                <Field label={rule.percentLabel} {...text(rule.percent)} inputMode="decimal" disabled={!values[rule.enabled]} />
              </div>
            ))}
          </div>
          <p className="-mt-1 text-xs opacity-60">{t('form.dropHint')}</p>
          <Check label={t('form.arbitrageBot')} {...flag('arbitrage_bot')} hint={t('form.arbitrageHint')} />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.actionsSection')}</legend>
          <Check label={t('form.stopRobots')} {...flag('stop_robots')} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('form.channels')}</legend>
            <div className="flex flex-wrap gap-4" id={fieldId('channels')} tabIndex={-1}>
              {ALARM_CHANNELS.map((channel) => (
                <Check
                  key={channel}
                  id={fieldId(`channel_${channel}`)}
                  label={t(`channel.${channel}`)}
                  checked={values.channels.includes(channel)}
                  onChange={(on) =>
                    set('channels', on ? [...values.channels, channel] : values.channels.filter((entry) => entry !== channel))
                  }
                />
              ))}
            </div>
            <ErrorLine id={`${fieldId('channels')}-error`} message={errorOf('channels')} />
          </fieldset>
          <Check label={t('form.active')} {...flag('active')} />
        </fieldset>

        <ErrorLine id={`${ID}-form-error`} message={errorOf('form')} />
        <DialogActions busy={busy} onCancel={onClose} small>
          {t('form.save')}
        </DialogActions>
      </form>
    </Modal>
  );
}
