// A hostile value for one field of a request, chosen by the field's kind as the zod schema gives
// it: strings get SQL, script, unicode and boundary trouble, numbers NaN-like and out-of-range
// values, enums near misses, arrays empty, nested or huge ones, and any field may get a wrong type
// or a deeply nested or prototype-polluting structure. Each value is named for failure messages.
import type { z } from 'zod';
import {
  type Dice,
  deepNesting,
  HOSTILE_NUMBERS,
  HOSTILE_STRING_GROUPS,
  type Hostile,
  SMALL_HOSTILE_STRINGS,
  WRONG_TYPES,
  withPollutingKeys,
} from './hostile-values.ts';
import { coreOf, defOf, numberBounds, stringBounds } from './schema-reading.ts';
import { sampleOf } from './schema-samples.ts';

const mark = (group: string, hostile: Hostile): Hostile => ({ name: `${group}/${hostile.name}`, value: hostile.value });

function hostileString(field: z.ZodType, dice: Dice, allowHuge: boolean): Hostile {
  const core = coreOf(field);
  const { min, max } = stringBounds(core);
  const base = sampleOf(field, dice);
  const baseText = typeof base === 'string' ? base : 'x';
  // Huge strings are few: each costs 100 KB to seal, send and open, and its refusal is always the same.
  if (allowHuge && dice.chance(0.04)) return mark('huge', dice.pick(HOSTILE_STRING_GROUPS.huge ?? []));
  switch (dice.int(9)) {
    case 0:
      return mark('wrong-type', dice.pick(WRONG_TYPES.filter((hostile) => typeof hostile.value !== 'string')));
    case 1:
      return mark('sql', dice.pick(HOSTILE_STRING_GROUPS.sql ?? []));
    case 2:
      return mark('script', dice.pick(HOSTILE_STRING_GROUPS.script ?? []));
    case 3:
      return mark('unicode', dice.pick(HOSTILE_STRING_GROUPS.unicode ?? []));
    case 4:
      return mark('numeric-text', dice.pick(HOSTILE_STRING_GROUPS['numeric-text'] ?? []));
    case 5:
      return mark('odd', dice.pick(HOSTILE_STRING_GROUPS.odd ?? []));
    case 6: {
      // Just past the length limits, and a valid value with trouble around it.
      const options: Hostile[] = [
        { name: 'suffix-nul', value: `${baseText}\u0000` },
        { name: 'suffix-quote', value: `${baseText}'` },
        { name: 'padded', value: ` ${baseText} ` },
        { name: 'upper', value: baseText.toUpperCase() },
        { name: 'lower', value: baseText.toLowerCase() },
        { name: 'rtl', value: `\u202e${baseText}` },
        { name: 'newline', value: `${baseText}\n${baseText}` },
        { name: 'homoglyph', value: baseText.replace(/[aeopcx]/g, (c) => ({ a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х' })[c] ?? c) },
        { name: 'sql-suffix', value: `${baseText}' OR 1=1 --` },
      ];
      // Long ones only where the request may be large (and under the body limit either way).
      const room = allowHuge ? 100_000 : 4_000;
      if (max !== null && max < room) options.push({ name: 'max-plus-one', value: 'a'.repeat(max + 1) });
      if (max !== null && max * 4 < room) options.push({ name: 'max-emoji', value: '😀'.repeat(max) });
      if (min > 0) options.push({ name: 'min-minus-one', value: 'a'.repeat(min - 1) });
      return mark('boundary', dice.pick(options));
    }
    case 7:
      return mark('number', dice.pick(HOSTILE_NUMBERS));
    default:
      return mark('structure', dice.pick(structuralValues(dice)));
  }
}

function hostileNumber(field: z.ZodType, dice: Dice): Hostile {
  const { low, high, integer } = numberBounds(coreOf(field));
  const roll = dice.int(6);
  if (roll <= 2) return mark('number', dice.pick(HOSTILE_NUMBERS));
  if (roll === 3) {
    const options: Hostile[] = [];
    if (low !== null)
      options.push({ name: 'below-min', value: low - 1 }, { name: 'at-min', value: low }, { name: 'just-below-min', value: low - 1e-9 });
    if (high !== null)
      options.push({ name: 'above-max', value: high + 1 }, { name: 'at-max', value: high }, { name: 'just-above-max', value: high + 1e-9 });
    if (integer) options.push({ name: 'fraction', value: 2.5 });
    options.push({ name: 'negative', value: -1 });
    return mark('boundary', dice.pick(options));
  }
  if (roll === 4) return mark('wrong-type', dice.pick(WRONG_TYPES.filter((hostile) => typeof hostile.value !== 'number')));
  return mark('text', dice.pick(SMALL_HOSTILE_STRINGS));
}

function hostileChoice(field: z.ZodType, dice: Dice): Hostile {
  const def = defOf(coreOf(field));
  const values = def.type === 'enum' ? Object.values(def.entries as Record<string, unknown>) : ((def.values as unknown[]) ?? []);
  const first = values.length > 0 ? dice.pick(values) : 'x';
  const text = String(first);
  const options: Hostile[] = [
    { name: 'upper', value: text.toUpperCase() },
    { name: 'capitalised', value: text.charAt(0).toUpperCase() + text.slice(1) },
    { name: 'padded', value: ` ${text}` },
    { name: 'nul', value: `${text}\u0000` },
    { name: 'homoglyph', value: text.replace(/[aeopcx]/g, (c) => ({ a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х' })[c] ?? c) },
    { name: 'as-text', value: typeof first === 'string' ? first : String(first) },
    { name: 'as-number', value: typeof first === 'number' ? first + 0.5 : 0 },
    { name: 'as-array', value: [first] },
    { name: 'all-values', value: values },
    { name: 'joined', value: values.join(',') },
  ];
  if (dice.chance(0.3)) return mark('text', dice.pick(SMALL_HOSTILE_STRINGS));
  if (dice.chance(0.2)) return mark('wrong-type', dice.pick(WRONG_TYPES));
  return mark('near-miss', dice.pick(options));
}

function hostileBoolean(dice: Dice): Hostile {
  return mark(
    'boolean',
    dice.pick([
      { name: 'text-true', value: 'true' },
      { name: 'text-false', value: 'false' },
      { name: 'one', value: 1 },
      { name: 'zero', value: 0 },
      { name: 'null', value: null },
      { name: 'yes', value: 'yes' },
      { name: 'array', value: [true] },
      { name: 'object', value: { valueOf: true } },
      { name: 'empty', value: '' },
    ]),
  );
}

function hostileArray(field: z.ZodType, dice: Dice, allowHuge: boolean): Hostile {
  const core = coreOf(field);
  const element = defOf(core).element as z.ZodType;
  const sample = sampleOf(element, dice);
  const options: Hostile[] = [
    { name: 'empty', value: [] },
    { name: 'not-array', value: sample },
    { name: 'nested', value: [[sample], [[sample]]] },
    { name: 'nulls', value: [null, null, sample] },
    { name: 'duplicates', value: Array.from({ length: 50 }, () => sample) },
    { name: 'mixed', value: [sample, 'x', 1, true, {}, []] },
  ];
  if (allowHuge && dice.chance(0.15)) {
    // As long as fits well under the body limit once sealed.
    const length = Math.min(10_000, Math.floor(120_000 / (JSON.stringify(sample) ?? 'null').length));
    return mark('array', { name: 'huge', value: Array.from({ length }, () => sample) });
  }
  if (dice.chance(0.4)) {
    const inner = hostileFor(element, dice, false);
    return { name: `array-of/${inner.name}`, value: [sample, inner.value] };
  }
  return mark('array', dice.pick(options));
}

let structural: Hostile[] | null = null;
/** Nested, polluting and oversized structures; built once, they are large. */
function structuralValues(dice: Dice): Hostile[] {
  structural ??= [
    { name: 'deep-array', value: deepNesting(2000) },
    { name: 'deep-object', value: deepNesting(1000, 'object') },
    { name: 'polluting-object', value: withPollutingKeys({}) },
    { name: 'many-keys', value: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])) },
    { name: 'long-array', value: Array.from({ length: 5000 }, (_, i) => i) },
  ];
  return [...structural, { name: 'hostile-key', value: { [dice.pick(SMALL_HOSTILE_STRINGS).value as string]: 1 } }];
}

/** A hostile value for one field, chosen by the field's kind. */
export function hostileFor(field: z.ZodType, dice: Dice, allowHuge = true): Hostile {
  if (dice.chance(0.06)) return mark('structure', dice.pick(structuralValues(dice)));
  const type = defOf(coreOf(field)).type;
  switch (type) {
    case 'string':
      return hostileString(field, dice, allowHuge);
    case 'number':
    case 'int':
    case 'bigint':
      return hostileNumber(field, dice);
    case 'boolean':
      return hostileBoolean(dice);
    case 'enum':
    case 'literal':
      return hostileChoice(field, dice);
    case 'array':
      return hostileArray(field, dice, allowHuge);
    case 'object':
    case 'record':
      return mark(
        'object',
        dice.pick([
          ...WRONG_TYPES.filter((hostile) => hostile.value === null || typeof hostile.value !== 'object' || Array.isArray(hostile.value)),
          ...structuralValues(dice),
        ]),
      );
    default:
      return mark('any', dice.pick([...WRONG_TYPES, ...SMALL_HOSTILE_STRINGS.slice(0, 10)]));
  }
}
