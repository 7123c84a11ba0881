// The trading wallets of the chain: the group filters, the ticked wallets' actions, the page of
// wallets (a table on wide screens, cards on phones) and the pager, with honest loading, failure
// and empty states. Group and bulk-setting dialogs open from here.
import { Settings2, WalletCards as WalletsIcon } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { getAllWalletIds } from '../../../../shared/contracts/wallet/wallet-list.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { ListPager } from '../../../components/list-pager.tsx';
import { ListLoadFailed, LoadingDots } from '../../../components/list-status.tsx';
import { EmptyState, Section } from '../../../components/page.tsx';
import { api } from '../../../lib/api/api.ts';
import { useChainWallets } from '../chain-wallets.ts';
import { CreateGroupDialog } from '../groups/create-group-dialog.tsx';
import { DeleteGroupDialog } from '../groups/delete-group-dialog.tsx';
import { GroupBar } from '../groups/group-bar.tsx';
import { AddressSearch } from './address-search.tsx';
import { PageBalancesAge } from './balance-list.tsx';
import { BulkSettingsDialog } from './bulk-settings-dialog.tsx';
import { NONE_SELECTED, offersSelectAll, pageTicks, type SelectionIds, withPage, withWallet } from './selection.ts';
import { SelectionBar } from './selection-bar.tsx';
import { shownTokens } from './shown-tokens.ts';
import { type WalletList, WALLET_PAGE_SIZE } from './use-wallet-list.ts';
import { WalletCards } from './wallet-cards.tsx';
import { WalletTable } from './wallet-table.tsx';

type GroupDialog = 'create' | 'delete' | 'bulk' | null;

export function WalletsSection({ list, onTransfer }: { list: WalletList; onTransfer(wallet: WalletView): void }) {
  const { t } = useTranslation('wallets');
  const { chain, tokens, groups } = useChainWallets();
  const [ids, setIds] = useState<SelectionIds>(NONE_SELECTED);
  const [dialog, setDialog] = useState<GroupDialog>(null);
  const { filter, setFilter, answer } = list;
  const wallets = answer?.list ?? [];
  const pageIds = wallets.map((wallet) => wallet.id);
  const total = answer?.total ?? 0;

  // A new filter is a new set of wallets: ticks made under the old one no longer apply.
  const selectGroup = (group: number | undefined) => {
    setIds(NONE_SELECTED);
    setFilter({ ...filter, group });
  };
  const search = useCallback(
    (address: string) => {
      setIds(NONE_SELECTED);
      setFilter({ ...filter, address });
    },
    [filter, setFilter],
  );
  const selectAll = async () => {
    const address = filter.address.trim();
    const answer = await api
      .call(getAllWalletIds, {
        chain: chain.chain,
        ...(filter.group !== undefined ? { group_id: filter.group } : {}),
        ...(address ? { address } : {}),
      })
      .catch(() => null);
    if (answer) setIds(new Set(answer.ids));
  };
  const scopeName =
    filter.group === undefined
      ? t('groups.all')
      : filter.group === 0
        ? t('groups.ungrouped')
        : (groups.find((group) => group.id === filter.group)?.name ?? '');

  const actions = {
    selected: (id: number) => ids.has(id),
    onSelect: (id: number, selected: boolean) => setIds((current) => withWallet(current, id, selected)),
    onSaved: list.replace,
    onTransfer,
  };
  const rows = {
    wallets,
    tokens: shownTokens(tokens, wallets),
    pageTicks: pageTicks(ids, pageIds),
    onTickPage: (on: boolean) => setIds((current) => withPage(current, pageIds, on)),
    actions,
  };

  let body: ReactNode;
  if (!answer && list.status === 'failed')
    body = <ListLoadFailed message={t('list.loadFailed')} retryLabel={t('actions.retry')} onRetry={list.reload} />;
  else if (!answer) body = <LoadingDots label={t('loading')} />;
  else if (wallets.length === 0)
    body = (
      <EmptyState
        icon={<WalletsIcon className="size-6" />}
        title={filter.address || filter.group !== undefined ? t('list.noneMatch') : t('list.none')}
        body={filter.address || filter.group !== undefined ? undefined : t('list.noneBody')}
      />
    );
  else
    body = (
      <>
        <WalletTable {...rows} />
        <WalletCards {...rows} />
        <PageBalancesAge wallets={wallets} />
      </>
    );

  return (
    <Section
      title={t('list.title')}
      actions={
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {list.status === 'loading' && answer && <LoadingDots label={t('loading')} />}
          <AddressSearch value={filter.address} onSearch={search} />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setDialog('bulk')} disabled={total === 0}>
            <Settings2 aria-hidden="true" className="size-4" />
            {t('bulk.open')}
          </button>
        </div>
      }
    >
      <GroupBar selected={filter.group} onSelect={selectGroup} onCreate={() => setDialog('create')} onDelete={() => setDialog('delete')} />
      <SelectionBar
        ids={ids}
        total={total}
        offerAll={offersSelectAll(ids, pageIds, total)}
        onSelectAll={selectAll}
        onClear={() => setIds(NONE_SELECTED)}
      />
      {body}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs opacity-60" data-testid="wallet-total">
          {answer ? t('list.total', { count: total }) : ''}
        </p>
        <ListPager
          page={list.page}
          total={total}
          pageSize={WALLET_PAGE_SIZE}
          onPage={list.setPage}
          previousLabel={t('list.previous')}
          nextLabel={t('list.next')}
          positionLabel={(pages) => t('list.page', { page: list.page, pages })}
          label={t('list.pager')}
        />
      </div>
      {dialog === 'create' && <CreateGroupDialog onCreated={(group) => selectGroup(group.id)} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteGroupDialog onDeleted={(id) => filter.group === id && selectGroup(undefined)} onClose={() => setDialog(null)} />
      )}
      {dialog === 'bulk' && <BulkSettingsDialog group={filter.group} scopeName={scopeName} onClose={() => setDialog(null)} />}
    </Section>
  );
}
