// Opened from a DEX pair (/stocks → ?web=&yenUnit1=&yenUnit2=): what each group's trading wallets
// hold of the chain's coin and of the pair's two tokens (dex_wallet_stat_web), so the user sees at
// once whether a group is ready to trade that pair.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { dexWalletStatWeb } from '../../../../shared/contracts/wallet/wallet-balances.ts';
import { Section } from '../../../components/page.tsx';
import { DataTable } from '../../../components/table-parts.tsx';
import { api } from '../../../lib/api/api.ts';
import { displayAmount } from '../format.ts';

type PairStats = ResponseOf<typeof dexWalletStatWeb>;

export interface PairOnVenue {
  web: string;
  venueName: string;
  base: string;
  quote: string;
}

export function PairHoldings({
  pair,
  refreshKey,
}: {
  pair: PairOnVenue /** Changes whenever balances may have moved. */;
  refreshKey: number;
}) {
  const { t, i18n } = useTranslation('wallets');
  const [stats, setStats] = useState<PairStats | null>(null);
  useEffect(() => {
    let current = true;
    void refreshKey; // read again whenever balances may have moved
    api.call(dexWalletStatWeb, { web: pair.web, yenUnit1: pair.base, yenUnit2: pair.quote }).then(
      (answer) => current && setStats(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pair.web, pair.base, pair.quote, refreshKey]);
  if (!stats || stats.list.length === 0) return null;
  const title = t('pair.title', { pair: `${pair.base}/${pair.quote}`, venue: pair.venueName });
  return (
    <Section title={title}>
      <DataTable
        caption={title}
        testId="pair-holdings"
        columns={[
          { label: t('columns.group') },
          { label: t('pair.wallets'), numeric: true },
          ...stats.tokens.map((token) => ({ label: token.symbol, numeric: true })),
        ]}
      >
        {stats.list.map((row) => (
          <tr key={row.group_id}>
            <td>{row.group_name ?? <span className="opacity-60">{t('groups.ungrouped')}</span>}</td>
            <td className="text-right tabular-nums">{row.wallets.toLocaleString(i18n.language)}</td>
            {stats.tokens.map((token) => (
              <td key={token.key} className="text-right tabular-nums">
                {displayAmount(row.totals[token.key] ?? '0', i18n.language, 4)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}
