// /Wallet/dex_deliver_token (allocate), dex_collect_token (collect), dex_transfer_by_group (batch
// transfer) and dex_transfer / dex_main_transfer (single transfers): each plans its transfers
// between the caller's own wallets (spec §6) and starts them as a background task.
import { mulberry32 } from '../../../shared/mulberry32.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import {
  dexCollectToken,
  dexDeliverToken,
  dexMainTransfer,
  dexTransfer,
  dexTransferByGroup,
} from '../../../shared/contracts/wallet/wallet-transfers.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { allocationPlan, collectionPlan, groupTransferPlan, splitTotal } from '../../../engine/wallets/transfer-plans.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { requireLargeTransferCode } from './large-transfer.ts';
import { emptyTokenAccounts, LAMPORTS_PER_SIGNATURE } from './solana-transfer-planning.ts';
import { requireFunds, requireRentExempt, transferPlanning } from './transfer-planning.ts';
import type { WalletServices } from './wallet-services.ts';
import { refuseWhileRunning, startWalletTask, type WalletIntent } from './wallet-tasks.ts';

const transferIntent = (from: number, to: number, token: string, amount: bigint): WalletIntent => ({
  kind: 'transfer',
  from,
  to,
  token,
  amount: amount.toString(),
});

export const transferCalls = (s: WalletServices) => [
  answer(dexDeliverToken, async (input, ctx) => {
    const userId = userIdOf(ctx);
    await refuseWhileRunning(s, userId, input.chain, 'distribution');
    const plan = await transferPlanning(s, userId, input.chain, input.token);
    const main = await s.requireMain(userId, input.chain);
    let receivers = await s.repo.trading(userId, { chain: input.chain, groupId: input.group_id, enabledOnly: true });
    const total = plan.toUnits(input.total_amount);
    const balances = await plan.balances([main, ...receivers]);
    if (input.strategy === 'conditional') {
      const below = plan.toUnits(input.below!);
      receivers = receivers.filter((row) => balances.get(row.id)!.token < below);
    }
    if (receivers.length === 0) throw new ApiError(CODE.noWalletsMatch);
    const float = input.strategy === 'random' ? 100 : input.strategy === 'average' ? input.float_range : 0;
    const shares = splitTotal(total, receivers.length, float, mulberry32((s.deps.now() ^ userId) >>> 0));
    if (!shares) throw new ApiError(CODE.amountTooSmall, 'code.4415', { params: { count: receivers.length } });
    requireFunds(plan, main, balances.get(main.id)!, total, receivers.length);
    requireRentExempt(
      plan,
      receivers.map((row, i) => ({ held: balances.get(row.id)!.token, amount: shares[i]! })),
    );
    const transfers = allocationPlan(
      main.id,
      receivers.map((row) => row.id),
      shares,
    );
    return startWalletTask(
      s,
      ctx,
      { userId, type: 'distribution', symbol: plan.token.symbol, params: plan.params, request: input },
      transfers.map((t) => ({ intent: transferIntent(t.from, t.to, plan.token.key, t.amount), display: plan.display(t.amount) })),
    );
  }),

  answer(dexCollectToken, async (input, ctx) => {
    const userId = userIdOf(ctx);
    await refuseWhileRunning(s, userId, input.chain, 'pool');
    const plan = await transferPlanning(s, userId, input.chain, input.token);
    const main = await s.requireMain(userId, input.chain);
    const mainPays = plan.chain.family === 'solana';
    const senders = await s.repo.trading(userId, { chain: input.chain, groupId: input.group_id });
    const balances = await plan.balances(mainPays ? [main, ...senders] : senders);
    const native = plan.token.key === NATIVE_TOKEN;
    // A wallet pays its own transfer's gas: one without it is skipped (and counted as such). On
    // Solana the main wallet pays every fee, so each wallet can be emptied to nothing.
    const able = senders.filter((row) => mainPays || balances.get(row.id)!.native >= plan.gasCost);
    const stuck = senders.filter((row) => !able.includes(row) && !native && balances.get(row.id)!.token > 0n);
    const transfers = collectionPlan(
      main.id,
      able.map((row) => ({ wallet: row.id, balance: balances.get(row.id)!.token })),
      native && !mainPays ? plan.gasCost : 0n,
      input.total_amount ? plan.toUnits(input.total_amount) : null,
    );
    // Collecting all of a Solana token also closes the token accounts already empty (their rent,
    // about 0.002 SOL each, goes back to the main wallet): nothing of the token is left behind.
    const closing =
      mainPays && !native && !input.total_amount
        ? await emptyTokenAccounts(
            s,
            input.chain,
            plan.token.key,
            senders.filter((row) => balances.get(row.id)!.token === 0n),
          )
        : [];
    const transactions = BigInt(transfers.length + closing.length);
    if (mainPays && balances.get(main.id)!.native < LAMPORTS_PER_SIGNATURE * 2n * transactions + plan.reserve)
      throw new ApiError(CODE.mainWalletGasLow);
    const payer = mainPays ? { payer: main.id } : {};
    return startWalletTask(s, ctx, { userId, type: 'pool', symbol: plan.token.symbol, params: plan.params, request: input }, [
      ...transfers.map((t) => ({
        intent: {
          ...transferIntent(t.from, t.to, plan.token.key, t.amount),
          ...payer,
          // A Solana token account emptied is closed: its rent goes back to the main wallet.
          ...(mainPays && !native && t.amount === balances.get(t.from)!.token ? { closeAccount: true } : {}),
        },
        display: plan.display(t.amount),
      })),
      ...closing.map((row) => ({
        intent: { ...transferIntent(row.id, main.id, plan.token.key, 0n), ...payer, closeAccount: true },
        display: plan.display(0n),
      })),
      ...stuck.map((row) => ({
        intent: { ...transferIntent(row.id, main.id, plan.token.key, balances.get(row.id)!.token), skip: 'insufficientGas' },
        display: plan.display(balances.get(row.id)!.token),
      })),
    ]);
  }),

  answer(dexTransferByGroup, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const plan = await transferPlanning(s, userId, input.chain, input.token);
    for (const group of [input.from_group, input.to_group])
      if (group !== 0 && !(await s.repo.group(userId, input.chain, group))) throw new ApiError(CODE.groupNotFound);
    const senders = await s.repo.trading(userId, { chain: input.chain, groupId: input.from_group });
    const receivers = await s.repo.trading(userId, { chain: input.chain, groupId: input.to_group, enabledOnly: true });
    if (senders.length === 0 || receivers.length === 0) throw new ApiError(CODE.noWalletsMatch);
    const balances = await plan.balances(senders);
    // Each sender pays the gas of the transfers it makes: about receivers / senders of them, plus one.
    const perSender = BigInt(Math.ceil(receivers.length / senders.length) + 1);
    const gasKeep = plan.gasCost * perSender + plan.reserve;
    const native = plan.token.key === NATIVE_TOKEN;
    const holdings = senders
      .filter((row) => native || balances.get(row.id)!.native >= gasKeep)
      .map((row) => ({ wallet: row.id, balance: balances.get(row.id)!.token }));
    const transfers = groupTransferPlan(
      holdings,
      receivers.map((row) => row.id),
      plan.toUnits(input.total_amount),
      native ? gasKeep : 0n,
    );
    if (!transfers) throw new ApiError(CODE.amountExceedsBalance);
    if (plan.chain.family === 'solana') {
      const held = await plan.balances(receivers);
      const received = new Map<number, bigint>();
      for (const transfer of transfers) received.set(transfer.to, (received.get(transfer.to) ?? 0n) + transfer.amount);
      requireRentExempt(
        plan,
        receivers.map((row) => ({ held: held.get(row.id)!.token, amount: received.get(row.id) ?? plan.reserve })),
      );
    }
    return startWalletTask(
      s,
      ctx,
      { userId, type: 'batchTransfer', symbol: plan.token.symbol, params: plan.params, request: input },
      transfers.map((t) => ({ intent: transferIntent(t.from, t.to, plan.token.key, t.amount), display: plan.display(t.amount) })),
    );
  }),

  ...[dexTransfer, dexMainTransfer].map((contract) =>
    answer(contract, async (input, ctx) => {
      const userId = userIdOf(ctx);
      const from =
        'from_wallet_id' in input
          ? await s.requireWallet(userId, input.chain, input.from_wallet_id as number)
          : await s.requireMain(userId, input.chain);
      const to = await s.requireWallet(userId, input.chain, input.to_wallet_id);
      if (from.id === to.id) throw new ApiError(CODE.invalidParams, 'validation.wallets.sameWallet');
      const plan = await transferPlanning(s, userId, input.chain, input.token);
      const amount = plan.toUnits(input.amount);
      const held = await plan.balances([from, to]);
      requireFunds(plan, from, held.get(from.id)!, amount, 1);
      requireRentExempt(plan, [{ held: held.get(to.id)!.token, amount }]);
      await requireLargeTransferCode(s, plan, amount, userId, input.email_code, ctx);
      return startWalletTask(
        s,
        ctx,
        { userId, type: 'singleTransfer', symbol: plan.token.symbol, params: plan.params, request: { ...input, email_code: undefined } },
        [{ intent: transferIntent(from.id, to.id, plan.token.key, amount), display: plan.display(amount) }],
      );
    }),
  ),
];
