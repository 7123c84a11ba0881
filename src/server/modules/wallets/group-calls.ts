// /Wallet/get_groups, create_dex_wallet_group, delete_dex_wallet_group, transfer_dex_wallet_group.
import { and, eq, inArray } from 'drizzle-orm';
import {
  createDexWalletGroup,
  deleteDexWalletGroup,
  getGroups,
  transferDexWalletGroup,
} from '../../../shared/contracts/wallet/wallet-groups.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { wallets } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import type { WalletServices } from './wallet-services.ts';

export const groupCalls = (s: WalletServices) => [
  answer(getGroups, async (input, ctx) => {
    s.chains.summary(input.chain);
    return s.repo.groups(userIdOf(ctx), input.chain);
  }),

  answer(createDexWalletGroup, async (input, ctx) => {
    s.chains.summary(input.chain);
    const row = await s.repo.createGroup(userIdOf(ctx), input.chain, input.name);
    if (!row) throw new ApiError(CODE.groupNameTaken);
    return { id: row.id, name: row.name, wallets: 0 };
  }),

  answer(deleteDexWalletGroup, async (input, ctx) => {
    const released = await s.repo.deleteGroup(userIdOf(ctx), input.chain, input.group_id);
    if (released === null) throw new ApiError(CODE.groupNotFound);
    return { released };
  }),

  answer(transferDexWalletGroup, async (input, ctx) => {
    const userId = userIdOf(ctx);
    if (input.group_id !== 0 && !(await s.repo.group(userId, input.chain, input.group_id))) throw new ApiError(CODE.groupNotFound);
    const ids = [...new Set(input.wallet_ids)];
    const owned = (await s.repo.byIds(userId, ids)).filter((row) => row.chain === input.chain && row.role === 'trading');
    if (owned.length !== ids.length) throw new ApiError(CODE.walletNotFound);
    const moved = await s.repo.update(userId, and(eq(wallets.chain, input.chain), inArray(wallets.id, ids))!, {
      groupId: input.group_id === 0 ? null : input.group_id,
    });
    return { moved };
  }),
];
