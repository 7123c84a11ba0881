// The group a tool works on, as a select offers it: every trading wallet ("all"), none of them
// ("none", the approval's main-wallet-only case), the wallets in no group ("0") or one group (its
// id). Counts are shown so the user sees how many wallets a choice moves.
import type { WalletGroupView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import type { Choice } from '../form/fields.tsx';

export const ALL_WALLETS = 'all';
export const NO_WALLETS = 'none';
export const UNGROUPED = '0';

type Label = (key: 'all' | 'none' | 'ungrouped' | 'named', values: { count: number; name?: string }) => string;

export function groupChoices(
  groups: readonly WalletGroupView[],
  counts: { ungrouped: number; total: number },
  extra: readonly ('all' | 'none')[],
  label: Label,
): Choice<string>[] {
  return [
    ...extra.map((kind) => ({
      value: kind === 'all' ? ALL_WALLETS : NO_WALLETS,
      label: label(kind, { count: kind === 'all' ? counts.total : 0 }),
    })),
    { value: UNGROUPED, label: label('ungrouped', { count: counts.ungrouped }) },
    ...groups.map((group) => ({ value: String(group.id), label: label('named', { name: group.name, count: group.wallets }) })),
  ];
}

/** The request's group_id for a choice: absent for all (or none), 0 for the ungrouped, else the id. */
export function groupIdOf(choice: string): number | undefined {
  if (choice === ALL_WALLETS || choice === NO_WALLETS) return undefined;
  const id = Number(choice);
  return Number.isInteger(id) && id >= 0 ? id : undefined;
}
