// Postgres text cannot hold the NUL character: a string carrying one would fail in the query that
// stores it. Requests are searched for it on arrival, so it is refused as a bad parameter naming
// the field, before any handler runs.
import type { Translate } from '../i18n.ts';
import type { FieldIssue } from './validation-failure.ts';

/** The path of the first string in `value` holding a NUL character, or null when there is none. */
export function pathOfNul(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The refusal of a request with a NUL character, in the validation failure's shape. */
export function nulFailure(path: Array<string | number>, t: Translate): { message: string; issues: FieldIssue[] } {
  const field = path.join('.') || 'payload';
  const message = t('validation.nulCharacter', { field });
  return { message, issues: [{ path: path.join('.'), message }] };
}
