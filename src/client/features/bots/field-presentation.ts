// What a parameter's schema cannot say about how the form presents it: the control a name calls for
// (a wallet group, the gas multiplier, a contract address), the unit shown beside a percentage, a
// kind's own wording of a shared label, a line of help, and the spec's advice on DEX intervals.
// Texts are keys of the "bots" namespace.
import type { BotKindEntry } from '../../../shared/bots/catalogue.ts';
import { addressField } from '../../../shared/bots/fields.ts';
import { DEX_RECOMMENDED_INTERVAL_SECONDS } from '../../../shared/bots/params/dex.ts';
import { tradesOnDex } from './market-venues.ts';
import { evmAddressOnSolana } from '../../../shared/bots/solana-kinds.ts';

/** Spec §9: the gas multiplier is 1 to 5, default 1; 0 means adaptive (the network's own price). */
export const GAS_MULTIPLIER_CHOICES = ['0', '1', '2', '3', '4', '5'] as const;

export type FieldUnit = 'percent' | 'plusMinusPercent';

/** The control a parameter's name calls for, whatever its schema type; undefined: the schema's type decides. */
export function controlOf(name: string): 'walletGroup' | 'gasMultiplier' | 'address' | 'venue' | undefined {
  if (name === 'wallet_group_id') return 'walletGroup';
  if (name === 'gas_multiplier') return 'gasMultiplier';
  if (name.endsWith('_address')) return 'address';
  if (name.endsWith('_web')) return 'venue';
  return undefined;
}

/** Every "_percent" parameter is typed as a number of percent; a jitter varies either way. */
export function unitOf(name: string): FieldUnit | undefined {
  if (name === 'jitter_percent') return 'plusMinusPercent';
  return name.endsWith('_percent') ? 'percent' : undefined;
}

/** Shared labels a kind words its own way (bots:paramLabels.<kind>.<name>): a swap is no order, a batch sell has no ceiling. */
const OWN_LABELS = new Set(['shua_dex.single_amount', 'shua_dex2.single_amount', 'iceberg_dex.limit_price']);

export const labelKeyOf = (kind: BotKindEntry, name: string): string =>
  OWN_LABELS.has(`${kind.key}.${name}`) ? `paramLabels.${kind.key}.${name}` : `params.${name}`;

/** Parameters whose meaning for a kind needs a line of help (bots:fieldHelp.<kind>.<name>). */
const KIND_HELP = new Set([
  'hugevol.single_amount',
  'hugevol.target_volume',
  // The price-moving kinds: the amount is what one order carries at most (engine/strategies/price-move.ts).
  'draw.single_amount',
  'real_genpan.order_amount',
  'real_genpan_quick.order_amount',
  'kongpan.order_amount',
  // The DEX and NFT kinds, as their schemas (shared/bots/params) define the values.
  'shua_dex.target_volume',
  'real_genpan_dex.threshold_percent',
  'snipe_dex.blocks',
  'pump_sniper.blocks',
  'pump_sniper.token_address',
  'shua_nft.target_volume',
]);

/** Parameters every DEX and NFT kind shares, with one line of help for all (bots:fieldHelp.onChain.<name>). */
const ON_CHAIN_HELP = new Set([
  'wallet_group_id',
  'gas_multiplier',
  'slippage_percent',
  'float_range_percent',
  'wallet_mode',
  'new_wallet_count',
  'new_wallet_sol',
  'new_wallet_token',
]);

export function helpKeyOf(kind: BotKindEntry, name: string): string | undefined {
  if (KIND_HELP.has(`${kind.key}.${name}`)) return `fieldHelp.${kind.key}.${name}`;
  if (tradesOnDex(kind) && ON_CHAIN_HELP.has(name)) return `fieldHelp.onChain.${name}`;
  return undefined;
}

const INTERVALS = new Set(['interval_min', 'interval_max', 'interval_seconds']);

/**
 * Spec §9: on a DEX at least 30 s between actions is recommended, not enforced. A DEX kind's
 * interval that allows less says so; undefined when the field cannot go below it anyway.
 */
export function recommendedMinOf(kind: BotKindEntry, name: string, min: number | undefined): number | undefined {
  if (kind.family !== 'dex' || !INTERVALS.has(name)) return undefined;
  return min === undefined || min < DEX_RECOMMENDED_INTERVAL_SECONDS ? DEX_RECOMMENDED_INTERVAL_SECONDS : undefined;
}

/** A value typed below the recommended least (the advice then reads as a warning). */
export function belowRecommended(recommendedMin: number | undefined, text: string): boolean {
  if (recommendedMin === undefined || text.trim() === '') return false;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value < recommendedMin;
}

const addressRule = addressField();

/**
 * What is wrong with a typed contract address (a "messages" key), as the schema says it, or a 0x
 * address on a Solana venue, where a token is its mint; nothing for an empty one (saving tells that).
 */
export function addressProblem(text: string, venue: { solana: boolean } = { solana: false }): string | undefined {
  if (text.trim() === '') return undefined;
  if (venue.solana && evmAddressOnSolana(text)) return 'validation.bots.solanaTokenAddress';
  const parsed = addressRule.safeParse(text);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
