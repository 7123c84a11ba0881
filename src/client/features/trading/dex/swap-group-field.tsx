// The wallet group a DEX batch order swaps from: the user's groups on the pair's chain with their
// wallet counts, all trading wallets of the chain, or those in no group; with no trading wallet on
// the chain at all, where to make them.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ALL_WALLETS, groupChoices } from '../../../components/wallet-groups/group-choices.ts';
import type { WalletGroups } from '../../../components/wallet-groups/use-wallet-groups.ts';
import { LabelledSelect } from '../form/labelled-fields.tsx';
import type { DexPair } from '../pair/market-pair.ts';

/** The first named group, else every trading wallet. */
export const defaultGroup = (groups: WalletGroups | null): string => (groups?.list[0] ? String(groups.list[0].id) : ALL_WALLETS);

/** How many trading wallets a choice holds; null before the groups are known. */
export function groupSize(groups: WalletGroups | null, choice: string): number | null {
  if (!groups) return null;
  if (choice === ALL_WALLETS) return groups.ungrouped + groups.list.reduce((sum, group) => sum + group.wallets, 0);
  if (choice === '0') return groups.ungrouped;
  return groups.list.find((group) => String(group.id) === choice)?.wallets ?? null;
}

export function SwapGroupField({
  pair,
  groups,
  value,
  onChange,
}: {
  pair: DexPair;
  groups: WalletGroups | null;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('trading');
  if (!groups) return <p className="text-sm opacity-70">{t('book.loading')}</p>;
  const total = groupSize(groups, ALL_WALLETS) ?? 0;
  if (total === 0)
    return (
      <div role="note" className="alert alert-info alert-soft flex flex-wrap items-center gap-2 text-sm" data-testid="swap-no-wallets">
        <span className="min-w-0 flex-1 basis-56">{t('dexTrade.batch.noWallets')}</span>
        <Link
          to="/subManage"
          search={{ web: pair.web, yenUnit1: pair.yenUnit1, yenUnit2: pair.yenUnit2 }}
          className="btn btn-sm btn-primary"
        >
          {t('dex.balances.manage')}
        </Link>
      </div>
    );
  const choices = groupChoices(groups.list, { ungrouped: groups.ungrouped, total }, ['all'], (key, values) =>
    t(`dexTrade.batch.groups.${key}`, values),
  );
  return <LabelledSelect label={t('dexTrade.batch.group')} value={value} choices={choices} onChange={onChange} />;
}
