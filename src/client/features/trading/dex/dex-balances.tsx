// Balances on a DEX pair: a pool is traded from the user's wallets, not from an exchange account,
// so the balances live with the wallets. Until wallets are there this says where they will be and
// leads to DEX / NFT Wallet Management for the pair; no figures are made up meanwhile.
import { Link } from '@tanstack/react-router';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DexPair } from '../pair/market-pair.ts';

export function DexBalances({ pair }: { pair: DexPair }) {
  const { t } = useTranslation('trading');
  return (
    <div className="flex flex-col items-start gap-3" data-testid="dex-balances">
      <p className="text-sm opacity-70">{t('dex.balances.body', { pair: `${pair.yenUnit1}/${pair.yenUnit2}` })}</p>
      <Link to="/subManage" search={{ web: pair.web, yenUnit1: pair.yenUnit1, yenUnit2: pair.yenUnit2 }} className="btn btn-sm btn-outline">
        <Wallet aria-hidden="true" className="size-4" />
        {t('dex.balances.manage')}
      </Link>
    </div>
  );
}
