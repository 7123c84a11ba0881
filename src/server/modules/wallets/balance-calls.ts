// /Wallet/attached_wallet_balance_update, main_wallet_balance_update, dex_stat_info, dex_wallet_stat_web.
import { formatUnits } from 'viem';
import {
  attachedWalletBalanceUpdate,
  dexStatInfo,
  dexWalletStatWeb,
  mainWalletBalanceUpdate,
} from '../../../shared/contracts/wallet/wallet-balances.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { WalletRow } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';

type BalanceRow = Awaited<ReturnType<WalletServices['repo']['balances']>>[number];

/** Sums per token over last read balances, and when the oldest of them was read. */
function sumBalances(balances: BalanceRow[]) {
  const totals = new Map<string, { amount: bigint; wallets: number }>();
  let readAt: number | null = null;
  for (const balance of balances) {
    const amount = BigInt(balance.amount);
    const entry = totals.get(balance.token) ?? { amount: 0n, wallets: 0 };
    entry.amount += amount;
    if (amount > 0n) entry.wallets++;
    totals.set(balance.token, entry);
    readAt = Math.min(readAt ?? Number.POSITIVE_INFINITY, balance.readAt.getTime());
  }
  return { totals, readAt };
}

export const balanceCalls = (s: WalletServices) => [
  answer(attachedWalletBalanceUpdate, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const rows = await s.repo.trading(userId, { chain: input.chain, groupId: input.group_id });
    const { readAt } = await s.refreshBalances(input.chain, rows, await s.tokensOf(userId, input.chain));
    return { wallets: rows.length, read_at: readAt.getTime() };
  }),

  answer(mainWalletBalanceUpdate, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const main = await s.requireMain(userId, input.chain);
    const { readAt } = await s.refreshBalances(input.chain, [main], await s.tokensOf(userId, input.chain));
    return { wallets: 1, read_at: readAt.getTime() };
  }),

  answer(dexStatInfo, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const tokens = await s.tokensOf(userId, input.chain);
    const [rows, main, groups] = await Promise.all([
      s.repo.trading(userId, { chain: input.chain }),
      s.repo.main(userId, input.chain),
      s.repo.groups(userId, input.chain),
    ]);
    const { totals, readAt } = sumBalances(await s.repo.balances(rows.map((row) => row.id)));
    const countOf = (test: (row: WalletRow) => boolean) => rows.filter(test).length;
    return {
      main: main?.address ?? null,
      wallets: rows.length,
      enabled: countOf((row) => row.enabled),
      ordering: countOf((row) => row.ordering),
      imported: countOf((row) => row.source === 'imported'),
      groups: groups.list.length,
      restriction: {
        unlimited: countOf((row) => row.restriction === 'unlimited'),
        buy: countOf((row) => row.restriction === 'buy'),
        sell: countOf((row) => row.restriction === 'sell'),
      },
      totals: tokens.map((token) => {
        const total = totals.get(token.key);
        return { ...token, amount: formatUnits(total?.amount ?? 0n, token.decimals), wallets: total?.wallets ?? 0 };
      }),
      balances_at: readAt,
    };
  }),

  answer(dexWalletStatWeb, async (input, ctx) => {
    const userId = userIdOf(ctx);
    // An EVM venue's chain, or a Solana venue's network.
    const chain = s.deps.venues.dex.get(input.web)?.chain.key ?? s.deps.venues.solana.get(input.web)?.network.key;
    if (!chain) throw new ApiError(CODE.unknownExchange);
    const all = await s.tokensOf(userId, chain);
    const wanted = new Set(['native', ...[input.yenUnit1, input.yenUnit2].map((symbol) => symbol.toUpperCase())]);
    const tokens = all.filter((token) => token.key === 'native' || wanted.has(token.symbol.toUpperCase()));
    const rows = await s.repo.trading(userId, { chain, groupId: input.group_id });
    const names = (await s.repo.groups(userId, chain)).list;
    // One read of every balance, then split by the wallets' groups.
    const groupOf = new Map(rows.map((row) => [row.id, row.groupId ?? 0]));
    const members = new Map<number, { wallets: number; balances: BalanceRow[] }>();
    for (const row of rows) {
      const group = members.get(groupOf.get(row.id)!) ?? { wallets: 0, balances: [] };
      group.wallets++;
      members.set(groupOf.get(row.id)!, group);
    }
    for (const balance of await s.repo.balances(rows.map((row) => row.id)))
      members.get(groupOf.get(balance.walletId)!)!.balances.push(balance);
    const list = [...members].map(([groupId, group]) => {
      const { totals } = sumBalances(group.balances);
      return {
        group_id: groupId,
        group_name: names.find((named) => named.id === groupId)?.name ?? null,
        wallets: group.wallets,
        totals: Object.fromEntries(tokens.map((token) => [token.key, formatUnits(totals.get(token.key)?.amount ?? 0n, token.decimals)])),
      };
    });
    return { tokens, list };
  }),
];
