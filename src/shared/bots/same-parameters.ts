// Whether two bots' parameters are the same as the schema parsed them: key order and keys left
// undefined do not count. The form uses it to tell the user a running bot saved unchanged has
// nothing to change; the server refuses such a save with the same rule (botSameParameters).

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

export function sameParameters(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
