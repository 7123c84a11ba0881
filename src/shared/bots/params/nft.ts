// The NFT kinds' main parameters (bots.md "NFT"): they work across a wallet group's wallets on one
// collection.
import { z } from 'zod';
import { addressField, budgetFields, gasMultiplierField, intervalFields, positiveField, walletGroupField } from '../fields.ts';
import { budgetRule, intervalRule, rangeRule, withRules } from '../rules.ts';

const nftWork = {
  wallet_group_id: walletGroupField(),
  collection_address: addressField(),
  gas_multiplier: gasMultiplierField(),
  ...intervalFields(60, 180),
};

const nftVolumeShape = z.object({
  ...nftWork,
  price_lower: positiveField(),
  price_upper: positiveField(),
  /** Volume per day, in the collection's currency. */
  target_volume: positiveField(),
});
type NftVolume = z.output<typeof nftVolumeShape>;
export const nftVolumeParams = withRules(nftVolumeShape, [rangeRule<NftVolume>('price_upper', 'price_lower'), intervalRule]);

const buySellNftShape = z.object({
  ...nftWork,
  /** Buys items listed at or below this price; lists owned items at or above sell_above. */
  buy_below: positiveField(),
  sell_above: positiveField(),
  ...budgetFields(),
});
type BuySellNft = z.output<typeof buySellNftShape>;
export const buySellNftParams = withRules(buySellNftShape, [rangeRule<BuySellNft>('sell_above', 'buy_below'), budgetRule, intervalRule]);
