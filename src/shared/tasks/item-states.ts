// States of a background task's item beyond its result (use, skip, fail), as stored in the item's
// reason while it has no result yet, and the message keys that name them to the user.

/** The item's transaction is sent and the chain has not told its outcome yet. */
export const PENDING_ON_CHAIN = 'pendingOnChain';

/** The reason of an item given up while its transaction was out there (its nonce filled by a release). */
export const RELEASED = 'released';

/** Message keys (messages namespace) of the item states shown in a task's item list. */
export const ITEM_STATE_MESSAGE = {
  [PENDING_ON_CHAIN]: 'task.item.pendingOnChain',
} as const;

/** The items pending on chain in a task's last answer (`data.on_chain` of get_schedule_data), as the client keeps it. */
export function onChainIndexes(data: unknown): number[] {
  const list = (data as { on_chain?: unknown } | null | undefined)?.on_chain;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => (typeof (item as { index?: unknown })?.index === 'number' ? [(item as { index: number }).index] : []));
}
