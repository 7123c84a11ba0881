// /subManage: DEX / NFT Wallet Management (spec §1, §2). The network selector on top (the chain of
// the venue the user came from, else the sandbox chain); below it, per chain, the main wallet, the
// figures, the tools and the trading wallets. Query parameters: web, yenUnit1, yenUnit2,
// openDistribution, gas_token, and chain once the user picks a network.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Network } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { useMarketLists, useWebList } from '../../lib/market-lists.ts';
import { ChainSelect } from './chain/chain-select.tsx';
import { pickChain } from './chain/pick-chain.ts';
import { useDexChains } from './chain/use-dex-chains.ts';
import { ChainWalletsView } from './chain-wallets-view.tsx';
import type { AddTokenSlot } from './tools/add-token-slot.ts';

export function WalletManagementPage({ addToken }: { addToken?: AddTokenSlot }) {
  const { t } = useTranslation('wallets');
  const search = useSearch({ from: '/_app/subManage' });
  const navigate = useNavigate({ from: '/subManage' });
  const { chains, reload } = useDexChains();
  useMarketLists(); // venue names (the approval's DEX choice, the pair the user came from)
  const webList = useWebList();
  const venueName = search.web ? (webList.find((entry) => entry.web === search.web)?.exchange ?? search.web) : '';
  const pair = search.yenUnit1 && search.yenUnit2 ? `${search.yenUnit1}/${search.yenUnit2}` : null;
  const chain = chains.status === 'ready' ? pickChain(chains.list, search) : null;
  const pairHere =
    chain && pair && search.web && chain.webs.includes(search.web)
      ? { web: search.web, venueName, base: search.yenUnit1 ?? '', quote: search.yenUnit2 ?? '' }
      : null;

  const header = (
    <PageHeader
      title={t('management.title')}
      description={pair ? t('management.forPair', { pair, web: venueName }) : t('management.subtitle')}
      actions={
        chains.status === 'ready' && chain ? (
          <ChainSelect
            chains={chains.list}
            value={chain.chain}
            onChange={(next) => void navigate({ search: (old) => ({ ...old, chain: next }), replace: true })}
          />
        ) : undefined
      }
    />
  );

  if (chains.status !== 'ready' || !chain)
    return (
      <>
        {header}
        <Section title={t('chain.title')}>
          {chains.status === 'loading' ? (
            <LoadingDots label={t('loading')} />
          ) : chains.status === 'failed' ? (
            <ListLoadFailed message={t('chain.loadFailed')} retryLabel={t('actions.retry')} onRetry={reload} />
          ) : (
            <EmptyState icon={<Network className="size-6" />} title={t('chain.none')} body={t('chain.noneBody')} />
          )}
        </Section>
      </>
    );

  return (
    <>
      {header}
      <div className="flex flex-col gap-4">
        {chain.simulated && (
          <p className="alert alert-info alert-soft text-sm" data-testid="sandbox-note">
            {t('chain.sandboxNote')}
          </p>
        )}
        <ChainWalletsView
          key={chain.chain}
          chain={chain}
          openAllocation={search.openDistribution === '1'}
          pair={pairHere}
          context={{ gasToken: search.gas_token, web: search.web, addToken }}
          // The allocation opened by the link has been dealt with: a reload must not open it again.
          onToolClosed={() =>
            search.openDistribution && void navigate({ search: ({ openDistribution: _opened, ...old }) => old, replace: true })
          }
        />
      </div>
    </>
  );
}
