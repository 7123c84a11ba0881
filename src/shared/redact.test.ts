import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact.ts';

describe('redacting a payload before it is logged', () => {
  it('hides every credential of an exchange account binding, at any depth', () => {
    const payload = {
      web: 'sandbox-a',
      remark: 'Main',
      api_key: 'K1',
      secret: 'S1',
      api_password: 'P1',
      payment_password: 'P2',
      private_key: 'X1',
      nested: { apiKey: 'K2', list: [{ secret: 'S2' }] },
    };
    expect(redactSecrets(payload)).toEqual({
      web: 'sandbox-a',
      remark: 'Main',
      api_key: '[redacted]',
      secret: '[redacted]',
      api_password: '[redacted]',
      payment_password: '[redacted]',
      private_key: '[redacted]',
      nested: { apiKey: '[redacted]', list: [{ secret: '[redacted]' }] },
    });
  });
});
