// Lazy-loaded parts of the app (screens, text bundles) time out after 120 s with a load error that
// names the part and the request (spec §2, §8, §9).

export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly chunk: string,
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The URL the browser names when a dynamic import fails ("Failed to fetch dynamically imported module: <url>"). */
function requestOf(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? fallback;
}

export interface LoadPart {
  /** The part's name, e.g. "bots/robot-list" or "locales/zh/bots". */
  chunk: string;
  /** What was asked for, when no URL is known yet (the module path). */
  request: string;
  timeoutMs?: number;
  timers?: TimerApi;
}

/**
 * Runs a lazy load with a deadline. A failed or late load becomes a ChunkLoadError. A browser
 * failure keeps its original message first, so the router's reload-once rule for a redeployed
 * chunk still recognises it.
 */
export function withLoadTimeout<T>(load: () => Promise<T>, part: LoadPart): Promise<T> {
  const timers = part.timers ?? realTimers;
  const timeoutMs = part.timeoutMs ?? LAZY_LOAD_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(
        new ChunkLoadError(`Loading chunk ${part.chunk} timed out after ${timeoutMs / 1000} s (${part.request})`, part.chunk, part.request),
      );
    }, timeoutMs);
    load().then(
      (value) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        const request = requestOf(error, part.request);
        const original = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`${original} (chunk ${part.chunk}, request ${request})`, part.chunk, request, { cause: error }));
      },
    );
  });
}
