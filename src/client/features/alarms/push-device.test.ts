import { describe, expect, it } from 'vitest';
import { keyBytes } from './push-device.ts';

describe('push device', () => {
  it('turns the base64url VAPID key into the 65 bytes of an uncompressed P-256 point', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });
});
