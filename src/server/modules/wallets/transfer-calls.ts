// /Wallet/dex_deliver_token (allocate), dex_collect_token (collect), dex_transfer_by_group (batch
// transfer) and dex_transfer / dex_main_transfer (single transfers): each plans its transfers
// between the caller's own wallets (spec §6) and starts them as a background task.
import { mulberry32 } from '../../../shared/mulberry32.ts';
import {
  dexCollectToken,
  dexDeliverToken,
  dexMainTransfer,
  dexTransfer,
  dexTransferByGroup,
} from '../../../shared/contracts/wallet/wallet-transfers.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { allocationPlan, splitTotal } from '../../../engine/wallets/transfer-plans.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { requireLargeTransferCode } from './large-transfer.ts';
import { requireFunds, requireRentExempt, transferPlanning } from './transfer-planning.ts';
import type { WalletServices } from './wallet-services.ts';
import { collectionIntents, groupTransferIntents, transferIntent } from './transfer-intents.ts';
import { refuseWhileRunning, startWalletTask } from './wallet-tasks.ts';

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
    const senders = await s.repo.trading(userId, { chain: input.chain, groupId: input.group_id });
    const { plan, intents } = await collectionIntents(s, userId, input.chain, input.token, senders, input.total_amount);
    return startWalletTask(s, ctx, { userId, type: 'pool', symbol: plan.token.symbol, params: plan.params, request: input }, intents);
  }),

  answer(dexTransferByGroup, async (input, ctx) => {
    const userId = userIdOf(ctx);
    for (const group of [input.from_group, input.to_group])
      if (group !== 0 && !(await s.repo.group(userId, input.chain, group))) throw new ApiError(CODE.groupNotFound);
    const senders = await s.repo.trading(userId, { chain: input.chain, groupId: input.from_group });
    const receivers = await s.repo.trading(userId, { chain: input.chain, groupId: input.to_group, enabledOnly: true });
    const { plan, intents } = await groupTransferIntents(s, userId, input.chain, input.token, senders, receivers, input.total_amount);
    return startWalletTask(
      s,
      ctx,
      { userId, type: 'batchTransfer', symbol: plan.token.symbol, params: plan.params, request: input },
      intents,
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
