// The alert list: each alert's market, conditions, whether it stops the pair's robots, its
// channels and status, with Edit, Send a test, Dismiss for a week and Delete (with confirmation).
import { BellOff, BellRing, FlaskConical, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { deleteAlarm, dismissAlarm, setAlarmStatus } from '../../../shared/contracts/alarm/alarm-calls.ts';
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import { testAlarm } from '../../../shared/contracts/alarm/channel-calls.ts';
import { confirmDialog, showToast } from '../../components/feedback/feedback-atoms.ts';
import { DataTable } from '../../components/table-parts.tsx';
import { api } from '../../lib/api/api.ts';
import { conditionTexts, numberFormat } from './condition-text.ts';

/** An alert's action as an icon button, named for screen readers and in its tooltip. */
function RowAction({ label, icon: Icon, onClick, danger = false }: { label: string; icon: LucideIcon; onClick(): void; danger?: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs btn-square ${danger ? 'text-error' : ''}`}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

export function AlarmTable({
  list,
  onEdit,
  onChanged,
  onDeleted,
  onTested,
}: {
  list: AlarmView[];
  onEdit(alarm: AlarmView): void;
  onChanged(alarm: AlarmView): void;
  onDeleted(id: number): void;
  onTested(): void;
}) {
  const { t, i18n } = useTranslation('alarms');
  const format = numberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const run = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch {
      // The api client has shown the message.
    }
  };

  const toggle = (alarm: AlarmView, active: boolean) =>
    run(async () => onChanged(await api.call(setAlarmStatus, { id: alarm.id, status: active ? 'active' : 'inactive' })));

  const dismiss = (alarm: AlarmView) =>
    run(async () => {
      const dismiss = alarm.dismissed_until === null;
      onChanged(await api.call(dismissAlarm, { id: alarm.id, dismiss }));
      showToast(t(dismiss ? 'actions.dismissed' : 'actions.resumed'), 3000, 'success');
    });

  const test = (alarm: AlarmView) =>
    run(async () => {
      await api.call(testAlarm, { id: alarm.id });
      showToast(t('actions.testSent'), 3000, 'success');
      onTested();
    });

  const remove = (alarm: AlarmView) =>
    run(async () => {
      const pair = `${alarm.yenUnit1}/${alarm.yenUnit2}`;
      if (!(await confirmDialog(t('actions.deleteConfirm', { pair, exchange: alarm.exchange })))) return;
      await api.call(deleteAlarm, { id: alarm.id });
      onDeleted(alarm.id);
      showToast(t('actions.deleted'), 3000, 'success');
    });

  const name = (alarm: AlarmView) => alarm.remark || `${alarm.yenUnit1}/${alarm.yenUnit2}`;
  const place = (alarm: AlarmView) => `${alarm.remark ? `${alarm.yenUnit1}/${alarm.yenUnit2} · ` : ''}${alarm.exchange}`;

  const statusSwitch = (alarm: AlarmView) => (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className="toggle toggle-sm toggle-success"
        checked={alarm.status === 'active'}
        onChange={(event) => void toggle(alarm, event.target.checked)}
        aria-label={`${t('status.toggle')}: ${alarm.yenUnit1}/${alarm.yenUnit2}`}
      />
      <span className="text-sm">{t(`status.${alarm.status}`)}</span>
    </label>
  );

  const channelBadges = (alarm: AlarmView) => (
    <div className="flex flex-wrap gap-1">
      {alarm.channels.map((channel) => (
        <span key={channel} className="badge badge-ghost badge-sm whitespace-nowrap">
          {t(`channelShort.${channel}`)}
        </span>
      ))}
    </div>
  );

  const notes = (alarm: AlarmView) => (
    <>
      {alarm.dismissed_until && (
        <div className="text-warning mt-1 text-xs">{t('dismissedUntil', { date: date.format(alarm.dismissed_until) })}</div>
      )}
      {alarm.last_fired_at && <div className="text-xs opacity-60">{t('lastFired', { date: date.format(alarm.last_fired_at) })}</div>}
    </>
  );

  const actions = (alarm: AlarmView) => (
    <div className="flex justify-end gap-1">
      <RowAction label={t('actions.edit')} icon={Pencil} onClick={() => onEdit(alarm)} />
      <RowAction label={t('actions.test')} icon={FlaskConical} onClick={() => void test(alarm)} />
      <RowAction
        label={alarm.dismissed_until ? t('actions.resume') : t('actions.dismiss')}
        icon={alarm.dismissed_until ? BellRing : BellOff}
        onClick={() => void dismiss(alarm)}
      />
      <RowAction label={t('actions.delete')} icon={Trash2} onClick={() => void remove(alarm)} danger />
    </div>
  );

  return (
    <>
      {/* Phones: one card per alert. */}
      <ul className="flex flex-col gap-3 md:hidden" data-testid="alarm-cards">
        {list.map((alarm) => (
          <li key={alarm.id} className="bg-base-100 border-base-300 rounded-box flex flex-col gap-2 border p-3" data-alarm-id={alarm.id}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <div className="font-medium break-words">{name(alarm)}</div>
                <div className="text-xs opacity-60">{place(alarm)}</div>
              </div>
              {statusSwitch(alarm)}
            </div>
            <ul className="space-y-0.5 text-sm">
              {conditionTexts(alarm, t, format).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2 text-xs">
              {channelBadges(alarm)}
              {alarm.stop_robots && (
                <span className="badge badge-warning badge-outline badge-sm whitespace-nowrap">{t('form.stopRobots')}</span>
              )}
            </div>
            {notes(alarm)}
            {actions(alarm)}
          </li>
        ))}
      </ul>
      {/* Wider screens: the table. */}
      <DataTable
        caption={t('list')}
        frameClassName="hidden overflow-x-auto md:block"
        testId="alarm-table"
        columns={[
          { label: t('columns.pair') },
          { label: t('columns.conditions') },
          { label: t('columns.stopBots') },
          { label: t('columns.channels') },
          { label: t('columns.status') },
          { label: t('columns.actions'), end: true },
        ]}
      >
        {list.map((alarm) => (
          <tr key={alarm.id} data-alarm-id={alarm.id}>
            <td className="align-top">
              <div className="font-medium whitespace-nowrap">{name(alarm)}</div>
              <div className="text-xs whitespace-nowrap opacity-60">{place(alarm)}</div>
            </td>
            <td className="align-top">
              {/* Conditions wrap, so the actions stay in view beside a sidebar at desktop widths. */}
              <ul className="min-w-48 space-y-0.5 text-sm">
                {conditionTexts(alarm, t, format).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </td>
            <td className="align-top">{alarm.stop_robots ? t('yes') : t('no')}</td>
            <td className="align-top">
              {channelBadges(alarm)}
              {notes(alarm)}
            </td>
            <td className="align-top">{statusSwitch(alarm)}</td>
            <td className="align-top">{actions(alarm)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
