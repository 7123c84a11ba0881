// The app's api client, imported wherever a call is made: `await api.call(contract, payload)`.
// The client (ky, Dexie, the envelope) loads on the first call, not with the first paint, so a
// public page stays light.
import type { ApiClient } from './api-client.ts';

let factory: (() => Promise<ApiClient>) | null = null;
let client: Promise<ApiClient> | null = null;

export function configureApi(create: () => Promise<ApiClient>): void {
  factory = create;
  client = null;
}

export const api: ApiClient = {
  async call(contract, payload, options) {
    if (!factory) throw new Error('api used before configureApi()');
    client ??= factory();
    return (await client).call(contract, payload, options);
  },
};
