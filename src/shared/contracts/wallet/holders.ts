// Token Holder List (spec §2 /holderList, §3 "Holder list entry"): holders of a token read from the
// chain's Transfer events (on Solana, from the mint's token accounts), largest first, with the
// user's own remark per address.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pagedList, pageFields } from '../lists.ts';
import { chainField } from './wallet-fields.ts';

/** An EVM address (kept in lower case) or a Solana one (base58, its case part of it). */
const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;
const keptAddress = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address);
const contractField = z.string('validation.wallets.token').trim().regex(ADDRESS, 'validation.wallets.token').transform(keptAddress);
const addressField = z.string('validation.wallets.address').trim().regex(ADDRESS, 'validation.wallets.address').transform(keptAddress);

export const holderEntry = z.object({
  address: z.string(),
  /** Whole tokens, as a decimal string. */
  quantity: z.string(),
  /** Share of the supply, in percent. */
  percentage: z.number(),
  /** When this holder's balance last changed (ms), from its block. */
  updated_at: z.number().int(),
  remark: z.string(),
  /** One of the caller's own wallets. */
  own: z.boolean(),
});
export type HolderEntry = z.infer<typeof holderEntry>;

/** 4111 when there is no token contract at the address. */
export const getHolderListSan = defineCall({
  module: 'Wallet',
  action: 'get_holder_list_san',
  auth: 'user',
  long: true,
  request: z.object({ chain: chainField, token: contractField, ...pageFields({ default: 50, max: 200 }) }),
  response: pagedList(holderEntry).extend({
    symbol: z.string(),
    decimals: z.number().int(),
    supply: z.string(),
    /** The blocks whose Transfer events are counted. */
    from_block: z.number().int(),
    to_block: z.number().int(),
  }),
});

export const MAX_REMARK = 100;

export const getSanHolderRemark = defineCall({
  module: 'Wallet',
  action: 'get_san_holder_remark',
  auth: 'user',
  request: z.object({ chain: chainField, token: contractField }),
  response: z.object({ list: z.array(z.object({ address: z.string(), remark: z.string() })) }),
});

/** An empty remark removes it. */
export const setSanHolderRemark = defineCall({
  module: 'Wallet',
  action: 'set_san_holder_remark',
  auth: 'user',
  request: z.object({
    chain: chainField,
    token: contractField,
    address: addressField,
    remark: z.string().trim().max(MAX_REMARK, 'validation.wallets.remark'),
  }),
  response: z.object({ address: z.string(), remark: z.string() }),
});
