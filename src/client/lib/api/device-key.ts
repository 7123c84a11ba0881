// The device's key pair for the wire protocol, kept in IndexedDB so the channel (and so the device
// id the server sees) stays the same across reloads. The private key is non-extractable: script on
// the page can use it but never read it.
import { createClientKeyPair, type ClientKeyPair } from '../../../shared/protocol/envelope-webcrypto.ts';
import { db } from '../db.ts';

export async function loadDeviceKeyPair(): Promise<ClientKeyPair> {
  try {
    const saved = await db.deviceKeys.get('device');
    if (saved) return { privateKey: saved.privateKey, publicKey: saved.publicKey };
    const pair = await createClientKeyPair();
    // Two loaders may start at once (two api clients, two tabs): the first one stored wins and
    // every loader returns it, so the device has one key and one device id.
    const stored = await db.deviceKeys
      .add({ id: 'device', privateKey: pair.privateKey, publicKey: pair.publicKey, createdAt: Date.now() })
      .then(() => null)
      .catch(async (error: unknown) => {
        if ((error as { name?: string }).name !== 'ConstraintError') throw error;
        return (await db.deviceKeys.get('device')) ?? null;
      });
    return stored ? { privateKey: stored.privateKey, publicKey: stored.publicKey } : pair;
  } catch {
    // Private browsing or a full disk: a key pair for this page's lifetime still works.
    return createClientKeyPair();
  }
}
