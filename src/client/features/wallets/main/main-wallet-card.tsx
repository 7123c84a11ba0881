// The chain's main (funding) wallet (spec §1): it funds the trading wallets and collects from them.
// Shown with its address, balances and the two switches the spec gives it (it can be disabled and
// can take part in trading); Refresh reads its balances from the chain again. A main wallet the
// sandbox funded says so until the balances it was funded with show.
import { ArrowRightLeft, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { mainWalletBalanceUpdate } from '../../../../shared/contracts/wallet/wallet-balances.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken, WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { ListLoadFailed, LoadingDots } from '../../../components/list-status.tsx';
import { Section } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { useChainWallets } from '../chain-wallets.ts';
import { CopyAddress } from '../copy-address.tsx';
import { BalanceList, BalancesReadAt } from '../list/balance-list.tsx';
import { WalletToggle } from '../list/wallet-setting-controls.tsx';
import { WalletStateBadge } from '../list/wallet-state-badge.tsx';
import { CreateMainWallet } from './create-main-wallet.tsx';

/**
 * Whether the funded balances show: every token's balance has been read and the coin's is not
 * zero (the faucet's coin arrives with its tokens, so a zero coin means they have not arrived yet).
 */
function fundedBalancesShown(main: WalletView | null, tokens: readonly WalletToken[]): boolean {
  if (!main || tokens.some((token) => main.balances[token.key] === undefined)) return false;
  return /[1-9]/.test(main.balances[NATIVE_TOKEN] ?? '');
}

function RefreshMainButton() {
  const { t } = useTranslation('wallets');
  const { chain, reloadAll } = useChainWallets();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    setBusy(true);
    api
      .call(mainWalletBalanceUpdate, { chain: chain.chain })
      .then(reloadAll, () => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="btn btn-ghost btn-xs" onClick={refresh} disabled={busy} aria-busy={busy} data-testid="refresh-main">
      <RefreshCw aria-hidden="true" className={`size-3.5 ${busy ? 'animate-spin' : ''}`} />
      {t('actions.refresh')}
    </button>
  );
}

function MainWalletDetails({ main, onSaved, onTransfer }: { main: WalletView; onSaved(wallet: WalletView): void; onTransfer(): void }) {
  const { t } = useTranslation('wallets');
  const { tokens } = useChainWallets();
  return (
    <div className="flex flex-col gap-3" data-testid="main-wallet">
      <div className="flex items-start justify-between gap-2">
        <CopyAddress address={main.address} full />
        <WalletStateBadge state={main.state} />
      </div>
      <div className="bg-base-100 border-base-300 rounded-box border p-3">
        <BalanceList wallet={main} tokens={tokens} />
      </div>
      <BalancesReadAt at={main.balances_at} />
      <div className="flex flex-col gap-2">
        <WalletToggle wallet={main} setting="enabled" label={t('main.enabled')} showLabel onSaved={onSaved} />
        <WalletToggle wallet={main} setting="ordering" label={t('main.ordering')} showLabel onSaved={onSaved} />
      </div>
      <button type="button" className="btn btn-outline btn-sm self-start" onClick={onTransfer}>
        <ArrowRightLeft aria-hidden="true" className="size-4" />
        {t('main.transfer')}
      </button>
    </div>
  );
}

export function MainWalletCard({
  status,
  onRetry,
  onSaved,
  onTransfer,
}: {
  /** Whether the first page of wallets, which carries the main wallet, has been read. */
  status: 'loading' | 'ready' | 'failed';
  onRetry(): void;
  onSaved(wallet: WalletView): void;
  onTransfer(main: WalletView): void;
}) {
  const { t } = useTranslation('wallets');
  const { main, tokens, reloadAll } = useChainWallets();
  const [funded, setFunded] = useState(false);
  const fundsShown = fundedBalancesShown(main, tokens);
  // Once shown, the note has said what it had to: it does not come back when the balances change.
  useEffect(() => {
    if (fundsShown) setFunded(false);
  }, [fundsShown]);
  const created = (wasFunded: boolean) => {
    setFunded(wasFunded);
    showToast(t(wasFunded ? 'main.createdFunded' : 'main.created'), 4000, 'success');
    reloadAll();
  };
  return (
    <Section title={t('main.title')} actions={main ? <RefreshMainButton /> : undefined}>
      {funded && !fundsShown && (
        <p className="alert alert-success alert-soft text-sm" role="status" data-testid="main-funded">
          {t('main.fundedNote')}
        </p>
      )}
      {main ? (
        <MainWalletDetails main={main} onSaved={onSaved} onTransfer={() => onTransfer(main)} />
      ) : status === 'loading' ? (
        <LoadingDots label={t('loading')} />
      ) : status === 'failed' ? (
        <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('actions.retry')} onRetry={onRetry} />
      ) : (
        <CreateMainWallet onCreated={created} />
      )}
    </Section>
  );
}
