// The /addrobot form of a bot kind, read from the kind's zod schema (the one the server checks):
// each parameter becomes a field with its input type, bounds, default and choices. What a schema
// cannot say is written here and in field-presentation.ts: which fields are times, exchanges,
// wallet groups or addresses, which belong under "More settings", and which only matter for one
// choice of another field. The form keeps its values as typed text; toParams turns them into the
// parameters the schema then validates.
import { z } from 'zod';
import type { BotKey, BotKindEntry } from '../../../shared/bots/catalogue.ts';
import { MAX_ROW_ID } from '../../../shared/contracts/ids.ts';
import {
  controlOf,
  type FieldUnit,
  GAS_MULTIPLIER_CHOICES,
  helpKeyOf,
  labelKeyOf,
  recommendedMinOf,
  unitOf,
} from './field-presentation.ts';

export type FieldType =
  | 'number'
  | 'integer'
  | 'choice'
  | 'boolean'
  | 'text'
  | 'numberList'
  | 'venue'
  | 'time'
  | 'walletGroup'
  | 'gasMultiplier'
  | 'address';

export interface KindField {
  name: string;
  type: FieldType;
  required: boolean;
  /** The default as the form shows it ('' when none). */
  initial: string | boolean;
  min?: number;
  max?: number;
  options?: string[];
  /** Shown under "More settings" (pace, precision, jitter, gas): sensible defaults cover most uses. */
  more: boolean;
  /** The label, as an i18n key (params.<name>, or the kind's own wording). */
  label: string;
  /** A line under the input saying what the value means for this kind (its unit), as an i18n key. */
  help?: string;
  /** Shown beside the input: the value is a percentage. */
  unit?: FieldUnit;
  /** The least value advised but not enforced (DEX intervals, spec §9). */
  recommendedMin?: number;
}

export type FormValues = Record<string, string | boolean>;

/** Fields whose defaults suit most uses. */
const MORE = new Set([
  'price_precision',
  'amount_precision',
  'jitter_percent',
  'interval_min',
  'interval_max',
  'interval_seconds',
  'gas_multiplier',
  'slippage_percent',
]);

/** Optional in the schema, but required whenever the form shows them (a rule of the kind says so). */
const REQUIRED_WHEN_SHOWN = new Set(['new_wallet_sol']);

/** Times are stored as ms since the epoch and typed as a local date and time. */
const TIMES = new Set(['end_time', 'open_time']);

/** Fields that only matter for one choice of another field (kind-specific, "*" for every kind). */
const SHOWN_WHEN: Record<string, (values: FormValues) => boolean> = {
  'draw.reference_web': (v) => v.path === 'follow_index',
  'draw.reference_symbol': (v) => v.path === 'follow_index',
  'draw.scale': (v) => v.path === 'follow_index',
  'draw.sequence_plan_id': (v) => v.path === 'sequence',
  'shua_dex2.sequence_plan_id': (v) => v.trend === 'sequence',
  'budan_new.depth_curve': (v) => v.mode === 'advanced',
  'budan_new.level_sizes': (v) => v.mode === 'advanced',
  'real_genpan.position_lower': (v) => v.mode === 'hedge',
  'real_genpan.position_upper': (v) => v.mode === 'hedge',
  'real_genpan_quick.position_lower': (v) => v.mode === 'hedge',
  'real_genpan_quick.position_upper': (v) => v.mode === 'hedge',
};

interface JsonProperty {
  type?: string;
  enum?: string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

function typeOf(name: string, property: JsonProperty): FieldType {
  if (TIMES.has(name)) return 'time';
  const control = controlOf(name);
  if (control) return control;
  if (property.enum) return 'choice';
  if (property.type === 'boolean') return 'boolean';
  if (property.type === 'integer') return 'integer';
  if (property.type === 'number') return 'number';
  if (property.type === 'array') return 'numberList';
  return 'text';
}

/**
 * The bounds a user is told about. A time has none to show, and the safe-integer limits zod puts on
 * every whole number (ids, times), like the database's limit on row ids, are no bound a person
 * types against.
 */
function boundsOf(type: FieldType, property: JsonProperty): Pick<KindField, 'min' | 'max'> {
  if (type === 'time') return {};
  const min = property.exclusiveMinimum ?? property.minimum;
  const max = property.maximum;
  return {
    ...(min !== undefined && min > Number.MIN_SAFE_INTEGER ? { min } : {}),
    ...(max !== undefined && max < MAX_ROW_ID ? { max } : {}),
  };
}

const cache = new Map<BotKey, KindField[]>();

/** The fields of a kind's form, in the schema's order. */
export function fieldsOf(kind: BotKindEntry): KindField[] {
  const known = cache.get(kind.key);
  if (known) return known;
  const json = z.toJSONSchema(kind.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const fields = Object.entries(json.properties ?? {}).map(([name, property]): KindField => {
    const type = typeOf(name, property);
    const fallback = property.default;
    const bounds = boundsOf(type, property);
    const options = type === 'gasMultiplier' ? [...GAS_MULTIPLIER_CHOICES] : property.enum;
    const help = helpKeyOf(kind, name);
    const unit = unitOf(name);
    const recommendedMin = recommendedMinOf(kind, name, bounds.min);
    return {
      name,
      type,
      required: required.has(name) || REQUIRED_WHEN_SHOWN.has(name),
      initial: type === 'boolean' ? fallback === true : fallback === undefined ? '' : String(fallback),
      ...bounds,
      ...(options ? { options } : {}),
      more: MORE.has(name),
      label: labelKeyOf(kind, name),
      ...(help ? { help } : {}),
      ...(unit ? { unit } : {}),
      ...(recommendedMin !== undefined ? { recommendedMin } : {}),
    };
  });
  cache.set(kind.key, fields);
  return fields;
}

/** Where the bot trades, as far as the form's fields care: new-wallet mode is Solana's only. */
export interface FormVenue {
  solana: boolean;
}

/** New-wallet mode's amounts (shared/bots/params/new-wallets.ts), asked only in that mode. */
const NEW_WALLET_FIELDS = new Set(['new_wallet_count', 'new_wallet_sol', 'new_wallet_token']);

export function isShown(kind: BotKey, field: KindField, values: FormValues, venue: FormVenue = { solana: false }): boolean {
  if (field.name === 'wallet_mode') return venue.solana;
  if (NEW_WALLET_FIELDS.has(field.name)) return venue.solana && values.wallet_mode === 'new';
  return SHOWN_WHEN[`${kind}.${field.name}`]?.(values) ?? true;
}

/** Texts that speak of blocks, worded in slots on a Solana venue (Solana counts time in slots of about 0.4 s). */
const IN_SLOTS: Readonly<Record<string, string>> = {
  'params.blocks': 'params.blocksInSlots',
  'fieldHelp.snipe_dex.blocks': 'fieldHelp.snipe_dex.slots',
  'fieldHelp.pump_sniper.blocks': 'fieldHelp.pump_sniper.slots',
};

/**
 * The field as the form shows it for these values: in new-wallet mode the wallet group funds the
 * bot's fresh wallets rather than trading itself, and its help says so; on Solana a window counted
 * in blocks is counted in slots.
 */
export function presentedField(field: KindField, values: FormValues, venue: FormVenue = { solana: false }): KindField {
  if (!venue.solana) return field;
  if (field.name === 'wallet_group_id' && values.wallet_mode === 'new' && field.help) return { ...field, help: `${field.help}_newWallets` };
  const help = field.help && IN_SLOTS[field.help];
  return { ...field, label: IN_SLOTS[field.label] ?? field.label, ...(help ? { help } : {}) };
}

/** Pair parameters that name the bot's own pair until the user writes another (index, reference pair). */
const PAIR_DEFAULTS = new Set([
  'draw.reference_symbol',
  'kongpan.index_symbol',
  'real_genpan.reference_symbol',
  'real_genpan_quick.reference_symbol',
]);

/**
 * The values with the kind's pair parameters following the form's market (`pair`, "ETH/USDT"): one
 * left empty, or still showing the market's `previous` pair, becomes `pair`; one the user wrote stays.
 */
export function withPairDefaults(kind: BotKey, fields: KindField[], values: FormValues, pair: string, previous: string): FormValues {
  let next = values;
  for (const field of fields) {
    if (!PAIR_DEFAULTS.has(`${kind}.${field.name}`)) continue;
    const value = values[field.name];
    const current = typeof value === 'string' ? value.trim() : '';
    if (current !== '' && current !== previous) continue;
    if (current === pair) continue;
    next = { ...next, [field.name]: pair };
  }
  return next;
}

/** Exchange parameters that name the bot's own exchange on a futures market: the futures bot follows its spot price. */
const OWN_VENUE_ON_FUTURES = new Set(['real_genpan_quick.reference_web']);

/**
 * The values with the kind's reference exchange following the form's market: on a futures market
 * (`ownWeb`, the bot's exchange) one left empty, or still showing the `previous` default, becomes
 * the bot's own exchange; off futures (`ownWeb` '') the own exchange set by that default is
 * cleared, a spot bot cannot follow its own exchange. One the user chose stays.
 */
export function withOwnVenueDefault(kind: BotKey, fields: KindField[], values: FormValues, ownWeb: string, previous: string): FormValues {
  let next = values;
  for (const field of fields) {
    if (!OWN_VENUE_ON_FUTURES.has(`${kind}.${field.name}`)) continue;
    const value = values[field.name];
    const current = typeof value === 'string' ? value : '';
    if (current !== '' && current !== previous) continue;
    if (current === ownWeb) continue;
    next = { ...next, [field.name]: ownWeb };
  }
  return next;
}

/** The form's starting values: the defaults, or a saved bot's parameters. */
export function initialValues(fields: KindField[], saved?: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = saved?.[field.name];
    if (value === undefined || value === null) values[field.name] = field.initial;
    else if (field.type === 'boolean') values[field.name] = value === true;
    else if (field.type === 'time' && typeof value === 'number') values[field.name] = toLocalInput(value);
    else if (Array.isArray(value)) values[field.name] = value.join(', ');
    else values[field.name] = String(value);
  }
  return values;
}

/** Fields typed or chosen as text and sent as numbers (a wallet group and the gas multiplier are chosen by their number). */
const NUMERIC: ReadonlySet<FieldType> = new Set(['number', 'integer', 'walletGroup', 'gasMultiplier']);

/** The parameters as the schema takes them; empty fields are left out so defaults apply. */
export function toParams(kind: BotKey, fields: KindField[], values: FormValues, venue?: FormVenue): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    if (!isShown(kind, field, values, venue)) continue;
    const value = values[field.name];
    if (field.type === 'boolean') {
      params[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    if (NUMERIC.has(field.type)) params[field.name] = Number(text.replace(',', '.'));
    else if (field.type === 'numberList')
      params[field.name] = text
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number);
    else if (field.type === 'time') params[field.name] = new Date(text).getTime();
    else params[field.name] = text;
  }
  return params;
}

/** "2026-11-22T10:05" in the browser's time zone, as a datetime-local input shows it. */
export function toLocalInput(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
