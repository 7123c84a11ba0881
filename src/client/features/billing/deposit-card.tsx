// Topping up the console wallet (spec §1): the chain, the user's deposit address on it, the rule
// that only USDT on that chain is recovered, and how many confirmations credit a deposit. On the
// sandbox chain a faucet sends test USDT to the address, so the whole flow can be tried.
import { Droplets } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { depositFaucet } from '../../../shared/contracts/billing/withdraw.ts';
import type { PayInfo } from '../../../shared/contracts/billing/pay-info.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { EmptyState, Section } from '../../components/page.tsx';
import { api } from '../../lib/api/api.ts';
import { displayUsdt } from './billing-format.ts';
import { ChainSelect } from './chain-select.tsx';
import { DepositAddress } from './deposit-address.tsx';

/** Test USDT from the sandbox faucet to the deposit address (chains with a faucet only). */
export function FaucetButton({ chain, onSent }: { chain: string; onSent(): void }) {
  const { t, i18n } = useTranslation('billing');
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    try {
      const sent = await api.call(depositFaucet, { chain });
      showToast(t('deposit.faucetSent', { amount: displayUsdt(sent.amount, i18n.language) }), 4000, 'success');
      onSent();
    } catch {
      // The response table has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-outline self-start" onClick={() => void ask()} disabled={busy} aria-busy={busy}>
      {busy ? (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      ) : (
        <Droplets aria-hidden="true" className="size-4" />
      )}
      {t('deposit.faucet')}
    </button>
  );
}

export function DepositCard({
  info,
  onChooseChain,
  onFaucetSent,
}: {
  info: PayInfo;
  onChooseChain(chain: string): void;
  onFaucetSent(): void;
}) {
  const { t } = useTranslation('billing');
  const chainKey = info.deposit?.chain ?? info.chains[0]?.key ?? '';
  const chain = info.chains.find((candidate) => candidate.key === chainKey);
  return (
    <Section title={t('deposit.title')}>
      <p className="text-sm opacity-75">{t('deposit.body')}</p>
      {info.chains.length > 0 && (
        <ChainSelect id="deposit-chain" label={t('deposit.chain')} chains={info.chains} value={chainKey} onChange={onChooseChain} />
      )}
      <p className="alert alert-warning alert-soft text-sm" data-testid="deposit-warning">
        {t('deposit.warning')}
      </p>
      {info.deposit ? (
        <>
          <DepositAddress address={info.deposit.address} />
          {chain && <p className="text-xs opacity-70">{t('deposit.confirmations', { count: chain.confirmations })}</p>}
          {chain?.faucet && <FaucetButton chain={chain.key} onSent={onFaucetSent} />}
        </>
      ) : (
        <EmptyState title={t('deposit.none')} />
      )}
    </Section>
  );
}
