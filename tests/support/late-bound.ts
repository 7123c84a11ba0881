// Test files share one server or scenario started in beforeAll; a late-bound stand-in lets them name
// it at the top of the file as a const, where the real object does not exist yet.

/** Stands for what `current` returns once it returns something; methods run on the real object. */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get: (_target, property) => {
      const real = current();
      if (real === undefined) throw new Error(`the ${what} is used before it started (outside a test?)`);
      const value = Reflect.get(real, property, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
}
