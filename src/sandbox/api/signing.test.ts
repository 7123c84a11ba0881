import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../venue/api-keys.ts';
import { authenticate, sign, signedPayload } from './signing.ts';

const key: ApiKey = {
  apiKey: 'vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A',
  secret: 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j',
  accountId: 1,
  permissions: { read: true, trade: false, withdraw: false },
  createdAt: 0,
};
const find = (apiKey: string) => (apiKey === key.apiKey ? key : undefined);
const now = 1_499_827_319_559;

function request(query: string, overrides: Partial<Parameters<typeof authenticate>[0]> = {}) {
  const signature = sign(key.secret, query);
  const rawQuery = `${query}&signature=${signature}`;
  return {
    apiKeyHeader: key.apiKey,
    params: Object.fromEntries(new URLSearchParams(rawQuery)),
    rawQuery,
    rawBody: '',
    now,
    ...overrides,
  };
}

const codeOf = (action: () => unknown) => {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as { code?: number }).code;
  }
};

describe('signed requests', () => {
  it("matches Binance's documented signature example", () => {
    const payload = 'symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559';
    expect(sign(key.secret, payload)).toBe('c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71');
  });

  it('signs the query followed directly by the body, without the signature parameter', () => {
    expect(signedPayload('symbol=LTCBTC&side=BUY&signature=abc', 'quantity=1&timestamp=5')).toBe(
      'symbol=LTCBTC&side=BUYquantity=1&timestamp=5',
    );
    expect(signedPayload('', 'a=1&b=2&signature=ff')).toBe('a=1&b=2');
  });

  it('accepts a correctly signed, timely request and returns its key', () => {
    expect(authenticate(request(`timestamp=${now - 10}`), find, 'read')).toBe(key);
  });

  it("refuses each failure with Binance's code", () => {
    expect(codeOf(() => authenticate(request(`timestamp=${now}`, { apiKeyHeader: undefined }), find, 'read'))).toBe(-2014);
    expect(codeOf(() => authenticate(request(`timestamp=${now}`, { apiKeyHeader: 'x'.repeat(64) }), find, 'read'))).toBe(-2015);
    expect(codeOf(() => authenticate(request(`timestamp=${now - 5_001}`), find, 'read'))).toBe(-1021);
    expect(codeOf(() => authenticate(request(`timestamp=${now + 1_000}`), find, 'read'))).toBe(-1021);
    expect(codeOf(() => authenticate(request(`timestamp=${now - 9_000}&recvWindow=10000`), find, 'read'))).toBeUndefined();
    expect(codeOf(() => authenticate(request(`timestamp=${now}&recvWindow=70000`), find, 'read'))).toBe(-1131);
    expect(codeOf(() => authenticate(request('symbol=BTCUSDT'), find, 'read'))).toBe(-1102);
    const tampered = request(`timestamp=${now}&quantity=1`);
    tampered.rawQuery = tampered.rawQuery.replace('quantity=1', 'quantity=9');
    expect(codeOf(() => authenticate(tampered, find, 'read'))).toBe(-1022);
    expect(codeOf(() => authenticate(request(`timestamp=${now}`), find, 'trade'))).toBe(-2015);
  });
});
