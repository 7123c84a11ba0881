// Wallet groups (spec §3 "Wallet group", §5): per user and chain, names unique and at most 40
// characters; deleting a group leaves its wallets ungrouped.
import { z } from 'zod';
import { MAX_ROW_ID } from '../ids.ts';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';
import { chainField, groupIdField, groupNameField, walletIdField } from './wallet-fields.ts';
import { walletGroupView } from './wallet-view.ts';

/** The user's groups on a chain with their wallet counts, by name. */
export const getGroups = defineCall({
  module: 'Wallet',
  action: 'get_groups',
  auth: 'user',
  request: z.object({ chain: chainField }),
  response: z.object({ ...wholeList(walletGroupView).shape, ungrouped: z.number().int() }),
});

/** 4402 when the name is taken on this chain. */
export const createDexWalletGroup = defineCall({
  module: 'Wallet',
  action: 'create_dex_wallet_group',
  auth: 'user',
  request: z.object({ chain: chainField, name: groupNameField }),
  response: walletGroupView,
});

/** Spec §5: a group must be chosen (validation.wallets.groupRequired). Its wallets become ungrouped. 4403 unknown group. */
export const deleteDexWalletGroup = defineCall({
  module: 'Wallet',
  action: 'delete_dex_wallet_group',
  auth: 'user',
  request: z.object({
    chain: chainField,
    group_id: z
      .number('validation.wallets.groupRequired')
      .int()
      .positive('validation.wallets.groupRequired')
      .max(MAX_ROW_ID, 'validation.wallets.groupRequired'),
  }),
  response: z.object({ released: z.number().int() }),
});

/** Moves trading wallets into a group (0: out of any group). 4401 when a wallet is not the caller's. */
export const transferDexWalletGroup = defineCall({
  module: 'Wallet',
  action: 'transfer_dex_wallet_group',
  auth: 'user',
  request: z.object({
    chain: chainField,
    wallet_ids: z.array(walletIdField).min(1, 'validation.wallets.selectWallets').max(10_000),
    group_id: groupIdField,
  }),
  response: z.object({ moved: z.number().int() }),
});
