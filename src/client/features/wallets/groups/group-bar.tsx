// The groups of the chain as a row of filters with their counts: every trading wallet, those in no
// group, then each group (spec §3 "Wallet group"). New and Delete open their dialogs.
import { FolderPlus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useChainWallets } from '../chain-wallets.ts';

function GroupFilter({ label, count, active, onClick }: { label: string; count: number; active: boolean; onClick(): void }) {
  const { i18n } = useTranslation('wallets');
  return (
    <button
      type="button"
      className={`btn btn-sm shrink-0 ${active ? 'btn-primary' : 'btn-ghost bg-base-100'}`}
      aria-pressed={active}
      onClick={onClick}
      data-testid="group-filter"
    >
      <span className="max-w-40 truncate">{label}</span>
      <span className="badge badge-sm tabular-nums">{count.toLocaleString(i18n.language)}</span>
    </button>
  );
}

export function GroupBar({
  selected,
  onSelect,
  onCreate,
  onDelete,
}: {
  /** The group filter: undefined for all wallets, 0 for the ungrouped. */
  selected: number | undefined;
  onSelect(group: number | undefined): void;
  onCreate(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('wallets');
  const { groups, ungrouped } = useChainWallets();
  const total = ungrouped + groups.reduce((sum, group) => sum + group.wallets, 0);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <nav className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1" aria-label={t('groups.filter')} data-testid="group-bar">
        <GroupFilter label={t('groups.all')} count={total} active={selected === undefined} onClick={() => onSelect(undefined)} />
        <GroupFilter label={t('groups.ungrouped')} count={ungrouped} active={selected === 0} onClick={() => onSelect(0)} />
        {groups.map((group) => (
          <GroupFilter
            key={group.id}
            label={group.name}
            count={group.wallets}
            active={selected === group.id}
            onClick={() => onSelect(group.id)}
          />
        ))}
      </nav>
      <div className="flex shrink-0 gap-1">
        <button type="button" className="btn btn-outline btn-sm" onClick={onCreate}>
          <FolderPlus aria-hidden="true" className="size-4" />
          {t('groups.create')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete} disabled={groups.length === 0}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('groups.delete')}
        </button>
      </div>
    </div>
  );
}
