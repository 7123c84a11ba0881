// The building blocks of every bot's parameter schema (spec §5 "Bot parameters"). Messages are keys
// of the "messages" namespace, so the /addrobot form and the server show the same text in the
// user's language. A missing or non-numeric value reads "Incomplete parameters.".
import { z } from 'zod';

export const INCOMPLETE = 'validation.incompleteParameters';

/** The message keys of the bot rules (locales/<lng>/messages.json, validation.bots.*). */
export const BOT_RULE = {
  positive: 'validation.bots.positive',
  nonNegative: 'validation.bots.nonNegative',
  multiplier: 'validation.bots.multiplier',
  percent: 'validation.bots.percent',
  wholeNumber: 'validation.bots.wholeNumber',
  precision: 'validation.bots.precision',
  singleBudget: 'validation.bots.singleBudget',
  levelSpread: 'validation.bots.levelSpread',
  rangeUpper: 'validation.bots.rangeUpper',
  coinUpper: 'validation.bots.coinUpper',
  positionUpper: 'validation.bots.positionUpper',
  maintainedVolume: 'validation.bots.maintainedVolume',
  interval: 'validation.bots.interval',
  intervalOrder: 'validation.bots.intervalOrder',
  floatRange: 'validation.bots.floatRange',
  gasMultiplier: 'validation.bots.gasMultiplier',
  slippage: 'validation.bots.slippage',
  levels: 'validation.bots.levels',
  choice: 'validation.bots.choice',
  trancheAmount: 'validation.bots.trancheAmount',
  address: 'validation.bots.address',
  venue: 'validation.bots.venue',
  sameVenue: 'validation.bots.sameVenue',
  sequenceName: 'validation.bots.sequenceName',
  sequenceOrder: 'validation.bots.sequenceOrder',
  sequencePoints: 'validation.bots.sequencePoints',
  sequenceGap: 'validation.bots.sequenceGap',
  rangeExcludesLast: 'validation.bots.rangeExcludesLast',
} as const;

/** A number that must be there and finite. */
export const numberField = () => z.number(INCOMPLETE).refine(Number.isFinite, INCOMPLETE);

/** Prices, quantities and budgets: above zero. */
export const positiveField = () => z.number(INCOMPLETE).positive(BOT_RULE.positive).refine(Number.isFinite, INCOMPLETE);

/** Zero or more (a lower bound that may be zero). */
export const nonNegativeField = () => z.number(INCOMPLETE).min(0, BOT_RULE.nonNegative).refine(Number.isFinite, INCOMPLETE);

/** Maintained order volume: above zero, with its own message (spec §5). */
export const maintainedVolumeField = () => z.number(INCOMPLETE).positive(BOT_RULE.maintainedVolume);

/** A percentage within [min, max]. */
export const percentField = (min: number, max: number) => z.number(INCOMPLETE).min(min, BOT_RULE.percent).max(max, BOT_RULE.percent);

/** A whole number within [min, max]. */
export const countField = (min: number, max: number) =>
  z.number(INCOMPLETE).int(BOT_RULE.wholeNumber).min(min, BOT_RULE.levels).max(max, BOT_RULE.levels);

/** Decimals of price or quantity; absent means "the market's own step". */
export const precisionField = () => z.number(INCOMPLETE).int(BOT_RULE.precision).min(0, BOT_RULE.precision).max(12, BOT_RULE.precision);

/** Seconds between two actions of a bot: 1 s to one day. */
export const secondsField = (fallback: number) =>
  z.number(INCOMPLETE).min(1, BOT_RULE.interval).max(86_400, BOT_RULE.interval).default(fallback);

/** Order size jitter in percent (spec §9: about ±30% on most CEX bots). */
export const jitterField = (fallback: number) => z.number(INCOMPLETE).min(0, BOT_RULE.percent).max(90, BOT_RULE.percent).default(fallback);

/** Float range (spec §5, §9): 0% splits evenly, 80% or more allocates at random. */
export const floatRangeField = () => z.number(INCOMPLETE).min(0, BOT_RULE.floatRange).max(100, BOT_RULE.floatRange).default(0);

/** Gas multiplier (spec §5, §9): 1 to 5, default 1; 0 means adaptive. */
export const gasMultiplierField = () =>
  z
    .number(INCOMPLETE)
    .refine((value) => value === 0 || (value >= 1 && value <= 5), BOT_RULE.gasMultiplier)
    .default(1);

/** Slippage tolerance in percent. */
export const slippageField = (fallback: number) =>
  z.number(INCOMPLETE).min(0.01, BOT_RULE.slippage).max(50, BOT_RULE.slippage).default(fallback);

/** One of a fixed set of choices. */
export const choiceField = <const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  z.enum(options, BOT_RULE.choice).default(fallback);

/** A venue id (`web`), e.g. the second exchange of an arbitrage bot. */
export const venueField = () => z.string(INCOMPLETE).trim().min(1, BOT_RULE.venue).max(64, BOT_RULE.venue);

/** A wallet group of the user (DEX and NFT bots work across a group's trading wallets). */
export const walletGroupField = () => z.number(INCOMPLETE).int(INCOMPLETE).positive(INCOMPLETE);

/** An EVM or Solana address, checked for shape only. */
export const addressField = () =>
  z
    .string(INCOMPLETE)
    .trim()
    .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, BOT_RULE.address);

/** A pair on a reference venue, written however the user likes; absent: the bot's own pair. */
export const referenceSymbolField = () => z.string().trim().min(3, INCOMPLETE).optional();

/** Price and quantity precisions every CEX bot may set. */
export const precisionFields = {
  price_precision: precisionField().optional(),
  amount_precision: precisionField().optional(),
};

/** A bot's pace: a random wait in [interval_min, interval_max] seconds between actions. */
export const intervalFields = (min: number, max: number) => ({
  interval_min: secondsField(min),
  interval_max: secondsField(max),
});

/** What a bot may spend in all and on one order; budgetRule keeps the one within the other. */
export const budgetFields = () => ({
  total_budget: positiveField(),
  single_budget: positiveField(),
});

/** The price ranges of the range-trading kinds: buys inside the buy range, sells inside the sell range. */
export const tradeRangeFields = () => ({
  buy_lower: positiveField().optional(),
  buy_upper: positiveField().optional(),
  sell_lower: positiveField().optional(),
  sell_upper: positiveField().optional(),
});
