// The product's API as a benchmark calls it: the envelope protocol over HTTP, as the PWA does.
import { EnvelopeSession, type ServerKeyInfo } from '../src/shared/protocol/envelope-session.ts';
import type { ApiResponse } from '../src/shared/protocol/response-codes.ts';

export class Client {
  token: string | null = null;
  readonly session: EnvelopeSession;

  constructor(private readonly url: string) {
    this.session = new EnvelopeSession({
      fetchServerKey: async () => ((await (await fetch(`${url}/Api/System/server_key`)).json()) as ApiResponse<ServerKeyInfo>).data,
    });
  }

  async call<T>(path: string, payload: unknown): Promise<T> {
    const sealed = await this.session.seal(path, payload, {
      language: 'en',
      version: '6.3.1',
      ...(this.token ? { token: this.token } : {}),
    });
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sealed.headers },
      body: JSON.stringify(sealed.body),
    });
    const body = (await response.json()) as ApiResponse;
    if (body.code !== 1000) throw new Error(`${path} answered ${body.code} ${body.msg}`);
    return (await this.session.open(sealed.signature, body.data)) as T;
  }
}
