// The server's VAPID key pair (RFC 8292): created on first start, kept in the database with the
// private key sealed, so every process and every restart signs pushes with the same pair and the
// browsers' subscriptions (made with the public key) stay valid.
import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import { pushVapidKeys } from '../../db/schema/index.ts';
import type { SecretBox } from '../../security/secret-box.ts';

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: what a browser's pushManager.subscribe() takes. */
  publicKey: string;
  privateKey: string;
}

const CONTEXT = 'vapid:1';

export async function loadOrCreateVapidKeys(db: Db, secretBox: SecretBox): Promise<VapidKeys> {
  const [existing] = await db.select().from(pushVapidKeys);
  if (existing) return { publicKey: existing.publicKey, privateKey: secretBox.open(existing.privateKeySealed, CONTEXT) };
  const created = webpush.generateVAPIDKeys();
  // Two processes starting at once: the first insert wins and both read the winner back.
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: created.publicKey, privateKeySealed: secretBox.seal(created.privateKey, CONTEXT) })
    .onConflictDoNothing();
  const [kept] = await db.select().from(pushVapidKeys);
  if (!kept) throw new Error('VAPID keys were not stored');
  return { publicKey: kept.publicKey, privateKey: secretBox.open(kept.privateKeySealed, CONTEXT) };
}
