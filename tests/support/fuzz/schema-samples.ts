// Well-formed values read off a zod request schema, and the fields of such a value: the base
// payload every hostile variant starts from. Each field gets the first of a few harmless candidates
// the schema accepts, so that one hostile field at a time reaches the handler.
//
// The harmless candidates name nothing real: "nosuchvenue" is no exchange and "NOCHAIN" no chain,
// so a payload that passes validation never reaches out to the internet or moves anything.
import type { z } from 'zod';
import type { Dice } from './hostile-values.ts';
import { accepts, coreOf, type Def, defOf, numberBounds, stringBounds } from './schema-reading.ts';

/** Harmless strings, tried in order: the first the field accepts is its base value. */
const STRING_CANDIDATES = [
  'nosuchvenue',
  'NOCHAIN',
  'native',
  '123456',
  '1.0.0',
  '0.5',
  `0x${'ab'.repeat(20)}`,
  'fuzz@example.invalid',
  'Passw0rd!x',
  'fuzz1234',
  `T${'A1'.repeat(12)}`,
  'http://127.0.0.1:9/fuzz',
  '2000-01-01T00:00:00.000Z',
  'x',
];
const NUMBER_CANDIDATES = [1, 2, 0.5, 10, 0, 100, 1000, 1e6];

/** Scalar samples by schema: trying candidates costs a zod parse each. */
const scalarSamples = new WeakMap<z.ZodType, unknown>();
const unionSamples = new WeakMap<z.ZodType, unknown[]>();

/** A value the field accepts, where one of the candidates fits; else a plausible one. */
export function sampleOf(field: z.ZodType, dice: Dice, depth = 0): unknown {
  if (depth > 20) return null;
  if (scalarSamples.has(field)) return scalarSamples.get(field);
  const core = coreOf(field);
  const def = defOf(core);
  const value = sampleFresh(field, core, def, dice, depth);
  if (['string', 'number', 'int', 'bigint', 'boolean', 'enum', 'literal'].includes(def.type)) scalarSamples.set(field, value);
  return value;
}

function sampleFresh(field: z.ZodType, core: z.ZodType, def: Def, dice: Dice, depth: number): unknown {
  const firstAccepted = (candidates: unknown[]) => candidates.find((candidate) => accepts(field, candidate));
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(shape)) value[key] = sampleOf(inner, dice, depth + 1);
      return value;
    }
    case 'string': {
      const { min, max } = stringBounds(core);
      const found = firstAccepted(STRING_CANDIDATES);
      if (found !== undefined) return found;
      const length = Math.max(min, 1);
      return 'x'.repeat(max === null ? length : Math.min(length, max));
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const found = firstAccepted(NUMBER_CANDIDATES);
      if (found !== undefined) return found;
      const { low, high } = numberBounds(core);
      return low !== null ? low + 1 : high !== null ? high - 1 : 1;
    }
    case 'boolean':
      return firstAccepted([false, true]) ?? false;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'array': {
      const element = sampleOf(def.element as z.ZodType, dice, depth + 1);
      const { min } = stringBounds(core);
      return Array.from({ length: Math.max(min, 1) }, () => element);
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => sampleOf(item, dice, depth + 1));
    case 'record':
      return {};
    case 'union': {
      // The options' samples the union accepts, worked out once; each call picks one of them.
      let samples = unionSamples.get(field);
      if (!samples) {
        const all = (def.options as z.ZodType[]).map((option) => sampleOf(option, dice, depth + 1));
        const accepted = all.filter((sample) => accepts(field, sample));
        samples = accepted.length > 0 ? accepted : all;
        unionSamples.set(field, samples);
      }
      return dice.pick(samples);
    }
    case 'intersection': {
      const left = sampleOf(def.left as z.ZodType, dice, depth + 1);
      const right = sampleOf(def.right as z.ZodType, dice, depth + 1);
      return left && right && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'date':
      return '2000-01-01T00:00:00.000Z';
    default:
      return null;
  }
}

/** A field of a payload: its place and its schema. */
export interface Leaf {
  path: Array<string | number>;
  schema: z.ZodType;
}

/** Every field of `value` that the schema describes, nested objects and array elements included. */
export function leavesOf(schema: z.ZodType, value: unknown, path: Array<string | number> = [], depth = 0): Leaf[] {
  const core = coreOf(schema);
  const def = defOf(core);
  const here: Leaf[] = path.length > 0 ? [{ path, schema }] : [];
  if (depth > 20) return here;
  if (def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = def.shape as Record<string, z.ZodType>;
    return [
      ...here,
      ...Object.entries(shape).flatMap(([key, inner]) =>
        leavesOf(inner, (value as Record<string, unknown>)[key], [...path, key], depth + 1),
      ),
    ];
  }
  if (def.type === 'array' && Array.isArray(value) && value.length > 0) {
    return [...here, ...leavesOf(def.element as z.ZodType, value[0], [...path, 0], depth + 1)];
  }
  if (def.type === 'union') {
    const options = def.options as z.ZodType[];
    const objects = options.filter((option) => defOf(coreOf(option)).type === 'object');
    if (objects.length === 0 || !value || typeof value !== 'object') return here;
    // The option the value was sampled from: by the discriminator when there is one, else the first accepting it.
    const key = def.discriminator as string | undefined;
    const tag = key ? (value as Record<string, unknown>)[key] : undefined;
    const option =
      (key
        ? objects.find((candidate) => accepts((defOf(coreOf(candidate)).shape as Record<string, z.ZodType>)[key] ?? candidate, tag))
        : undefined) ??
      objects.find((candidate) => accepts(candidate, value)) ??
      objects[0];
    return option ? [...here, ...leavesOf(option, value, path, depth + 1).filter((leaf) => leaf.path.length > path.length)] : here;
  }
  if (def.type === 'intersection') {
    return [
      ...here,
      ...[def.left, def.right].flatMap((side) =>
        leavesOf(side as z.ZodType, value, path, depth + 1).filter((leaf) => leaf.path.length > path.length),
      ),
    ];
  }
  return here;
}
