// Reading a zod v4 request schema through `schema._zod.def`: the kind of a field under its
// wrappers, whether it may be left out, and the length and number bounds its checks set. The
// sampler and the hostile-value choosers both need these, and zod has no public API for them.
import type { z } from 'zod';

export interface Def {
  type: string;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): CheckDef[] =>
  ((defOf(schema).checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map((check) => check._zod.def);

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

/** The schema under optional/nullable/default wrappers, the input side of a pipe, a lazy's target. */
export function coreOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 50; i++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType as z.ZodType;
    else if (def.type === 'pipe') current = def.in as z.ZodType;
    else if (def.type === 'lazy') current = (def.getter as () => z.ZodType)();
    else return current;
  }
  return current;
}

/** A field the payload may leave out. */
export function isOptional(schema: z.ZodType): boolean {
  let current = schema;
  for (let i = 0; i < 50; i++) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
    if (!WRAPPERS.has(def.type) && def.type !== 'pipe') return false;
    current = (def.type === 'pipe' ? def.in : def.innerType) as z.ZodType;
  }
  return false;
}

export const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

export function stringBounds(schema: z.ZodType): { min: number; max: number | null } {
  let min = 0;
  let max: number | null = null;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && typeof check.minimum === 'number') min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && typeof check.maximum === 'number') max = Math.min(max ?? Number.POSITIVE_INFINITY, check.maximum);
    if (check.check === 'length_equals' && typeof check.value === 'number') {
      min = check.value;
      max = check.value;
    }
  }
  return { min, max };
}

export function numberBounds(schema: z.ZodType): { low: number | null; high: number | null; integer: boolean } {
  let low: number | null = null;
  let high: number | null = null;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than' && typeof check.value === 'number') low = check.value;
    if (check.check === 'less_than' && typeof check.value === 'number') high = check.value;
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
  }
  return { low, high, integer };
}
