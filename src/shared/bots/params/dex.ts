// The DEX kinds' main parameters (bots.md "DEX"): every one works across a wallet group's trading
// wallets, with the gas multiplier (1-5, default 1, 0 adaptive) and a slippage tolerance, and is
// recommended to run at intervals of 30 s or more.
import { z } from 'zod';
import { MAX_ROW_ID } from '../../contracts/ids.ts';
import {
  addressField,
  budgetFields,
  choiceField,
  countField,
  floatRangeField,
  gasMultiplierField,
  BOT_RULE,
  INCOMPLETE,
  intervalFields,
  jitterField,
  percentField,
  positiveField,
  referenceSymbolField,
  slippageField,
  tradeRangeFields,
  venueField,
  walletGroupField,
} from '../fields.ts';
import { atMost, budgetRule, custom, intervalRule, rangeRule, singleBudgetRule, withRules } from '../rules.ts';
import { newWalletFields, newWalletRule } from './new-wallets.ts';

/** Spec §9: at least 30 s between DEX actions is recommended (not enforced). */
export const DEX_RECOMMENDED_INTERVAL_SECONDS = 30;

const walletWork = {
  wallet_group_id: walletGroupField(),
  ...newWalletFields,
  gas_multiplier: gasMultiplierField(),
  slippage_percent: slippageField(1),
  ...intervalFields(30, 90),
};

const dexVolumeShape = z.object({
  ...walletWork,
  /** Quote volume per period. */
  target_volume: positiveField(),
  period_minutes: countField(1, 1440).default(60),
  single_amount: positiveField(),
  jitter_percent: jitterField(50),
});
type DexVolume = z.output<typeof dexVolumeShape>;
export const dexVolumeParams = withRules(dexVolumeShape, [
  singleBudgetRule<DexVolume>('single_amount', 'target_volume'),
  intervalRule,
  newWalletRule,
]);

const dexVolumeTwoShape = z.object({
  ...walletWork,
  trend: choiceField(['random', 'rise', 'fall', 'sequence'], 'random'),
  price_lower: positiveField(),
  price_upper: positiveField(),
  sequence_plan_id: z.number().int().positive().max(MAX_ROW_ID).optional(),
  single_amount: positiveField(),
});
type DexVolumeTwo = z.output<typeof dexVolumeTwoShape>;
export const dexVolumeTwoParams = withRules(dexVolumeTwoShape, [
  rangeRule<DexVolumeTwo>('price_upper', 'price_lower'),
  custom<DexVolumeTwo>('sequence_plan_id', INCOMPLETE, (p) => p.trend !== 'sequence' || p.sequence_plan_id !== undefined),
  intervalRule,
  newWalletRule,
]);

const dexFollowShape = z.object({
  ...walletWork,
  reference_web: venueField(),
  reference_symbol: referenceSymbolField(),
  /** Swap when the pool is this far from the reference, in percent. */
  threshold_percent: percentField(0.05, 50).default(0.5),
  max_swap_amount: positiveField(),
});
export const dexFollowParams = withRules(dexFollowShape, [intervalRule, newWalletRule]);

const buySellDexShape = z.object({
  ...walletWork,
  ...tradeRangeFields(),
  ...budgetFields(),
  jitter_percent: jitterField(50),
});
type BuySellDex = z.output<typeof buySellDexShape>;
export const buySellDexParams = withRules(buySellDexShape, [
  custom<BuySellDex>('buy_lower', INCOMPLETE, (p) => p.buy_lower !== undefined || p.sell_lower !== undefined),
  rangeRule<BuySellDex>('buy_upper', 'buy_lower'),
  rangeRule<BuySellDex>('sell_upper', 'sell_lower'),
  budgetRule,
  intervalRule,
  newWalletRule,
]);

const frontrunDexShape = z.object({
  ...walletWork,
  reserved_price: positiveField(),
  ...budgetFields(),
});
export const frontrunDexParams = withRules(frontrunDexShape, [budgetRule, intervalRule, newWalletRule]);

const snipeDexShape = z.object({
  wallet_group_id: walletWork.wallet_group_id,
  gas_multiplier: gasMultiplierField(),
  slippage_percent: slippageField(10),
  token_address: addressField(),
  max_price: positiveField(),
  ...budgetFields(),
  /** Buys only within this many blocks of the first liquidity. */
  blocks: countField(1, 20).default(3),
});
export const snipeDexParams = withRules(snipeDexShape, [budgetRule]);

const dexArbitrageShape = z.object({
  ...walletWork,
  cex_web: venueField(),
  min_spread_percent: percentField(0, 20).default(0.3),
  cex_fee_percent: percentField(0, 5).default(0.1),
  trade_amount: positiveField(),
});
export const dexArbitrageParams = withRules(dexArbitrageShape, [intervalRule, newWalletRule]);

const icebergDexShape = z.object({
  ...walletWork,
  total_amount: positiveField(),
  tranche_amount: positiveField(),
  limit_price: positiveField(),
  jitter_percent: jitterField(10),
});
type IcebergDex = z.output<typeof icebergDexShape>;
export const icebergDexParams = withRules(icebergDexShape, [
  atMost<IcebergDex>('tranche_amount', 'total_amount', BOT_RULE.trancheAmount),
  intervalRule,
  newWalletRule,
]);

const launchShape = {
  wallet_group_id: walletWork.wallet_group_id,
  gas_multiplier: gasMultiplierField(),
  slippage_percent: slippageField(15),
  token_address: addressField(),
};

const pumpSniperShape = z.object({
  ...launchShape,
  /** Empty: the next token launched on the platform after the bot starts. */
  token_address: addressField().optional(),
  wallets_count: countField(1, 200).default(20),
  amount_per_wallet: positiveField(),
  float_range_percent: floatRangeField(),
  blocks: countField(1, 20).default(2),
});
export const pumpSniperParams = pumpSniperShape;

const pumpSelloutShape = z.object({
  ...launchShape,
  take_profit_percent: percentField(1, 10_000).default(100),
  stop_loss_percent: percentField(0, 100).default(50),
});
export const pumpSelloutParams = pumpSelloutShape;

const pumpBatchBuyShape = z.object({
  ...launchShape,
  wallets_count: countField(1, 200).default(20),
  total_amount: positiveField(),
  float_range_percent: floatRangeField(),
});
export const pumpBatchBuyParams = pumpBatchBuyShape;
