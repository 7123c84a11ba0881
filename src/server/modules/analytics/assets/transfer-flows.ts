// Deposits and withdrawals in USDT over a span: the external transfers of the user's wallets
// (external-transfers.ts), each valued at the price of the user's last snapshot on that chain
// before it, else at the live price; and each bound exchange account's completed deposits and
// withdrawals, read from its venue when the statement is asked (the account's connector, under its
// key's rate governor), each valued at the price of the user's last snapshot of that account at or
// before it, else at the venue's live price. A withdrawal counts what left the account: its amount
// and its fee when the fee is in the same asset. Read once for all the months of a statement (the
// journal has no index by time, so each read walks the chain's sends). An account whose venue fails
// is left out and logged (by code or reason), and the statement still answers.
import { formatUnits } from 'viem';
import type { CapitalTransfer } from '../../../../engine/connectors/types.ts';
import type { AssetServices } from './asset-services.ts';
import { forEachBounded } from './bounded.ts';
import { externalTransfers } from './external-transfers.ts';
import { failureText } from './failure-text.ts';
import type { BoundAccountRow } from './holding-repository.ts';

export interface ValuedTransfer {
  direction: 'in' | 'out';
  at: number;
  valueUsdt: number;
}

/** Exchange accounts whose history is read at once. */
const ACCOUNT_READS = 4;

export async function valuedTransfers(s: AssetServices, userId: number, from: Date, to: Date): Promise<ValuedTransfer[]> {
  const [wallets, exchanges] = await Promise.all([walletTransfers(s, userId, from, to), exchangeTransfers(s, userId, from, to)]);
  return [...wallets, ...exchanges];
}

async function walletTransfers(s: AssetServices, userId: number, from: Date, to: Date): Promise<ValuedTransfer[]> {
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

async function exchangeTransfers(s: AssetServices, userId: number, from: Date, to: Date): Promise<ValuedTransfer[]> {
  const valued: ValuedTransfer[] = [];
  await forEachBounded(await s.cex.ofUser(userId), ACCOUNT_READS, async (row) => {
    let transfers: CapitalTransfer[];
    try {
      transfers = await s.cex.transfers(row, from.getTime());
    } catch (error) {
      s.deps.log.warn({ web: row.web, account: row.id, reason: failureText(error) }, 'exchange account transfer history read failed');
      return;
    }
    for (const transfer of transfers) {
      if (transfer.status !== 'ok' || transfer.timestamp < from.getTime() || transfer.timestamp >= to.getTime()) continue;
      valued.push(await valuedExchangeTransfer(s, row, transfer));
    }
  });
  return valued;
}

async function valuedExchangeTransfer(s: AssetServices, row: BoundAccountRow, transfer: CapitalTransfer): Promise<ValuedTransfer> {
  const price =
    (await s.snapshots.priceAtOrBefore(row.userId, 'cex', row.web, transfer.asset, new Date(transfer.timestamp))) ??
    (await s.pricer.cex(row.web, transfer.asset).catch(() => null));
  const fee = transfer.type === 'withdrawal' && transfer.fee?.currency === transfer.asset ? transfer.fee.cost : 0;
  return {
    direction: transfer.type === 'deposit' ? 'in' : 'out',
    at: transfer.timestamp,
    valueUsdt: (transfer.amount + fee) * (price ?? 0),
  };
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
