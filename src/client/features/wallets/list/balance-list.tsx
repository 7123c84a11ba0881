// A wallet's balances of the chain's tokens, one line each; a token never read shows a dash.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { WalletToken, WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { displayAmount } from '../format.ts';

export function BalanceList({ wallet, tokens }: { wallet: WalletView; tokens: readonly WalletToken[] }) {
  const { i18n } = useTranslation('wallets');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm" data-testid="wallet-balances">
      {tokens.map((token) => {
        const amount = wallet.balances[token.key];
        return (
          <div key={token.key} className="contents" data-token={token.symbol}>
            <dt className="opacity-70">{token.symbol}</dt>
            <dd className="text-right tabular-nums" data-testid={`balance-${token.symbol}`}>
              {amount === undefined ? '—' : displayAmount(amount, i18n.language)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** "Balances read 10:42:05", or that they were never read. */
export function BalancesReadAt({ at }: { at: number | null }) {
  const { t, i18n } = useTranslation('wallets');
  const text = at === null ? t('balances.neverRead') : t('balances.readAt', { time: new Date(at).toLocaleString(i18n.language) });
  return <p className="text-xs opacity-60">{text}</p>;
}
