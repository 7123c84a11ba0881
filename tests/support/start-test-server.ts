// Starts the real server in this process on a free loopback port with its own temporary data
// folder, and gives a small client that speaks the envelope protocol over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvelopeSession, type ServerKeyInfo } from '../../src/shared/protocol/envelope-session.ts';
import type { ApiResponse } from '../../src/shared/protocol/response-codes.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { type Runtime, startRuntime } from '../../src/server/runtime.ts';
import { closeRuntime } from './close-runtime.ts';

export interface TestServer {
  runtime: Runtime;
  url: string;
  dataDir: string;
  /** What the server printed at start (invite code, demo account and password). */
  startLines: string[];
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, dataDir?: string): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'mmc-test-'));
  // The embedded sandbox exchanges take ~3 s to warm up in a fresh folder: tests that need them pass SANDBOX_VENUES: 'on'.
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    CLIENT_DIR: join(dir, 'no-client'),
    LOG_LEVEL: 'silent',
    SANDBOX_VENUES: 'off',
    SANDBOX_SOLANA: 'off',
    ...env,
  });
  const startLines: string[] = [];
  const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: (line) => startLines.push(line) });
  return {
    runtime,
    url: runtime.url,
    dataDir: dir,
    startLines,
    async stop(options) {
      await closeRuntime(runtime);
      if (!options?.keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<T = unknown> extends ApiResponse<T> {
  httpStatus: number;
}

export interface TestClientOptions {
  /** Connect from this loopback address (e.g. 127.0.0.2), to be another IP to the server. */
  localAddress?: string;
  /** Share another client's envelope session: the same device key, so the same device. */
  session?: EnvelopeSession;
}

/** A client of the envelope protocol over fetch, as the browser's ky client is over ky. */
export class TestClient {
  readonly session: EnvelopeSession;
  token: string | null = null;
  language = 'en';

  constructor(
    readonly baseUrl: string,
    private readonly options: TestClientOptions = {},
  ) {
    this.session =
      options.session ??
      new EnvelopeSession({
        fetchServerKey: async () => {
          const response = await fetch(`${baseUrl}/Api/System/server_key`);
          return ((await response.json()) as ApiResponse<ServerKeyInfo>).data;
        },
      });
  }

  /** The same device (key pair and token) calling from another IP. */
  fromAddress(localAddress: string): TestClient {
    const twin = new TestClient(this.baseUrl, { localAddress, session: this.session });
    twin.token = this.token;
    twin.language = this.language;
    return twin;
  }

  /** POSTs JSON; over node:http when a local address is set (fetch cannot choose one). */
  async post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: unknown }> {
    const localAddress = this.options.localAddress;
    if (!localAddress) {
      const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body });
      return { status: response.status, json: await response.json() };
    }
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${this.baseUrl}${path}`, { method: 'POST', headers, localAddress }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  async call<T = unknown>(path: string, payload: unknown, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    const sealed = await this.session.seal(path, payload, {
      language: this.language,
      version: '6.3.1',
      ...(this.token ? { token: this.token } : {}),
      ...headers,
    });
    const response = await this.post(path, { 'content-type': 'application/json', ...sealed.headers }, JSON.stringify(sealed.body));
    const body = response.json as ApiResponse;
    const data = await this.session.open(sealed.signature, body.data);
    return { ...body, data: data as T, httpStatus: response.status };
  }
}
