// /holderList: Token Holder List (spec §2, §3 "Holder list entry"). Per network and token (query
// parameters chain and token): the holders largest first, with quantity, share, last change and
// the user's own remark on each; which blocks were counted and the supply are said above the list.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { EmptyState, PageHeader, Section } from '../../components/page.tsx';
import { ChainSelect } from './chain/chain-select.tsx';
import { pickChain } from './chain/pick-chain.ts';
import { useDexChains } from './chain/use-dex-chains.ts';
import { displayAmount } from './format.ts';
import { HolderTable } from './holders/holder-table.tsx';
import { TokenPicker } from './holders/token-picker.tsx';
import { useChainTokens } from './holders/use-chain-tokens.ts';
import { HOLDER_PAGE_SIZE, type HolderAnswer, useHolderList } from './holders/use-holder-list.ts';

function CountedLine({ answer, solana }: { answer: HolderAnswer; solana: boolean }) {
  const { t, i18n } = useTranslation('wallets');
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <p className="text-sm opacity-70" data-testid="holder-blocks">
      {/* A Solana network keeps no transfer log: its holders are its token accounts at one slot. */}
      {t(solana ? 'holders.countedSolana' : 'holders.counted', {
        from: number(answer.from_block),
        to: number(answer.to_block),
        supply: displayAmount(answer.supply, i18n.language, 4),
        symbol: answer.symbol,
        count: answer.total,
      })}
    </p>
  );
}

function Holders({ chain, token, solana }: { chain: string; token: string | null; solana: boolean }) {
  const { t } = useTranslation('wallets');
  const [page, setPage] = useState(1);
  const { state, reload, putRemark } = useHolderList(chain, token, page);
  if (state.status === 'idle')
    return <EmptyState icon={<Users className="size-6" />} title={t('holders.empty')} body={t('holders.emptyBody')} />;
  if (state.status === 'loading') return <LoadingDots label={t('holders.loading')} />;
  if (state.status === 'failed') return <ListLoadFailed message={state.message} retryLabel={t('actions.retry')} onRetry={reload} />;
  const { answer } = state;
  return (
    <div className="flex flex-col gap-3">
      <CountedLine answer={answer} solana={solana} />
      {answer.list.length === 0 ? (
        <EmptyState icon={<Users className="size-6" />} title={t('holders.noHolders')} />
      ) : (
        <HolderTable list={answer.list} chain={chain} token={token ?? ''} onRemarkSaved={putRemark} />
      )}
      <ListPager
        className="self-end"
        page={page}
        total={answer.total}
        pageSize={HOLDER_PAGE_SIZE}
        onPage={setPage}
        previousLabel={t('list.previous')}
        nextLabel={t('list.next')}
        positionLabel={(pages) => t('list.page', { page, pages })}
      />
    </div>
  );
}

function ChainHolders({
  chain,
  token,
  solana,
  onToken,
}: {
  chain: string;
  token: string | null;
  solana: boolean;
  onToken(token: string): void;
}) {
  const { t } = useTranslation('wallets');
  const tokens = useChainTokens(chain);
  // Without ?token= the chain's first token is listed, so the page shows something at once.
  const shown = token ?? tokens?.[0]?.key ?? null;
  return (
    <Section title={t('holders.list')}>
      {tokens === null ? (
        <LoadingDots label={t('loading')} />
      ) : (
        <>
          <TokenPicker key={shown ?? ''} tokens={tokens} token={shown} solana={solana} onPick={onToken} />
          <Holders key={`${chain}:${shown}`} chain={chain} token={shown} solana={solana} />
        </>
      )}
    </Section>
  );
}

// The return type is written out: the route's type is read from this module, and this page reads
// its search through the route, which TypeScript cannot infer in a circle.
export function HolderListPage(): ReactNode {
  const { t } = useTranslation('wallets');
  const search = useSearch({ from: '/_app/holderList' });
  const navigate = useNavigate({ from: '/holderList' });
  const { chains, reload } = useDexChains();
  const chain = chains.status === 'ready' ? pickChain(chains.list, { chain: search.chain }) : null;
  return (
    <>
      <PageHeader
        title={t('holders.title')}
        description={t('holders.subtitle')}
        actions={
          chains.status === 'ready' && chain ? (
            <ChainSelect
              chains={chains.list}
              value={chain.chain}
              onChange={(next) => void navigate({ search: { chain: next }, replace: true })}
            />
          ) : undefined
        }
      />
      {chain ? (
        <ChainHolders
          key={chain.chain}
          chain={chain.chain}
          token={search.token ?? null}
          solana={chain.family === 'solana'}
          onToken={(token) => void navigate({ search: (old) => ({ ...old, chain: chain.chain, token }), replace: true })}
        />
      ) : (
        <Section title={t('holders.list')}>
          {chains.status === 'loading' ? (
            <LoadingDots label={t('loading')} />
          ) : chains.status === 'failed' ? (
            <ListLoadFailed message={t('chain.loadFailed')} retryLabel={t('actions.retry')} onRetry={reload} />
          ) : (
            <EmptyState title={t('chain.none')} body={t('chain.noneBody')} />
          )}
        </Section>
      )}
    </>
  );
}
