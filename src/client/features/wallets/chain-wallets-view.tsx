// Everything /subManage shows for one chain: the main wallet, the figures, the tools and the
// trading wallets. It reads them together and again whenever something changed them: a dialog
// closing, or the task widget saying a task finished (balances moved).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { DexChainEntry } from '../../../shared/contracts/markets/get-dex-chain.ts';
import type { WalletView } from '../../../shared/contracts/wallet/wallet-view.ts';
import { onAccountDataChanged } from '../../lib/tasks/task-bridge.ts';
import { type ChainWallets, ChainWalletsContext, tokenOf } from './chain-wallets.ts';
import { useWalletGroups } from '../../components/wallet-groups/use-wallet-groups.ts';
import { MainWalletCard } from './main/main-wallet-card.tsx';
import { useWalletList } from './list/use-wallet-list.ts';
import { WalletsSection } from './list/wallets-section.tsx';
import { type PairOnVenue, PairHoldings } from './pair/pair-holdings.tsx';
import { StatsStrip } from './stats/stats-strip.tsx';
import { useWalletStats } from './stats/use-wallet-stats.ts';
import { type OpenTool, type ToolContext, ToolDialog } from './tools/tool-dialogs.tsx';
import { ToolBar } from './tools/tool-bar.tsx';

export function ChainWalletsView({
  chain,
  openAllocation,
  pair,
  context,
  onToolClosed,
}: {
  chain: DexChainEntry;
  /** The DEX pair the user came from, when it trades on this chain. */
  pair: PairOnVenue | null;
  /** ?openDistribution=1: the allocation dialog opens by itself (a gas refusal elsewhere chose to distribute). */
  openAllocation: boolean;
  context: Omit<ToolContext, 'group'>;
  onToolClosed(): void;
}) {
  const { t } = useTranslation('wallets');
  const list = useWalletList(chain.chain);
  const groups = useWalletGroups(chain.chain);
  const stats = useWalletStats(chain.chain);
  const [tool, setTool] = useState<OpenTool | null>(openAllocation ? { name: 'allocate' } : null);
  const { reload: reloadList } = list;
  const { reload: reloadGroups } = groups;
  const { reload: reloadStats } = stats;
  const [refreshKey, setRefreshKey] = useState(0);

  const reloadAll = useCallback(() => {
    reloadList();
    reloadGroups();
    reloadStats();
    setRefreshKey((key) => key + 1);
  }, [reloadList, reloadGroups, reloadStats]);

  useEffect(() => onAccountDataChanged(reloadAll), [reloadAll]);

  const value = useMemo<ChainWallets>(
    () => ({
      chain,
      tokens: list.answer?.tokens ?? [],
      main: list.answer?.main ?? null,
      groups: groups.groups?.list ?? [],
      ungrouped: groups.groups?.ungrouped ?? 0,
      reloadAll,
    }),
    [chain, list.answer, groups.groups, reloadAll],
  );

  const closeTool = () => {
    setTool(null);
    reloadAll();
    onToolClosed();
  };
  const transfer = (from: WalletView) => setTool({ name: 'transfer', from });

  return (
    <ChainWalletsContext.Provider value={value}>
      {context.gasToken && (
        // Sent here because a token must be approved first (2107/2108 elsewhere): say so, one click from the tool.
        <div className="alert alert-warning alert-soft flex flex-wrap justify-between text-sm" data-testid="approve-hint">
          {t('management.approveHint', { token: tokenOf(value.tokens, context.gasToken.toLowerCase())?.symbol ?? context.gasToken })}
          <button type="button" className="btn btn-warning btn-sm" onClick={() => setTool({ name: 'approval' })}>
            {t('tools.approval')}
          </button>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <MainWalletCard status={list.answer ? 'ready' : list.status} onRetry={list.reload} onSaved={list.replace} onTransfer={transfer} />
        <div className="flex min-w-0 flex-col gap-4">
          <StatsStrip stats={stats.stats} />
          <ToolBar
            onOpen={(name) => setTool({ name })}
            group={list.filter.group}
            canAddToken={Boolean(context.addToken) && chain.webs.length > 0}
          />
        </div>
      </div>
      {pair && <PairHoldings pair={pair} refreshKey={refreshKey} />}
      <WalletsSection list={list} onTransfer={transfer} />
      {/* Tools need the tokens and groups: they open once the first answers are in. */}
      {tool && list.answer && groups.groups && (
        <ToolDialog tool={tool} context={{ ...context, group: list.filter.group }} onClose={closeTool} />
      )}
    </ChainWalletsContext.Provider>
  );
}
