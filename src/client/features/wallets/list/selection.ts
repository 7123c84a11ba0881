// Which trading wallets are ticked, across pages: a set of ids. A page's header box ticks or
// clears that page; "select all N" replaces the set with every id the filter matches
// (get_all_wallet_ids). Kept pure so the tick rules are tested without a screen.

export type SelectionIds = ReadonlySet<number>;

export const NONE_SELECTED: SelectionIds = new Set();

export function withWallet(ids: SelectionIds, id: number, selected: boolean): SelectionIds {
  const next = new Set(ids);
  if (selected) next.add(id);
  else next.delete(id);
  return next;
}

export function withPage(ids: SelectionIds, pageIds: readonly number[], selected: boolean): SelectionIds {
  const next = new Set(ids);
  for (const id of pageIds) {
    if (selected) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** How much of a page is ticked, for its header box (checked, mixed or clear). */
export function pageTicks(ids: SelectionIds, pageIds: readonly number[]): 'none' | 'some' | 'all' {
  const ticked = pageIds.filter((id) => ids.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === pageIds.length ? 'all' : 'some';
}

/** Offer "select all N" once the whole page is ticked and the filter matches more than is ticked. */
export const offersSelectAll = (ids: SelectionIds, pageIds: readonly number[], total: number): boolean =>
  pageIds.length > 0 && pageTicks(ids, pageIds) === 'all' && ids.size < total;
