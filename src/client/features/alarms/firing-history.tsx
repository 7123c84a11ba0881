// The firings history: when, which alert, why (with the figures), where it was sent and whether
// robots were stopped. Newest first, refreshed every 15 s while the screen is open.
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { FiringView } from '../../../shared/contracts/alarm/alarm-view.ts';
import { getAlarmFirings } from '../../../shared/contracts/alarm/firing-calls.ts';
import { LoadingDots } from '../../components/list-status.tsx';
import { DataTable } from '../../components/table-parts.tsx';
import { api } from '../../lib/api/api.ts';
import { numberFormat, reasonText } from './condition-text.ts';

const REFRESH_MS = 15_000;

const TONE: Record<string, string> = {
  sent: 'badge-success',
  failed: 'badge-error',
  skipped: 'badge-ghost',
  muted: 'badge-ghost',
  pending: 'badge-info',
};

/** Which alert fired: its name when the user gave it one (as the alert table shows it), else the pair. */
function FiredAlert({ firing, name }: { firing: FiringView; name: string | undefined }) {
  const pair = `${firing.yenUnit1}/${firing.yenUnit2}`;
  return (
    <>
      <span className="font-medium">{name ?? pair}</span>
      <div className="text-xs opacity-60">{name ? `${pair} · ${firing.exchange}` : firing.exchange}</div>
    </>
  );
}

export function FiringHistory({ refreshSignal, names }: { refreshSignal: number; names: ReadonlyMap<number, string> }) {
  const { t, i18n } = useTranslation('alarms');
  const [list, setList] = useState<FiringView[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const format = numberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  const load = useCallback(async () => {
    try {
      const answer = await api.call(getAlarmFirings, {});
      setList(answer.list);
      setHasMore(answer.has_more);
    } catch {
      setList((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  // Something just fired (a test): show it now, and again once its deliveries have settled.
  useEffect(() => {
    if (refreshSignal === 0) return;
    void load();
    const settle = setTimeout(() => void load(), 3_000);
    return () => clearTimeout(settle);
  }, [refreshSignal, load]);

  const more = async () => {
    const last = list?.[list.length - 1];
    if (!last) return;
    const answer = await api.call(getAlarmFirings, { before_id: last.id }).catch(() => null);
    if (!answer) return;
    setList((current) => [...(current ?? []), ...answer.list]);
    setHasMore(answer.has_more);
  };

  const reason = (firing: FiringView) => (
    <div>
      {reasonText(firing.condition, firing.values, t, format)}
      {firing.robots_stopped !== null && firing.robots_stopped > 0 && (
        <div className="text-warning text-xs">{t('history.robotsStopped', { count: firing.robots_stopped })}</div>
      )}
      {firing.muted && <div className="text-xs opacity-60">{t('history.muted')}</div>}
    </div>
  );

  const deliveries = (firing: FiringView) => (
    <div className="flex flex-wrap gap-1">
      {firing.deliveries.map((delivery) => (
        <span
          key={delivery.channel}
          className={`badge badge-sm whitespace-nowrap ${TONE[delivery.status] ?? 'badge-ghost'}`}
          title={delivery.reason ? t(`history.deliveryReason.${delivery.reason}`) : undefined}
        >
          {t(`channelShort.${delivery.channel}`)}: {t(`history.deliveryStatus.${delivery.status}`)}
        </span>
      ))}
    </div>
  );

  return (
    <section className="card bg-base-200/60 border-base-300 border">
      <div className="card-body gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold">{t('history.title')}</h2>
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => void load()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('history.refresh')}
          </button>
        </div>
        {list === null ? (
          <LoadingDots label={t('loading')} />
        ) : list.length === 0 ? (
          <p className="text-sm opacity-70">{t('history.empty')}</p>
        ) : (
          <>
            {/* Phones: one entry per firing. */}
            <ul className="flex flex-col gap-2 md:hidden">
              {list.map((firing) => (
                <li
                  key={firing.id}
                  className="border-base-300 flex flex-col gap-1 border-b pb-2 text-sm last:border-b-0"
                  data-firing-id={firing.id}
                >
                  <div className="flex justify-between gap-2">
                    <div className="min-w-0">
                      <FiredAlert firing={firing} name={names.get(firing.alarm_id)} />
                    </div>
                    <span className="text-xs tabular-nums opacity-70">{date.format(firing.fired_at)}</span>
                  </div>
                  {reason(firing)}
                  {deliveries(firing)}
                </li>
              ))}
            </ul>
            {/* Wider screens: the table. */}
            <DataTable
              caption={t('history.title')}
              frameClassName="hidden overflow-x-auto md:block"
              testId="firing-history"
              columns={[
                { label: t('history.time') },
                { label: t('history.alert') },
                { label: t('history.reason') },
                { label: t('history.delivery') },
              ]}
            >
              {list.map((firing) => (
                <tr key={firing.id} data-firing-id={firing.id}>
                  <td className="align-top whitespace-nowrap tabular-nums">{date.format(firing.fired_at)}</td>
                  <td className="align-top whitespace-nowrap">
                    <FiredAlert firing={firing} name={names.get(firing.alarm_id)} />
                  </td>
                  <td className="align-top">{reason(firing)}</td>
                  <td className="align-top">{deliveries(firing)}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
        {hasMore && (
          <button type="button" className="btn btn-ghost btn-sm w-fit" onClick={() => void more()}>
            {t('history.more')}
          </button>
        )}
      </div>
    </section>
  );
}
