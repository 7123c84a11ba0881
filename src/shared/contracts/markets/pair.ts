// A market as the app names it (spec §3): the venue (`web`), its kind (`web_type`: 0 spot, 1 DEX,
// 3 futures) and the base and quote coins (yenUnit1, yenUnit2).
import { z } from 'zod';
import { WEB_TYPES } from '../../catalogue/venue-kinds.ts';
import { wholeList } from '../lists.ts';

export const webField = z
  .string('validation.exchange')
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'validation.exchange');

export const coinField = z
  .string('validation.pair')
  .trim()
  .regex(/^[A-Za-z0-9]{1,20}$/, 'validation.pair')
  .transform((coin) => coin.toUpperCase());

export const cexWebType = z.union([z.literal(WEB_TYPES.spot), z.literal(WEB_TYPES.futures)], 'validation.exchange');

export const pairFields = {
  web: webField,
  web_type: cexWebType.default(WEB_TYPES.spot),
  yenUnit1: coinField,
  yenUnit2: coinField,
};

export const pairRequest = z.object(pairFields);
export type PairRequest = z.output<typeof pairRequest>;

/** Any market kind: market data and favourites also name DEX pools (web_type 1). */
export const anyWebType = z.union(
  [z.literal(WEB_TYPES.spot), z.literal(WEB_TYPES.dex), z.literal(WEB_TYPES.futures)],
  'validation.exchange',
);

export const marketPairFields = { ...pairFields, web_type: anyWebType.default(WEB_TYPES.spot) };
export const marketPairRequest = z.object(marketPairFields);
export type MarketPairRequest = z.output<typeof marketPairRequest>;

/** One entry of the exchange list and of the favourites (spec §3 "Exchange entry"). */
export const exchangeEntry = z.object({
  /** The venue's name as shown ("Binance", "Sandbox A"). */
  exchange: z.string(),
  /** The venue id ("binance", "sandbox-a"). */
  web: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  /** Unique per entry: the venue id and its kind ("binance:0", "binance:3"). */
  web_id: z.string(),
  web_type: z.number().int(),
});
export type ExchangeEntry = z.infer<typeof exchangeEntry>;

export const webIdOf = (web: string, webType: number) => `${web}:${webType}`;

/** [price, amount] */
export const bookLevel = z.tuple([z.number(), z.number()]);

/** When the data was last fetched from the venue, and whether it has gone stale (the venue stopped updating it). */
export const freshness = {
  updated_at: z.number().int(),
  stale: z.boolean(),
  stale_reason: z.enum(['noUpdate', 'venueTimeLag', 'unchanged']).nullable(),
};

/** The favourites as they are after a call: the user's favourite pairs, newest first. */
export const favouritesAnswer = wholeList(exchangeEntry);
