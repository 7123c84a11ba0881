// The one place a ccxt exchange object is built: from a venue definition (class, URL overrides,
// options, credentials) with ccxt's own throttle replaced by the product's rate governor and a
// look at every response's headers (Retry-After, weight used). ccxt is imported here and in the
// other ccxt-* files of this folder only.
import ccxt, { type Exchange } from 'ccxt';
import type { CredentialField } from '../../shared/catalogue/venue-kinds.ts';
import type { VenueDefinition } from './venue-definition.ts';
import { quirksOf } from './venue-quirks.ts';

export type Credentials = Partial<Record<CredentialField, string>>;

export interface InstanceHooks {
  /** Waits until a request of this cost (ccxt units) may leave. */
  throttle(cost: number): Promise<void>;
  /** Every HTTP answer's status and headers (names in lower case). */
  onResponse(status: number, headers: Record<string, string>): void;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

type RestResponseHook = (
  status: number,
  statusText: string,
  url: string,
  method: string,
  headers: Record<string, unknown>,
  body: string,
  ...rest: unknown[]
) => string;

type ExchangeClass = new (config: Record<string, unknown>) => Exchange;
type EndpointHost = Record<string, unknown> & { capitalize(text: string): string };

const leanClasses = new Map<string, ExchangeClass>();

/**
 * ccxt builds every REST endpoint of a venue (about a thousand for Binance) as a closure on each
 * exchange object, twice named, and keeps a deep copy of the endpoint table: about 0.4 MB an object.
 * The product builds one object per API key, so a thousand bots' keys hold 400 MB the garbage
 * collector marks again and again (the lag of the bots' ticks). The lean class defines the endpoints
 * once, on its prototype, as methods of `this`, and its objects share one endpoint table: about
 * 0.15 MB an object. Names and arguments are exactly ccxt's (Exchange.defineRestApiEndpoint).
 */
function leanClassOf(name: string, Base: ExchangeClass): ExchangeClass {
  const known = leanClasses.get(name);
  if (known) return known;
  let defined = false;
  let sharedApi: unknown;
  const base = Base as unknown as new (
    config: Record<string, unknown>,
  ) => EndpointHost & {
    defineRestApi(api: unknown, methodName: string, paths?: string[]): void;
  };
  class Lean extends base {
    constructor(config: Record<string, unknown>) {
      super(config);
      sharedApi ??= this['api'];
      this['api'] = sharedApi; // read only by the endpoint definition, which ran once
    }
    override defineRestApi(api: unknown, methodName: string, paths: string[] = []): void {
      if (paths.length === 0 && defined) return;
      super.defineRestApi(api, methodName, paths);
      if (paths.length === 0) defined = true;
    }
    defineRestApiEndpoint(
      methodName: string,
      uppercaseMethod: string,
      lowercaseMethod: string,
      camelcaseMethod: string,
      path: string,
      paths: string[],
      config: Record<string, unknown> = {},
    ): void {
      const splitPath = path.split(/[^a-zA-Z0-9]/);
      const camelcaseSuffix = splitPath.map(this.capitalize).join('');
      const underscoreSuffix = splitPath
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part.length > 0)
        .join('_');
      const camelcasePrefix = [paths[0]].concat(paths.slice(1).map(this.capitalize)).join('');
      const underscorePrefix = [paths[0]]
        .concat(
          paths
            .slice(1)
            .map((part) => part.trim())
            .filter((part) => part.length > 0),
        )
        .join('_');
      const camelcase = camelcasePrefix + camelcaseMethod + this.capitalize(camelcaseSuffix);
      const underscore = `${underscorePrefix}_${lowercaseMethod}_${underscoreSuffix}`;
      const typeArgument = paths.length > 1 ? paths : paths[0];
      const endpoint = function (this: Record<string, (...args: unknown[]) => unknown>, params = {}, context = {}) {
        return this[methodName]!(path, typeArgument, uppercaseMethod, params, undefined, undefined, config, context);
      };
      const prototype = Lean.prototype as unknown as Record<string, unknown>;
      prototype[camelcase] = endpoint;
      prototype[underscore] = endpoint;
    }
  }
  const lean = Lean as unknown as ExchangeClass;
  leanClasses.set(name, lean);
  return lean;
}

export function createCcxtExchange(
  definition: VenueDefinition,
  credentials: Credentials | null,
  hooks: InstanceHooks,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Exchange {
  const BaseClass = (ccxt as unknown as Record<string, ExchangeClass>)[definition.ccxtClass];
  if (!BaseClass) throw new Error(`ccxt has no exchange class "${definition.ccxtClass}" (venue ${definition.id})`);
  const ExchangeClass = leanClassOf(definition.ccxtClass, BaseClass);
  const config: Record<string, unknown> = {
    // ccxt calls throttle() before every request only while its rate limiter is enabled: the governor answers it.
    enableRateLimit: true,
    timeout: timeoutMs,
    options: { ...quirksOf(definition)?.options, ...definition.options },
  };
  if (credentials) {
    for (const mapping of [...definition.credentials, ...(definition.optionalCredentials ?? [])]) {
      const value = credentials[mapping.field];
      if (value) config[mapping.ccxt] = value;
    }
  }
  const exchange = new ExchangeClass(config);
  if (definition.apiUrls) {
    const api = exchange.urls['api'];
    exchange.urls['api'] = typeof api === 'object' && api !== null ? { ...api, ...definition.apiUrls } : { ...definition.apiUrls };
  }
  const errorTables = quirksOf(definition)?.errorTablesByPath;
  if (errorTables) lookUpErrorTablesByPath(exchange, errorTables);
  const hookable = exchange as unknown as { throttle: (cost?: number) => Promise<void>; onRestResponse: RestResponseHook };
  hookable.throttle = (cost) => hooks.throttle(typeof cost === 'number' && Number.isFinite(cost) ? cost : 1);
  const onRestResponse = hookable.onRestResponse.bind(exchange);
  hookable.onRestResponse = (status, statusText, url, method, headers, body, ...rest) => {
    const lower: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers ?? {})) lower[name.toLowerCase()] = String(value);
    hooks.onResponse(status, lower);
    return onRestResponse(status, statusText, url, method, headers, body, ...rest);
  };
  return exchange;
}

/** See VenueQuirks.errorTablesByPath: ccxt's table lookup by URL, keyed on the path instead of the host. */
function lookUpErrorTablesByPath(exchange: Exchange, tables: Record<string, string>): void {
  const lookup = exchange as unknown as {
    exceptions: Record<string, Record<string, unknown> | undefined>;
    getExceptionsByUrl(url: string | undefined, exactOrBroad: string): Record<string, unknown>;
  };
  lookup.getExceptionsByUrl = (url, exactOrBroad) => {
    if (url === undefined) return {};
    const path = new URL(url).pathname;
    const table = Object.entries(tables).find(([prefix]) => path.startsWith(prefix))?.[1];
    const forType = table ? lookup.exceptions[table] : undefined;
    return (forType?.[exactOrBroad] as Record<string, unknown> | undefined) ?? {};
  };
}
