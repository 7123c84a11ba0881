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
            {/* The whole amount on hover: the line shows it rounded. */}
            <dd className="text-right tabular-nums" data-testid={`balance-${token.symbol}`} title={amount}>
              {amount === undefined ? '—' : displayAmount(amount, i18n.language)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * When a page of wallets' balances was read: one time, or the oldest and newest, or that some were
 * never read; and how they follow the chain.
 */
export function PageBalancesAge({ wallets }: { wallets: readonly WalletView[] }) {
  const { t, i18n } = useTranslation('wallets');
  if (wallets.length === 0) return null;
  const times = wallets.map((wallet) => wallet.balances_at);
  const read = times.filter((at): at is number => at !== null);
  const time = (at: number) => new Date(at).toLocaleString(i18n.language);
  let age: string;
  if (read.length < times.length) age = t('balances.someNeverRead');
  else {
    const [oldest, newest] = [Math.min(...read), Math.max(...read)];
    age =
      time(oldest) === time(newest)
        ? t('balances.readAt', { time: time(oldest) })
        : t('balances.readBetween', { from: time(oldest), to: time(newest) });
  }
  return (
    <p className="text-xs opacity-60" data-testid="page-balances-age">
      {age} · {t('balances.follow')}
    </p>
  );
}

/** "Balances read 10:42:05", or that they were never read. */
export function BalancesReadAt({ at }: { at: number | null }) {
  const { t, i18n } = useTranslation('wallets');
  const text = at === null ? t('balances.neverRead') : t('balances.readAt', { time: new Date(at).toLocaleString(i18n.language) });
  return <p className="text-xs opacity-60">{text}</p>;
}
