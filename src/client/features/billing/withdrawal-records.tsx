// Withdrawal records (spec §2: the latest 5): when, how much, the fee on top, where to (shortened,
// the whole address as its tooltip), the state in spec §4's words and the transaction once sent.
import { useTranslation } from '../../lib/use-translation.ts';
import { RECENT_WITHDRAWALS } from '../../../shared/catalogue/billing.ts';
import type { WithdrawalRecord } from '../../../shared/contracts/billing/pay-info.ts';
import { EmptyState, Section } from '../../components/page.tsx';
import { DataTable } from '../../components/table-parts.tsx';
import { formatDateTime } from '../../lib/format-time.ts';
import { displayUsdt, shortHex } from './billing-format.ts';
import { statusTone, TONE_BADGE, withdrawalStatusKey } from './billing-labels.ts';
import { RecordCard } from './record-card.tsx';

function Status({ withdrawal }: { withdrawal: WithdrawalRecord }) {
  const { t } = useTranslation('billing');
  return (
    <span className={`${TONE_BADGE[statusTone(withdrawal.state)]} whitespace-nowrap`}>{t(withdrawalStatusKey(withdrawal.state))}</span>
  );
}

function TxHash({ withdrawal }: { withdrawal: WithdrawalRecord }) {
  const { t } = useTranslation('billing');
  if (!withdrawal.tx_hash) return null;
  return (
    <span className="mt-1 block font-mono text-xs opacity-70" title={withdrawal.tx_hash}>
      {t('withdraw.tx', { hash: shortHex(withdrawal.tx_hash) })}
    </span>
  );
}

export function WithdrawalRecords({ withdrawals }: { withdrawals: readonly WithdrawalRecord[] }) {
  const { t, i18n } = useTranslation('billing');
  const title = t('withdraw.records', { count: RECENT_WITHDRAWALS });
  const columns = [
    { label: t('columns.time') },
    { label: t('columns.amount'), numeric: true },
    { label: t('columns.fee'), numeric: true },
    { label: t('columns.address') },
    { label: t('columns.status') },
  ];
  const shown = withdrawals.slice(0, RECENT_WITHDRAWALS);
  const usdt = (amount: string) => t('price', { amount: displayUsdt(amount, i18n.language) });
  return (
    <Section title={title}>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="withdrawal-cards">
        {shown.map((withdrawal) => (
          <RecordCard
            key={withdrawal.id}
            title={
              <span className="font-mono text-xs" title={withdrawal.address}>
                {shortHex(withdrawal.address)}
              </span>
            }
            status={<Status withdrawal={withdrawal} />}
            amount={`${usdt(withdrawal.amount)} (+${usdt(withdrawal.fee)})`}
            time={formatDateTime(withdrawal.time)}
            detail={<TxHash withdrawal={withdrawal} />}
          />
        ))}
      </ul>
      <DataTable caption={title} columns={columns} nowrapHeads frameClassName="hidden overflow-x-auto md:block" testId="withdrawal-records">
        {shown.map((withdrawal) => (
          <tr key={withdrawal.id}>
            <td className="whitespace-nowrap tabular-nums">{formatDateTime(withdrawal.time)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{usdt(withdrawal.amount)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{usdt(withdrawal.fee)}</td>
            <td className="font-mono text-xs whitespace-nowrap" title={withdrawal.address}>
              {shortHex(withdrawal.address)}
            </td>
            <td>
              <Status withdrawal={withdrawal} />
              <TxHash withdrawal={withdrawal} />
            </td>
          </tr>
        ))}
      </DataTable>
      {shown.length === 0 && <EmptyState title={t('withdraw.empty')} />}
    </Section>
  );
}
