import { z } from 'zod';
import { CREDENTIAL_FIELDS } from '../../catalogue/venue-kinds.ts';
import { accountEchoRequest } from '../account/fields.ts';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';
import { exchangeEntry } from './pair.ts';

export const webListEntry = exchangeEntry.extend({
  /** Credentials an account binding of this venue needs, and those it may add. */
  fields: z.array(z.enum(CREDENTIAL_FIELDS)),
  optional_fields: z.array(z.enum(CREDENTIAL_FIELDS)),
  /** A simulated venue with demo funds (the embedded sandbox exchanges and chain). */
  simulated: z.boolean(),
  /** A DEX venue's chain key (web_type 1); null for an exchange. */
  chain: z.string().nullable(),
  /** A DEX venue's chain family: an EVM chain or a Solana network; absent for an exchange. */
  family: z.enum(['evm', 'solana']).optional(),
  /** A DEX venue's pairs: its own and the tokens the caller added (add_new_token); empty for an exchange. */
  pairs: z.array(z.object({ yenUnit1: z.string(), yenUnit2: z.string() })),
  /** The NFT collections traded on a DEX venue's marketplace (the NFT bots' choices); absent where it has none. */
  nft_collections: z.array(z.object({ address: z.string(), name: z.string(), symbol: z.string() })).optional(),
});
export type WebListEntry = z.infer<typeof webListEntry>;

/**
 * The exchange list: every exchange ccxt supports (web_type 0 for spot, 3 for futures), the DEX
 * venues per chain (web_type 1) and the embedded sandbox venues first. yenUnit1/yenUnit2 hold each
 * venue's default pair.
 */
export const getWebList = defineCall({
  module: 'Markets',
  action: 'get_web_list',
  auth: 'user',
  request: accountEchoRequest,
  response: wholeList(webListEntry),
});
