// Small parsers for query parameters, so route files validate their search without a schema
// library in the first bundle. Missing or malformed values are left out.

type Search = Record<string, unknown>;

/** Keeps the named parameters that are non-empty strings (numbers are turned into strings). */
export function stringParams<K extends string>(search: Search, keys: readonly K[]): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string' && value.length > 0) result[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) result[key] = String(value);
  }
  return result;
}

/** One of a fixed set of values, or nothing. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

/**
 * The router reads and writes query strings as plain text (`?openDistribution=1`, not JSON), so
 * addresses from older links and from the api client's redirects keep their exact form.
 */
export function parsePlainSearch(searchString: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchString.startsWith('?') ? searchString.slice(1) : searchString));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
