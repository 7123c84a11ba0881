// /Wallet/get_attached_wallets, get_all_wallet_ids, attached_set, attached_set_all.
import { eq } from 'drizzle-orm';
import { attachedSet, attachedSetAll, getAllWalletIds, getAttachedWallets } from '../../../shared/contracts/wallet/wallet-list.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { wallets } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { WalletServices } from './wallet-services.ts';

const patchOf = (input: { enabled?: boolean | undefined; ordering?: boolean | undefined; restriction?: string | undefined }) => ({
  ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  ...(input.ordering !== undefined ? { ordering: input.ordering } : {}),
  ...(input.restriction !== undefined ? { restriction: input.restriction } : {}),
});

export const listCalls = (s: WalletServices) => [
  answer(getAttachedWallets, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const tokens = await s.tokensOf(userId, input.chain);
    const filter = { chain: input.chain, groupId: input.group_id, address: input.address };
    const [{ rows, total }, main] = await Promise.all([
      s.repo.page(userId, filter, input.page, input.page_size),
      s.repo.main(userId, input.chain),
    ]);
    const [list, mainViews] = await Promise.all([
      s.views(userId, input.chain, rows, tokens),
      main ? s.views(userId, input.chain, [main], tokens) : Promise.resolve([]),
    ]);
    return { list, total, page: input.page, page_size: input.page_size, main: mainViews[0] ?? null, tokens };
  }),

  answer(getAllWalletIds, async (input, ctx) => {
    const rows = await s.repo.trading(userIdOf(ctx), { chain: input.chain, groupId: input.group_id, address: input.address });
    return { ids: rows.map((row) => row.id) };
  }),

  answer(attachedSet, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const row = await s.repo.byId(userId, input.wallet_id);
    if (!row) throw new ApiError(CODE.walletNotFound);
    await s.repo.update(userId, eq(wallets.id, row.id), patchOf(input));
    const updated = (await s.repo.byId(userId, row.id))!;
    const [view] = await s.views(userId, row.chain, [updated], await s.tokensOf(userId, row.chain));
    return view!;
  }),

  answer(attachedSetAll, async (input, ctx) => {
    const userId = userIdOf(ctx);
    s.chains.summary(input.chain);
    const updated = await s.repo.update(
      userId,
      s.repo.tradingWhere(userId, { chain: input.chain, groupId: input.group_id }),
      patchOf(input),
    );
    return { updated };
  }),
];
