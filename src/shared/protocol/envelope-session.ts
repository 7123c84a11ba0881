// A client's side of the envelope, independent of the HTTP library: it knows the server key, the
// client key pair, the derived session keys and the clock offset. The browser's ky client, the
// service worker and the integration tests all seal and open calls through it.
import { CODE } from './response-codes.ts';
import { HEADER, makeChannel } from './envelope-spec.ts';
import {
  type ClientKeyPair,
  type SessionKeys,
  createClientKeyPair,
  deriveSessionKeys,
  openResponse,
  sealRequest,
} from './envelope-webcrypto.ts';

export interface ServerKeyInfo {
  kid: string;
  publicKey: string;
  serverTime: number;
}

export interface SealedCall {
  headers: Record<string, string>;
  body: { data: string };
  signature: string;
}

export interface EnvelopeSessionOptions {
  /** Fetches GET /Api/System/server_key. */
  fetchServerKey: () => Promise<ServerKeyInfo>;
  /** Loads or creates the device's key pair (the browser keeps it in IndexedDB). */
  loadKeyPair?: () => Promise<ClientKeyPair>;
  now?: () => number;
}

export class EnvelopeSession {
  private state: Promise<{ channel: string; keys: SessionKeys }> | null = null;
  private clockOffsetMs = 0;
  private readonly now: () => number;

  constructor(private readonly options: EnvelopeSessionOptions) {
    this.now = options.now ?? Date.now;
  }

  private establish(): Promise<{ channel: string; keys: SessionKeys }> {
    this.state ??= (async () => {
      const [server, pair] = await Promise.all([this.options.fetchServerKey(), (this.options.loadKeyPair ?? createClientKeyPair)()]);
      this.clockOffsetMs = server.serverTime - this.now();
      const channel = makeChannel(server.kid, pair.publicKey);
      return { channel, keys: await deriveSessionKeys(pair.privateKey, server.publicKey, channel) };
    })().catch((error: unknown) => {
      this.state = null;
      throw error;
    });
    return this.state;
  }

  /** Seals a call; a `token` among the extra headers is signed with it (a swapped token fails the signature). */
  async seal(path: string, payload: unknown, extraHeaders: Record<string, string> = {}): Promise<SealedCall> {
    const { channel, keys } = await this.establish();
    const timestamp = String(Math.round(this.now() + this.clockOffsetMs));
    const token = extraHeaders[HEADER.token] ?? '';
    const { data, signature } = await sealRequest(keys, { path, channel, timestamp, token, payload });
    return {
      headers: { ...extraHeaders, [HEADER.channel]: channel, [HEADER.timestamp]: timestamp, [HEADER.signature]: signature },
      body: { data },
      signature,
    };
  }

  async open(signature: string, data: unknown): Promise<unknown> {
    if (typeof data !== 'string') return data; // protocol failures before authentication are plain
    const { keys } = await this.establish();
    return openResponse(keys, signature, data);
  }

  /**
   * Reacts to the protocol codes that a retry can cure: a stale timestamp (adopt the server's
   * clock) and a changed server key (derive again). Returns true when the call should be retried.
   */
  recover(code: number, plainData: unknown): boolean {
    if (code === CODE.staleTimestamp && plainData && typeof plainData === 'object' && 'serverTime' in plainData) {
      this.clockOffsetMs = Number((plainData as { serverTime: number }).serverTime) - this.now();
      return true;
    }
    if (code === CODE.unknownServerKey) {
      this.state = null;
      return true;
    }
    return false;
  }
}
