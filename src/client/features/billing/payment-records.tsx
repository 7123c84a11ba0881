// Recharge and renew records (spec §2: the latest 10): when, what (a renewal or change names its
// plan and period), how much, and the state in spec §4's words.
import { useTranslation } from '../../lib/use-translation.ts';
import { RECENT_PAYMENTS } from '../../../shared/catalogue/billing.ts';
import type { PaymentRecord } from '../../../shared/contracts/billing/pay-info.ts';
import { EmptyState, Section } from '../../components/page.tsx';
import { DataTable } from '../../components/table-parts.tsx';
import { formatDateTime } from '../../lib/format-time.ts';
import { displayUsdt } from './billing-format.ts';
import { RecordCard } from './record-card.tsx';
import { paymentKindKey, paymentStatusKey, statusTone, TONE_BADGE } from './billing-labels.ts';

function TypeText({ record }: { record: PaymentRecord }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <>
      <span className="block">{t(`billing:${paymentKindKey(record.kind)}`)}</span>
      {record.kind !== 'deposit' && record.level && record.period && (
        <span className="block text-xs opacity-70">
          {t('billing:records.planPeriod', {
            plan: t(`common:plan.${record.level}`),
            period: t(`billing:periodNames.${record.period}`),
          })}
        </span>
      )}
    </>
  );
}

function Status({ record }: { record: PaymentRecord }) {
  const { t } = useTranslation('billing');
  return (
    <span className={`${TONE_BADGE[statusTone(record.state)]} whitespace-nowrap`}>{t(paymentStatusKey(record.kind, record.state))}</span>
  );
}

export function PaymentRecords({ records, className }: { records: readonly PaymentRecord[]; className?: string }) {
  const { t, i18n } = useTranslation('billing');
  const title = t('records.title', { count: RECENT_PAYMENTS });
  const columns = [
    { label: t('columns.time') },
    { label: t('columns.type') },
    { label: t('columns.amount'), numeric: true },
    { label: t('columns.status') },
  ];
  const shown = records.slice(0, RECENT_PAYMENTS);
  return (
    <Section title={title} className={className}>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="payment-cards">
        {shown.map((record) => (
          <RecordCard
            key={record.id}
            title={<TypeText record={record} />}
            status={<Status record={record} />}
            amount={t('price', { amount: displayUsdt(record.amount, i18n.language) })}
            time={formatDateTime(record.time)}
          />
        ))}
      </ul>
      <DataTable caption={title} columns={columns} nowrapHeads frameClassName="hidden overflow-x-auto md:block" testId="payment-records">
        {shown.map((record) => (
          <tr key={record.id}>
            <td className="whitespace-nowrap tabular-nums">{formatDateTime(record.time)}</td>
            <td>
              <TypeText record={record} />
            </td>
            <td className="text-right whitespace-nowrap tabular-nums">
              {t('price', { amount: displayUsdt(record.amount, i18n.language) })}
            </td>
            <td>
              <Status record={record} />
            </td>
          </tr>
        ))}
      </DataTable>
      {shown.length === 0 && <EmptyState title={t('records.empty')} />}
    </Section>
  );
}
