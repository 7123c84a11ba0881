// The chain's wallets in figures (dex_stat_info): how many there are, enabled, taking part in
// ordering, imported, in how many groups, and what the trading wallets hold together per token.
import { useTranslation } from '../../../lib/use-translation.ts';
import { displayAmount } from '../format.ts';
import type { WalletStats } from './use-wallet-stats.ts';

const COUNTS = ['wallets', 'enabled', 'ordering', 'imported', 'groups'] as const;

export function StatsStrip({ stats }: { stats: WalletStats | null }) {
  const { t, i18n } = useTranslation('wallets');
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section aria-label={t('stats.title')} className="flex flex-col gap-3" data-testid="wallet-stats">
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {COUNTS.map((name) => (
          <div key={name} className="bg-base-100 border-base-300 rounded-box border px-3 py-2" data-stat={name}>
            <dt className="truncate text-xs opacity-60">{t(`stats.${name}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{stats ? number(stats[name]) : '—'}</dd>
          </div>
        ))}
      </dl>
      {stats && stats.wallets > 0 && stats.totals.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('stats.totals')}>
          {stats.totals.map((total) => (
            <li
              key={total.key}
              className="badge badge-ghost badge-lg gap-1 tabular-nums"
              data-testid={`total-${total.symbol}`}
              data-amount={total.amount}
            >
              <span className="font-semibold">{displayAmount(total.amount, i18n.language, 4)}</span>
              <span>{total.symbol}</span>
              <span className="text-xs opacity-60">{t('stats.heldBy', { count: total.wallets })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
