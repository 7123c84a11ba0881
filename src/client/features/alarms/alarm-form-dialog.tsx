// New Alert / Edit Alert: the market (an exchange of a bound account and a pair), the conditions,
// stopping the pair's robots, the channels and the status. Checked with the shared schema before
// sending; the server's answer (its field issues, or "Telegram or e-mail not bound") shows in the
// form, whose values are kept.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { Check, ErrorLine, Field, type FieldErrors } from './form-fields.tsx';

const ID = 'alarm-form';
const fieldId = (name: string) => `${ID}-${name.replace(/_/g, '-')}`;

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

  const coins = [values.base.toUpperCase(), values.quote.toUpperCase()].filter((coin, i, all) => coin && all.indexOf(coin) === i);

  return (
    <Modal title={editing ? t('editAlert') : t('newAlert')} onClose={onClose} busy={busy} wide>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" data-testid="alarm-form">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.market')}</legend>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId('web')} className="text-sm font-medium">
              {t('form.exchange')}
            </label>
            <select
              id={fieldId('web')}
              className={`select select-sm w-full ${errorOf('web') ? 'select-error' : ''}`}
              value={values.web}
              onChange={(event) => set('web', event.target.value)}
              disabled={accounts === null || busy}
              aria-describedby={errorOf('web') ? `${fieldId('web')}-error` : undefined}
            >
              {accounts?.length === 0 && <option value="">{t('form.noAccounts')}</option>}
              {accounts?.map((account) => (
                <option key={account.id} value={account.web}>
                  {account.exchange}
                </option>
              ))}
            </select>
            {accounts?.length === 0 && <p className="text-warning text-xs">{t('form.noAccounts')}</p>}
            <ErrorLine id={`${fieldId('web')}-error`} message={errorOf('web')} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Field
              id={fieldId('base')}
              label={t('form.base')}
              value={values.base}
              onChange={(v) => set('base', v)}
              error={errorOf('base')}
              autoCapitalize="characters"
            />
            <Field
              id={fieldId('quote')}
              label={t('form.quote')}
              value={values.quote}
              onChange={(v) => set('quote', v)}
              error={errorOf('quote')}
              autoCapitalize="characters"
            />
          </div>
          <Field
            id={fieldId('remark')}
            label={t('form.remark')}
            value={values.remark}
            onChange={(v) => set('remark', v)}
            error={errorOf('remark')}
            maxLength={40}
            hint={t('form.remarkHint')}
          />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.priceSection')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <Field
              id={fieldId('price_above')}
              label={t('form.priceAbove')}
              value={values.price_above}
              onChange={(v) => set('price_above', v)}
              error={errorOf('price_above')}
              inputMode="decimal"
              placeholder={t('form.optional')}
            />
            <Field
              id={fieldId('price_below')}
              label={t('form.priceBelow')}
              value={values.price_below}
              onChange={(v) => set('price_below', v)}
              error={errorOf('price_below')}
              inputMode="decimal"
              placeholder={t('form.optional')}
            />
          </div>
          <p className="-mt-1 text-xs opacity-60">{t('form.priceHint')}</p>
          <div className="grid grid-cols-2 gap-3">
            <Field
              id={fieldId('jump_percent')}
              label={t('form.jumpPercent')}
              value={values.jump_percent}
              onChange={(v) => set('jump_percent', v)}
              error={errorOf('jump_percent')}
              inputMode="decimal"
              placeholder={t('form.optional')}
            />
            <Field
              id={fieldId('jump_window_minutes')}
              label={t('form.jumpWindow')}
              value={values.jump_window_minutes}
              onChange={(v) => set('jump_window_minutes', v)}
              error={errorOf('jump_window_minutes')}
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
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId('balance_asset')} className="text-sm font-medium">
                {t('form.balanceAsset')}
              </label>
              <select
                id={fieldId('balance_asset')}
                className="select select-sm w-full"
                value={values.balance_asset.toUpperCase()}
                onChange={(event) => set('balance_asset', event.target.value)}
              >
                {coins.map((coin) => (
                  <option key={coin} value={coin}>
                    {coin}
                  </option>
                ))}
              </select>
              <ErrorLine id={`${fieldId('balance_asset')}-error`} message={errorOf('balance_asset')} />
            </div>
            <Field
              id={fieldId('balance_below')}
              label={t('form.balanceBelow')}
              value={values.balance_below}
              onChange={(v) => set('balance_below', v)}
              error={errorOf('balance_below')}
              inputMode="decimal"
              placeholder={t('form.optional')}
            />
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Check
                id={fieldId('hourly_drop_enabled')}
                label={t('form.hourlyDrop')}
                checked={values.hourly_drop_enabled}
                onChange={(v) => set('hourly_drop_enabled', v)}
              />
              <Field
                id={fieldId('hourly_drop_percent')}
                label={t('form.hourlyDropPercent')}
                value={values.hourly_drop_percent}
                onChange={(v) => set('hourly_drop_percent', v)}
                error={errorOf('hourly_drop_percent')}
                inputMode="decimal"
                disabled={!values.hourly_drop_enabled}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Check
                id={fieldId('snapshot_drop_enabled')}
                label={t('form.snapshotDrop')}
                checked={values.snapshot_drop_enabled}
                onChange={(v) => set('snapshot_drop_enabled', v)}
              />
              <Field
                id={fieldId('snapshot_drop_percent')}
                label={t('form.snapshotDropPercent')}
                value={values.snapshot_drop_percent}
                onChange={(v) => set('snapshot_drop_percent', v)}
                error={errorOf('snapshot_drop_percent')}
                inputMode="decimal"
                disabled={!values.snapshot_drop_enabled}
              />
            </div>
          </div>
          <p className="-mt-1 text-xs opacity-60">{t('form.dropHint')}</p>
          <Check
            id={fieldId('arbitrage_bot')}
            label={t('form.arbitrageBot')}
            checked={values.arbitrage_bot}
            onChange={(v) => set('arbitrage_bot', v)}
            hint={t('form.arbitrageHint')}
          />
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.actionsSection')}</legend>
          <Check
            id={fieldId('stop_robots')}
            label={t('form.stopRobots')}
            checked={values.stop_robots}
            onChange={(v) => set('stop_robots', v)}
          />
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
          <Check id={fieldId('active')} label={t('form.active')} checked={values.active} onChange={(v) => set('active', v)} />
        </fieldset>

        <ErrorLine id={`${ID}-form-error`} message={errorOf('form')} />
        <DialogActions busy={busy} onCancel={onClose} small>
          {t('form.save')}
        </DialogActions>
      </form>
    </Modal>
  );
}
