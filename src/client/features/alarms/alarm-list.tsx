// /alarm: the alert system: the alert list with New Alert / Edit Alert, the firings history, and
// the messaging service the alerts are sent on (this device, Telegram, e-mail).
import { BellRing, Plus } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AlarmView, ChannelState } from '../../../shared/contracts/alarm/alarm-view.ts';
import type { AlarmChannel } from '../../../shared/contracts/alarm/fields.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { AlarmFormDialog } from './alarm-form-dialog.tsx';
import { AlarmTable } from './alarm-table.tsx';
import { BindPrompt } from './bind-prompt.tsx';
import { FiringHistory } from './firing-history.tsx';
import { ChannelControls } from './messaging-settings.tsx';
import { useAlarmData } from './use-alarm-data.ts';

/** New alerts go where the user can be reached now. */
function reachable(channels: ChannelState): AlarmChannel[] {
  const list: AlarmChannel[] = [];
  if (channels.push.devices > 0) list.push('push');
  if (channels.telegram.bound) list.push('telegram');
  if (channels.email.bound && list.length === 0) list.push('email');
  return list;
}

export function AlarmListPage() {
  const { t } = useTranslation('alarms');
  const { data, reload, put, remove, setChannels } = useAlarmData();
  const [form, setForm] = useState<{ editing: AlarmView | null } | null>(null);
  const [historySignal, setHistorySignal] = useState(0);
  const [telegramStart, setTelegramStart] = useState(0);
  const messaging = useRef<HTMLDivElement>(null);

  const bindTelegram = useCallback(() => {
    messaging.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setTelegramStart((n) => n + 1);
  }, []);

  const onChannels = useCallback((channels: ChannelState) => setChannels(channels), [setChannels]);

  const ready = data.status === 'ready' ? data : null;
  // The names the user gave their alerts, which the firings show as the table does.
  const alertNames = useMemo(
    () => new Map((ready?.list ?? []).filter((alarm) => alarm.remark).map((alarm) => [alarm.id, alarm.remark])),
    [ready],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setForm({ editing: null })} disabled={!ready}>
            <Plus aria-hidden="true" className="size-4" />
            {t('newAlert')}
          </button>
        }
      />
      {ready && <BindPrompt channels={ready.channels} onBind={bindTelegram} onChannels={onChannels} />}
      {/* The messaging panel moves beside the alerts only where the alert table still fits next to it
          (its six columns need about 900 px); narrower, it sits under them. */}
      <div className="grid gap-4 2xl:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t('list')}>
            {data.status === 'loading' && <LoadingDots label={t('loading')} />}
            {data.status === 'failed' && <ListLoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void reload()} />}
            {ready && ready.list.length === 0 && (
              <EmptyState icon={<BellRing className="size-6" />} title={t('empty')} body={t('emptyBody')} />
            )}
            {ready && ready.list.length > 0 && (
              <AlarmTable
                list={ready.list}
                onEdit={(alarm) => setForm({ editing: alarm })}
                onChanged={put}
                onDeleted={remove}
                onTested={() => setHistorySignal((n) => n + 1)}
              />
            )}
          </Section>
          <FiringHistory refreshSignal={historySignal} names={alertNames} />
        </div>
        <div ref={messaging}>
          <Section title={t('messaging.title')}>
            <p className="text-sm opacity-70">{t('messaging.body')}</p>
            {ready ? (
              <ChannelControls channels={ready.channels} onChannels={onChannels} telegramStart={telegramStart} />
            ) : (
              <LoadingDots label={t('loading')} />
            )}
          </Section>
        </div>
      </div>
      {form && ready && (
        <AlarmFormDialog
          editing={form.editing}
          defaultChannels={reachable(ready.channels)}
          onClose={() => setForm(null)}
          onSaved={(alarm) => {
            put(alarm);
            setForm(null);
            showToast(t('actions.saved'), 2500, 'success');
          }}
          onNeedBinding={(channel) => {
            if (channel === 'telegram') bindTelegram();
          }}
        />
      )}
    </>
  );
}
