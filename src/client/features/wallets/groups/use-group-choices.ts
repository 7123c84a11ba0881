// groupChoices in the user's words, from the chain's groups on screen.
import { useTranslation } from '../../../lib/use-translation.ts';
import { useChainWallets } from '../chain-wallets.ts';
import type { Choice } from '../form/fields.tsx';
import { groupChoices } from '../../../components/wallet-groups/group-choices.ts';

export function useGroupChoices(extra: readonly ('all' | 'none')[]): Choice<string>[] {
  const { t } = useTranslation('wallets');
  const { groups, ungrouped } = useChainWallets();
  const total = ungrouped + groups.reduce((sum, group) => sum + group.wallets, 0);
  return groupChoices(groups, { ungrouped, total }, extra, (key, values) => t(`groups.choice.${key}`, values));
}
