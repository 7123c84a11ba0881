// A chain's wallet groups as a select offers them, for the wallet tools and the DEX bot form: every
// trading wallet ("all"), none of them ("none", the approval's main-wallet-only case), the wallets
// in no group ("0") or one group (its id). Counts are shown so the user sees how many wallets a
// choice moves, or how many a bot trades with.
import type { WalletGroupView } from '../../../shared/contracts/wallet/wallet-view.ts';

export const ALL_WALLETS = 'all';
export const NO_WALLETS = 'none';
export const UNGROUPED = '0';

export interface GroupChoice {
  value: string;
  label: string;
}

type Label = (key: 'all' | 'none' | 'ungrouped' | 'named', values: { count: number; name?: string }) => string;

/** One choice per named group, with its wallet count. */
export function namedGroupChoices(groups: readonly WalletGroupView[], label: Label): GroupChoice[] {
  return groups.map((group) => ({ value: String(group.id), label: label('named', { name: group.name, count: group.wallets }) }));
}

export function groupChoices(
  groups: readonly WalletGroupView[],
  counts: { ungrouped: number; total: number },
  extra: readonly ('all' | 'none')[],
  label: Label,
): GroupChoice[] {
  return [
    ...extra.map((kind) => ({
      value: kind === 'all' ? ALL_WALLETS : NO_WALLETS,
      label: label(kind, { count: kind === 'all' ? counts.total : 0 }),
    })),
    { value: UNGROUPED, label: label('ungrouped', { count: counts.ungrouped }) },
    ...namedGroupChoices(groups, label),
  ];
}

/** The request's group_id for a choice: absent for all (or none), 0 for the ungrouped, else the id. */
export function groupIdOf(choice: string): number | undefined {
  if (choice === ALL_WALLETS || choice === NO_WALLETS) return undefined;
  const id = Number(choice);
  return Number.isInteger(id) && id >= 0 ? id : undefined;
}
