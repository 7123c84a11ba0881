// A part of the app loaded on demand, once: every caller shares the one load, the value is at hand
// synchronously once it has arrived, and a failed load is tried again by the next caller.
export interface LoadOnce<T> {
  (): Promise<T>;
  /** The value, once loaded; undefined before. */
  loaded(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  const get = () => {
    pending ??= load().then(
      (result) => {
        value = result;
        return result;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, { loaded: () => value });
}
