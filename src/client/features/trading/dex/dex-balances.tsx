// Balances on a DEX pair: a pool is traded from the user's wallets, not from an exchange account,
// so this shows what the trading wallets hold together of the pair's tokens and the chain's coin,
// and leads to DEX / NFT Wallet Management for the pair, where the wallets are.
import { Link } from '@tanstack/react-router';
import { Wallet } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { amountAtAGlance } from '../format.ts';
import type { DexPair } from '../pair/market-pair.ts';
import { useWalletTotals } from './use-wallet-totals.ts';

export function DexBalances({ pair }: { pair: DexPair }) {
  const { t } = useTranslation('trading');
  const totals = useWalletTotals(pair);
  return (
    <div className="flex flex-col items-start gap-3" data-testid="dex-balances">
      {totals && totals.wallets > 0 ? (
        <>
          <p className="text-sm opacity-70">{t('dex.balances.held', { count: totals.wallets })}</p>
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {totals.totals.map((token) => (
              <div key={token.key} className="contents" data-testid="dex-balance">
                <dt className="opacity-70">{token.symbol}</dt>
                <dd className="text-right tabular-nums">{amountAtAGlance(Number(token.amount))}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-sm opacity-70">{t('dex.balances.body', { pair: `${pair.yenUnit1}/${pair.yenUnit2}` })}</p>
      )}
      <Link to="/subManage" search={{ web: pair.web, yenUnit1: pair.yenUnit1, yenUnit2: pair.yenUnit2 }} className="btn btn-sm btn-outline">
        <Wallet aria-hidden="true" className="size-4" />
        {t('dex.balances.manage')}
      </Link>
    </div>
  );
}
