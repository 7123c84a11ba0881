// The wallet list of /subManage and the per-wallet settings (spec §3 "Wallets": enabled flag,
// participation in ordering, trading restriction; §7 attached_set, attached_set_all).
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pagedList, pageFields } from '../lists.ts';
import { chainField, groupIdField, restrictionField, walletIdField } from './wallet-fields.ts';
import { walletToken, walletView } from './wallet-view.ts';

const walletFilter = {
  chain: chainField,
  /** Only this group's wallets (0: those in no group); all trading wallets when absent. */
  group_id: groupIdField.optional(),
  /** Part of an address, case-insensitive. */
  address: z
    .string()
    .trim()
    .max(42)
    .regex(/^(0x)?[0-9a-fA-F]*$/, 'validation.wallets.address')
    .optional(),
};

/** The main wallet, the tokens shown, and a page of trading wallets (oldest first). */
export const getAttachedWallets = defineCall({
  module: 'Wallet',
  action: 'get_attached_wallets',
  auth: 'user',
  request: z.object({ ...walletFilter, ...pageFields({ default: 50, max: 500 }) }),
  response: pagedList(walletView).extend({ main: walletView.nullable(), tokens: z.array(walletToken) }),
});

/** Every trading wallet id the filter matches (to select them all across pages). */
export const getAllWalletIds = defineCall({
  module: 'Wallet',
  action: 'get_all_wallet_ids',
  auth: 'user',
  request: z.object(walletFilter),
  response: z.object({ ids: z.array(z.number().int()) }),
});

const settings = {
  enabled: z.boolean().optional(),
  ordering: z.boolean().optional(),
  restriction: restrictionField.optional(),
};
const someSetting = (value: { enabled?: boolean; ordering?: boolean; restriction?: string }) =>
  value.enabled !== undefined || value.ordering !== undefined || value.restriction !== undefined;

/** Sets one wallet (the main wallet too: it can be disabled and can take part in trading). */
export const attachedSet = defineCall({
  module: 'Wallet',
  action: 'attached_set',
  auth: 'user',
  request: z.object({ wallet_id: walletIdField, ...settings }).refine(someSetting, 'validation.wallets.nothingToSet'),
  response: walletView,
});

/** Sets every trading wallet of a chain, or of one group. */
export const attachedSetAll = defineCall({
  module: 'Wallet',
  action: 'attached_set_all',
  auth: 'user',
  request: z
    .object({ chain: chainField, group_id: groupIdField.optional(), ...settings })
    .refine(someSetting, 'validation.wallets.nothingToSet'),
  response: z.object({ updated: z.number().int() }),
});
