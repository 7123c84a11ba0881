// Deposits and withdrawals in USDT over a span, from the external transfers of the user's wallets
// (external-transfers.ts), each valued at the price of the user's last snapshot on that chain
// before it, else at the live price. Read once for all the months of a statement (the journal has
// no index by time, so each read walks the chain's sends). Exchange accounts' own deposits and
// withdrawals are not counted: the connector does not read a venue's deposit history (and the
// sandbox exchanges keep none), so money moved onto an exchange from outside shows only in its
// balance.
import { formatUnits } from 'viem';
import type { AssetServices } from './asset-services.ts';
import { externalTransfers } from './external-transfers.ts';

export interface ValuedTransfer {
  direction: 'in' | 'out';
  at: number;
  valueUsdt: number;
}

export async function valuedTransfers(s: AssetServices, userId: number, from: Date, to: Date): Promise<ValuedTransfer[]> {
  const valued: ValuedTransfer[] = [];
  for (const chain of await s.holdings.walletChains(userId)) {
    const [own, sends, tokens] = await Promise.all([
      s.holdings.walletAddresses(userId, chain),
      s.holdings.minedSends(chain, from, to),
      s.deps.wallets.tokensOf(userId, chain).catch(() => []),
    ]);
    const tokenOf = new Map(tokens.map((token) => [token.key, token]));
    for (const transfer of externalTransfers(sends, own)) {
      const token = tokenOf.get(transfer.token);
      if (!token) continue;
      const price =
        (await s.snapshots.priceAtOrBefore(userId, 'dex', chain, token.symbol, transfer.at)) ??
        (await s.pricer.dex(chain, token.key).catch(() => null));
      const amount = Number(formatUnits(transfer.amount, token.decimals));
      valued.push({ direction: transfer.direction, at: transfer.at.getTime(), valueUsdt: amount * (price ?? 0) });
    }
  }
  return valued;
}

/** The deposits and withdrawals among `transfers` in [start, end). */
export function flowsBetween(transfers: readonly ValuedTransfer[], start: number, end: number) {
  let depositsUsdt = 0;
  let withdrawalsUsdt = 0;
  for (const transfer of transfers) {
    if (transfer.at < start || transfer.at >= end) continue;
    if (transfer.direction === 'in') depositsUsdt += transfer.valueUsdt;
    else withdrawalsUsdt += transfer.valueUsdt;
  }
  return { depositsUsdt, withdrawalsUsdt };
}
