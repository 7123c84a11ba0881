import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../db.ts';
import { loadDeviceKeyPair } from './device-key.ts';

describe('the device key pair', () => {
  it('is created once and the same for loaders that start at the same time', async () => {
    await db.deviceKeys.clear();
    const pairs = await Promise.all([loadDeviceKeyPair(), loadDeviceKeyPair(), loadDeviceKeyPair()]);
    const stored = await db.deviceKeys.get('device');
    expect(new Set(pairs.map((pair) => pair.publicKey))).toEqual(new Set([stored?.publicKey]));
    expect((await loadDeviceKeyPair()).publicKey).toBe(stored?.publicKey);
  });
});
