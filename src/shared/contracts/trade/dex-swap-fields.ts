// Shared pieces of the DEX swap calls (spec §3 "Batch swap parameters", §7 /Trade/batch_trade_dex,
// /Trade/dex_orders; §9 gas multiplier): the DEX pair, the gas multiplier and slippage, and a swap
// as the DEX order history shows it. Messages are keys of the "messages" namespace.
import { z } from 'zod';
import { WEB_TYPES } from '../../catalogue/venue-kinds.ts';
import { coinField, webField } from '../markets/pair.ts';
import { sideField } from './fields.ts';
import { scheduleCodeField } from './schedule.ts';

/** A pool of a DEX venue (web_type 1): the venue id and the pair's base and quote symbols. */
export const dexPairFields = {
  web: webField,
  web_type: z.literal(WEB_TYPES.dex, 'validation.exchange').default(WEB_TYPES.dex),
  yenUnit1: coinField,
  yenUnit2: coinField,
};

/** Spec §5, §9: 1 to 5 times the chain's gas price, default 1; 0 lets the chain's estimate decide (adaptive). */
export const gasMultiplierField = z
  .number('validation.bots.gasMultiplier')
  .refine((value) => value === 0 || (value >= 1 && value <= 5), 'validation.bots.gasMultiplier')
  .default(1);

/** The most the swap's output may fall short of the quote, in percent. */
export const slippageField = z.number('validation.bots.slippage').min(0.01, 'validation.bots.slippage').max(50, 'validation.bots.slippage');

/** Who sent a swap: a bot, a DEX batch order, or the user from the main wallet on /stocks. */
export const SWAP_SOURCES = ['bot', 'batch', 'main'] as const;
export type SwapSource = (typeof SWAP_SOURCES)[number];
export const SWAP_STATUSES = ['pending', 'done', 'failed'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** One swap of the DEX order history. Amounts are whole tokens; times epoch ms. */
export const dexSwapView = z.object({
  id: z.number().int(),
  source: z.enum(SWAP_SOURCES),
  /** The bot that sent it, or the task (a batch order, a main-wallet order) by its schedule code. */
  robot_id: z.number().int().nullable(),
  schedule_code: z.string().nullable(),
  web: z.string(),
  chain: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  side: sideField,
  wallet_address: z.string(),
  /** What was asked: quote to spend on a buy, base to sell on a sell. */
  requested: z.number(),
  base_amount: z.number().nullable(),
  quote_amount: z.number().nullable(),
  /** Quote per base, as executed. */
  price: z.number().nullable(),
  /** Paid in the chain's coin (gas_coin). */
  gas_fee: z.number().nullable(),
  gas_coin: z.string(),
  hash: z.string().nullable(),
  status: z.enum(SWAP_STATUSES),
  /** Why it failed, in the caller's language; reason_key names the case. */
  reason: z.string().nullable(),
  reason_key: z.string().nullable(),
  time: z.number().int(),
  settled_at: z.number().int().nullable(),
});
export type DexSwapView = z.infer<typeof dexSwapView>;

/** What a call answers once its swaps are stored as a background task (spec §4). */
export const swapTaskStarted = z.object({
  schedule_code: scheduleCodeField,
  /** Swaps the task will send. */
  total: z.number().int(),
  type: z.literal('swap'),
});
