import { WEB_TYPE_OF } from '../../../engine/connectors/venue-definition.ts';
import { WEB_TYPES } from '../../../shared/catalogue/venue-kinds.ts';
import { getWebList, type WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { webIdOf } from '../../../shared/contracts/markets/pair.ts';
import { answer } from '../../http/call-registry.ts';
import type { DexTokenRepository } from './dex-token-repository.ts';
import { userIdOf } from './favourites.ts';
import type { MarketDeps } from './market-deps.ts';

/** The exchange list: the sandbox DEX venues first, the exchanges from the venue registry (one entry
 *  per market kind), then the public DEX venues (EVM chains', then Solana's), each with its pairs and
 *  the caller's added tokens. */
export const getWebListCall = (deps: MarketDeps, tokens: DexTokenRepository) =>
  answer(getWebList, async (_input, ctx) => {
    const added = await tokens.ofUser(userIdOf(ctx));
    /** A DEX venue's entry, on an EVM chain or a Solana network. */
    const dexEntry = (
      venue: {
        id: string;
        name: string;
        simulated?: boolean;
        defaultPair: { base: string; quote: string };
        pairs: { base: string; quote: string }[];
      },
      chain: string,
      family: 'evm' | 'solana',
    ): WebListEntry => ({
      exchange: venue.name,
      web: venue.id,
      yenUnit1: venue.defaultPair.base,
      yenUnit2: venue.defaultPair.quote,
      web_id: webIdOf(venue.id, WEB_TYPES.dex),
      web_type: WEB_TYPES.dex,
      fields: [],
      optional_fields: [],
      simulated: venue.simulated === true,
      chain,
      family,
      pairs: [
        ...venue.pairs.map((pair) => ({ yenUnit1: pair.base, yenUnit2: pair.quote })),
        ...added.filter((token) => token.web === venue.id).map((token) => ({ yenUnit1: token.symbol, yenUnit2: token.quote })),
      ],
    });
    const evm = deps.venues.dex.list().map((venue) => ({
      ...dexEntry(venue, venue.chain.key, 'evm'),
      ...(venue.nftCollections?.length ? { nft_collections: venue.nftCollections } : {}),
    }));
    const solana = deps.venues.solana.list().map((venue) => dexEntry(venue, venue.network.key, 'solana'));
    const dex = [...evm, ...solana];
    const exchanges: WebListEntry[] = [];
    for (const venue of await deps.venues.registry.list()) {
      const fields = [...new Set(venue.credentials.map((mapping) => mapping.field))];
      const optional = [...new Set((venue.optionalCredentials ?? []).map((mapping) => mapping.field))].filter(
        (field) => !fields.includes(field),
      );
      for (const kind of venue.marketKinds) {
        const webType = WEB_TYPE_OF[kind];
        exchanges.push({
          exchange: venue.name,
          web: venue.id,
          yenUnit1: venue.defaultPair.base,
          yenUnit2: venue.defaultPair.quote,
          web_id: webIdOf(venue.id, webType),
          web_type: webType,
          fields,
          optional_fields: optional,
          simulated: venue.simulated === true,
          chain: null,
          pairs: [],
        });
      }
    }
    const simulatedDex = dex.filter((entry) => entry.simulated);
    return { list: [...simulatedDex, ...exchanges, ...dex.filter((entry) => !entry.simulated)] };
  });
