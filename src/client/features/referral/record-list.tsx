// A page of referral records (spec §3): the invitee's account, when they registered, the plan
// payment that earned the reward (when, how much) and the reward. A table on wide screens, cards
// on phones.
import { useTranslation } from '../../lib/use-translation.ts';
import type { ReferralRecord } from '../../../shared/contracts/account/invite.ts';
import { DataTable } from '../../components/table-parts.tsx';
import { formatMoment, formatUsdt } from './format.ts';

export function RecordList({ records }: { records: readonly ReferralRecord[] }) {
  const { t, i18n } = useTranslation('referral');
  const when = (ms: number) => formatMoment(ms, i18n.language);
  const usdt = (value: string) => formatUsdt(value, i18n.language);
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="record-cards">
        {records.map((record) => (
          <li key={record.id} className="bg-base-100 border-base-300 rounded-box flex flex-col gap-2 border p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate font-medium">{record.account}</span>
              <span className="text-success font-semibold whitespace-nowrap tabular-nums">
                {t('records.rewardAmount', { amount: usdt(record.reward) })}
              </span>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="opacity-60">{t('records.columns.registered')}</dt>
              <dd className="tabular-nums">{when(record.registered_at)}</dd>
              <dt className="opacity-60">{t('records.columns.paymentTime')}</dt>
              <dd className="tabular-nums">{when(record.payment_time)}</dd>
              <dt className="opacity-60">{t('records.columns.paid')}</dt>
              <dd className="tabular-nums">{usdt(record.paid)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <DataTable
        caption={t('records.list')}
        frameClassName="hidden overflow-x-auto md:block"
        nowrapHeads
        testId="record-table"
        columns={[
          { label: t('records.columns.account') },
          { label: t('records.columns.registered') },
          { label: t('records.columns.paymentTime') },
          { label: t('records.columns.paid'), numeric: true },
          { label: t('records.columns.reward'), numeric: true },
        ]}
      >
        {records.map((record) => (
          <tr key={record.id} data-testid="record-row">
            <td className="font-medium">{record.account}</td>
            <td className="whitespace-nowrap tabular-nums">{when(record.registered_at)}</td>
            <td className="whitespace-nowrap tabular-nums">{when(record.payment_time)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{usdt(record.paid)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{usdt(record.reward)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
