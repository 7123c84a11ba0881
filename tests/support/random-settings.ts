// Random but valid bot settings, read off a kind's zod parameter schema: every number within its
// field's bounds (integers where the field wants them), every choice among its options, optional
// fields sometimes left out. Unbounded numbers get a size that fits the market by the field's name
// (prices near the market's price, budgets in the quote coin, amounts in the base coin), spread
// over several orders of magnitude of value so tiny and huge settings both occur. The schema's cross-field
// rules decide: a draw that breaks one is drawn again.
import type { z } from 'zod';

type Random = () => number;

export interface SettingsMarket {
  price: number;
  now: number;
}

/** Pairs of fields a rule keeps in order (the first at most the second): drawn, then sorted. */
const ORDERED_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['price_lower', 'price_upper'],
  ['buy_lower', 'buy_upper'],
  ['sell_lower', 'sell_upper'],
  ['lower_price', 'upper_price'],
  ['coin_lower', 'coin_upper'],
  ['position_lower', 'position_upper'],
  ['single_budget', 'total_budget'],
  ['base_order', 'total_budget'],
  ['single_amount', 'target_volume'],
  ['tranche_amount', 'total_amount'],
  ['interval_min', 'interval_max'],
  ['level_spread_percent', 'book_spread_percent'],
  ['first_spread_percent', 'book_spread_percent'],
];

/** Fields valued in the quote coin (the rest of the unbounded sizes are in the base coin). */
const QUOTE_FIELDS = /budget|base_order/;
const PRICE_FIELDS = /(^|_)(price|coin)(_|$)|lower$|upper$/;

const SAFE_INTEGER_BOUND = 2 ** 52;

const logUniform = (random: Random, low: number, high: number) => low * (high / low) ** random();

interface NumberBounds {
  min: number;
  max: number;
  int: boolean;
}

function numberBounds(schema: z.ZodType): NumberBounds {
  const number = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  return { min: number.minValue ?? Number.NEGATIVE_INFINITY, max: number.maxValue ?? Number.POSITIVE_INFINITY, int: number.isInt };
}

function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = (inner as unknown as { def: { type: string; innerType?: z.ZodType } }).def;
    if (def.type === 'optional') optional = true;
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) inner = def.innerType;
    else return { inner, optional };
  }
}

function sizeByName(name: string, market: SettingsMarket, random: Random): number {
  if (name.endsWith('_time')) return Math.round(market.now + (random() - 0.3) * 3_600_000);
  if (name === 'price_ratio') return logUniform(random, 0.9, 1.1);
  if (name === 'scale') return logUniform(random, 0.2, 5);
  if (name === 'sequence_plan_id') return 1;
  // A position's lower bound is most often nothing at all (its default).
  if (name === 'position_lower' && random() < 0.5) return 0;
  if (PRICE_FIELDS.test(name) && !name.startsWith('position_')) return market.price * logUniform(random, 0.8, 1.25);
  // Sizes worth a fraction of a quote unit to tens of thousands of them, whatever the price.
  const value = logUniform(random, 0.1, 30_000) * (name.startsWith('position_') ? 10 : 1);
  return QUOTE_FIELDS.test(name) ? value : value / market.price;
}

function drawNumber(name: string, schema: z.ZodType, market: SettingsMarket, random: Random): number {
  const { min, max, int } = numberBounds(schema);
  // An integer field's own bound (Number.MAX_SAFE_INTEGER) is no bound a user meets.
  if (max < SAFE_INTEGER_BOUND) {
    const low = Number.isFinite(min) ? min : 0;
    // Most draws land anywhere in the bounds, wide ones often near the low end; some sit on a bound.
    const edge = random();
    const floor = Math.max(low, max / 1e4);
    const wide = max / floor >= 100 && random() < 0.5;
    const value = edge < 0.05 ? low : edge < 0.1 ? max : wide ? logUniform(random, floor, max) : low + (max - low) * random();
    return int ? Math.min(max, Math.max(Math.ceil(low), Math.round(value))) : value;
  }
  const value = sizeByName(name, market, random);
  return int ? Math.max(Math.ceil(min), Math.round(value)) : Math.max(value, min > 0 ? min * 1.000001 : value);
}

function drawField(name: string, field: z.ZodType, market: SettingsMarket, random: Random): unknown {
  const { inner, optional } = unwrap(field);
  if (optional && random() < 0.3) return undefined;
  const def = (inner as unknown as { def: { type: string; element?: z.ZodType } }).def;
  switch (def.type) {
    case 'number':
      return drawNumber(name, inner, market, random);
    case 'enum':
      return pick((inner as unknown as { options: string[] }).options, random);
    case 'boolean':
      return random() < 0.5;
    case 'string':
      return /web$/.test(name) ? 'venue-b' : pick(['ETH/USDT', 'eth-usdt', 'BTC/USDT'], random);
    case 'array': {
      const length = Math.floor(random() * 6);
      return Array.from({ length }, () => drawNumber(name, def.element!, market, random));
    }
    default:
      throw new Error(`no generator for a ${def.type} field (${name})`);
  }
}

const pick = <T>(options: readonly T[], random: Random): T => options[Math.floor(random() * options.length)]!;

/** One valid set of parameters for the schema (defaults filled in), or an error after many tries. */
export function randomSettings(schema: z.ZodType, market: SettingsMarket, random: Random): Record<string, unknown> {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  for (let attempt = 0; attempt < 200; attempt++) {
    const draft: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shape)) {
      const value = drawField(name, field, market, random);
      if (value !== undefined) draft[name] = value;
    }
    for (const [low, high] of ORDERED_PAIRS) {
      const a = draft[low];
      const b = draft[high];
      if (typeof a === 'number' && typeof b === 'number' && a > b) [draft[low], draft[high]] = [b, a];
    }
    const parsed = schema.safeParse(draft);
    if (parsed.success) return parsed.data as Record<string, unknown>;
  }
  throw new Error('no valid settings drawn in 200 tries');
}
