// What can be done with the ticked wallets: tick every wallet the filter matches (not only this
// page), move them into a group (or out of any: transfer_dex_wallet_group), or clear the ticks.
import { FolderInput, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { transferDexWalletGroup } from '../../../../shared/contracts/wallet/wallet-groups.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { api } from '../../../lib/api/api.ts';
import { useChainWallets } from '../chain-wallets.ts';
import { groupIdOf } from '../../../components/wallet-groups/group-choices.ts';
import { useGroupChoices } from '../groups/use-group-choices.ts';

export function SelectionBar({
  ids,
  total,
  offerAll,
  onSelectAll,
  onClear,
}: {
  ids: ReadonlySet<number>;
  /** Wallets the filter matches. */
  total: number;
  offerAll: boolean;
  onSelectAll(): Promise<void>;
  onClear(): void;
}) {
  const { t, i18n } = useTranslation('wallets');
  const { chain, groups, reloadAll } = useChainWallets();
  const choices = useGroupChoices([]);
  // Until the user picks, the first named group (the groups may arrive after this bar mounts).
  const [picked, setTarget] = useState<string | null>(null);
  const target = picked ?? choices[1]?.value ?? choices[0]?.value ?? '0';
  const [busy, setBusy] = useState(false);
  if (ids.size === 0) return null;

  const selectAll = () => {
    setBusy(true);
    onSelectAll().finally(() => setBusy(false));
  };

  const move = () => {
    const groupId = groupIdOf(target) ?? 0;
    setBusy(true);
    api
      .call(transferDexWalletGroup, { chain: chain.chain, wallet_ids: [...ids], group_id: groupId })
      .then(
        (answer) => {
          // The group's own name: the choice's label carries its wallet count from before the move.
          const name = groupId === 0 ? t('groups.ungrouped') : (groups.find((group) => group.id === groupId)?.name ?? '');
          showToast(t('list.moved', { count: answer.moved, group: name }), 3000, 'success');
          onClear();
          reloadAll();
        },
        () => undefined,
      )
      .finally(() => setBusy(false));
  };

  return (
    <div
      className="bg-primary/10 border-primary/30 rounded-box flex flex-wrap items-center gap-2 border px-3 py-2 text-sm"
      data-testid="selection-bar"
    >
      <span className="font-medium" data-testid="selected-count">
        {t('list.selected', { count: ids.size, formatted: ids.size.toLocaleString(i18n.language) })}
      </span>
      {offerAll && (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={selectAll} disabled={busy} data-testid="select-all">
          {t('list.selectAll', { count: total, formatted: total.toLocaleString(i18n.language) })}
        </button>
      )}
      <span className="grow" />
      <label className="flex items-center gap-2">
        <span className="whitespace-nowrap">{t('list.moveTo')}</span>
        <select
          className="select select-sm w-44"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          data-testid="move-target"
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-primary btn-sm" onClick={move} disabled={busy} aria-busy={busy} data-testid="move-wallets">
        <FolderInput aria-hidden="true" className="size-4" />
        {t('list.move')}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        onClick={onClear}
        aria-label={t('list.clearSelection')}
        title={t('list.clearSelection')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
