// Hostile payloads generated from a call's zod request schema (zod v4): first a well-formed base
// payload (schema-samples.ts), then variants of it: one field replaced by a hostile value of its
// kind (hostile-fields.ts), required fields missing, extra and prototype-polluting keys, deep
// nesting, every field hostile at once, no object at all.
import type { z } from 'zod';
import { type Dice, deepNesting, type Hostile, UNICODE_STRINGS, WRONG_TYPES, withPollutingKeys } from './hostile-values.ts';
import { hostileFor } from './hostile-fields.ts';
import { isOptional } from './schema-reading.ts';
import { leavesOf, sampleOf } from './schema-samples.ts';

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The value at `path` replaced, in place (the root itself when the path is empty). */
function putAt(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1] as string | number] = value;
  return root;
}

const setAt = (target: unknown, path: Array<string | number>, value: unknown) => putAt(clone(target), path, value);

/** `{...keys of prefix, ...base}` parsed from text: fast even with thousands of keys. */
function joinedObject(prefixText: string, base: Record<string, unknown>): Record<string, unknown> {
  const tail = JSON.stringify(base).slice(1);
  return JSON.parse(tail === '}' ? `{${prefixText}}` : `{${prefixText},${tail}`) as Record<string, unknown>;
}
const MANY_KEYS_TEXT = Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',');

function deleteAt(target: unknown, path: Array<string | number>): unknown {
  const root = clone(target);
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') return root;
    node = node[key] as Record<string | number, unknown>;
  }
  delete node[path[path.length - 1] as string | number];
  return root;
}

export interface HostilePayload {
  /** What was done to the base payload, e.g. "field:price_above=number/nan-as-null". */
  kind: string;
  payload: unknown;
}

const pathText = (path: Array<string | number>) => path.join('.');

/**
 * One hostile payload for the request schema; most are the base with one field replaced. `small`
 * leaves the huge values out (for requests whose envelope is what is under test).
 */
export function hostilePayload(request: z.ZodType, dice: Dice, options: { small?: boolean } = {}): HostilePayload {
  if (!options.small) return anyHostilePayload(request, dice, true);
  for (let i = 0; i < 5; i++) {
    const small = anyHostilePayload(request, dice, false);
    if ((JSON.stringify(small.payload) ?? '').length <= SMALL_PAYLOAD_CHARS) return small;
  }
  return { kind: 'empty-object', payload: {} };
}

/** What a small payload stays under: a quarter of the default body limit, sealed. */
const SMALL_PAYLOAD_CHARS = 48 * 1024;

function anyHostilePayload(request: z.ZodType, dice: Dice, allowHuge: boolean): HostilePayload {
  const base = sampleOf(request, dice);
  const leaves = leavesOf(request, base);
  const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const roll = dice.next();
  if (leaves.length > 0 && roll < 0.62) {
    const leaf = dice.pick(leaves);
    const hostile = hostileFor(leaf.schema, dice, allowHuge);
    return { kind: `field:${pathText(leaf.path)}=${hostile.name}`, payload: setAt(base, leaf.path, hostile.value) };
  }
  if (leaves.length > 0 && roll < 0.7) {
    const leaf = dice.pick(leaves);
    return { kind: `missing:${pathText(leaf.path)}${isOptional(leaf.schema) ? '(optional)' : ''}`, payload: deleteAt(base, leaf.path) };
  }
  if (roll < 0.76) {
    // Every field hostile at once (no huge ones: the body limit would refuse the request before any field is read).
    // A field whose parent was replaced is left alone: the parent's hostile value may be shared by other payloads.
    let payload: unknown = clone(base);
    const replaced: string[] = [];
    for (const leaf of leaves) {
      const at = `${pathText(leaf.path)}.`;
      if (replaced.some((parent) => at.startsWith(parent))) continue;
      payload = putAt(payload, leaf.path, hostileFor(leaf.schema, dice, false).value);
      replaced.push(at);
    }
    return { kind: 'every-field', payload };
  }
  if (roll < 0.8) {
    const extra = Object.fromEntries(
      Array.from({ length: 1 + dice.int(5) }, () => [
        dice.pick(['admin', 'user_id', 'role', 'id', 'is_admin', 'level', dice.junk(8)]),
        dice.pick(WRONG_TYPES).value,
      ]),
    );
    return { kind: 'extra-keys', payload: { ...baseObject, ...extra } };
  }
  if (roll < 0.85) return { kind: 'polluting-keys', payload: withPollutingKeys(baseObject) };
  if (roll < 0.88) return { kind: 'deep-nesting', payload: { ...baseObject, nested: deepNesting(2500) } };
  if (roll < 0.9 && allowHuge) return { kind: 'many-keys', payload: joinedObject(MANY_KEYS_TEXT, baseObject) };
  if (roll < 0.93) return { kind: 'empty-object', payload: {} };
  if (roll < 0.97) {
    const hostile = dice.pick<Hostile>([
      ...WRONG_TYPES.filter((value) => value.value !== null && !(typeof value.value === 'object' && !Array.isArray(value.value))),
      { name: 'unicode', value: dice.pick(UNICODE_STRINGS) },
      { name: 'array-of-base', value: [base, base] },
    ]);
    return { kind: `not-an-object=${hostile.name}`, payload: hostile.value };
  }
  // Keys that are almost right: the field names in another case, or with spaces.
  const renamed = Object.fromEntries(
    Object.entries(baseObject).map(([key, value]) => [
      dice.pick([key.toUpperCase(), ` ${key}`, `${key}\u0000`, key.replace(/_/g, '-')]),
      value,
    ]),
  );
  return { kind: 'renamed-keys', payload: renamed };
}
