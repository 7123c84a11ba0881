// The envelope over WebCrypto: used by the browser app, the service worker and tests. The server
// has its own node:crypto implementation (src/server/http/envelope-node.ts) that is checked
// against this one with a fixed test vector.
import { fromBase64Url, toBase64Url, utf8 } from './base64url.ts';
import { HKDF_SALT, IV_BYTES, requestAad, responseAad, signedString } from './envelope-spec.ts';

export interface ClientKeyPair {
  privateKey: CryptoKey;
  publicKey: string; // base64url, uncompressed P-256 point
}

export interface SessionKeys {
  encKey: CryptoKey;
  macKey: CryptoKey;
}

const subtle = () => globalThis.crypto.subtle;

export async function createClientKeyPair(): Promise<ClientKeyPair> {
  const pair = await subtle().generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64Url(raw) };
}

export async function importClientPrivateKey(pkcs8: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', pkcs8, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
}

/** ECDH(client private, server public) → HKDF-SHA256 → 32-byte AES-GCM key + 32-byte HMAC key. */
export async function deriveSessionKeys(clientPrivateKey: CryptoKey, serverPublicKey: string, channel: string): Promise<SessionKeys> {
  const serverRaw = fromBase64Url(serverPublicKey);
  if (!serverRaw) throw new Error('server public key is not base64url');
  const serverKey = await subtle().importKey('raw', serverRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = await subtle().deriveBits({ name: 'ECDH', public: serverKey }, clientPrivateKey, 256);
  const hkdfKey = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveBits']);
  const okm = new Uint8Array(
    await subtle().deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: utf8.encode(HKDF_SALT), info: utf8.encode(channel) }, hkdfKey, 512),
  );
  const encKey = await subtle().importKey('raw', okm.slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt']);
  const macKey = await subtle().importKey('raw', okm.slice(32), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { encKey, macKey };
}

async function seal(key: CryptoKey, plaintext: string, aad: string, iv?: Uint8Array<ArrayBuffer>): Promise<string> {
  const nonce = iv ?? globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv: nonce, additionalData: utf8.encode(aad) }, key, utf8.encode(plaintext)),
  );
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64Url(out);
}

async function open(key: CryptoKey, data: string, aad: string): Promise<string> {
  const bytes = fromBase64Url(data);
  if (!bytes || bytes.length < IV_BYTES + 16) throw new Error('envelope data is too short');
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: utf8.encode(aad) },
    key,
    bytes.slice(IV_BYTES),
  );
  return utf8.decode(new Uint8Array(plain));
}

export interface SealedRequest {
  data: string;
  signature: string;
}

export async function sealRequest(
  keys: SessionKeys,
  input: { path: string; channel: string; timestamp: string; token?: string | null; payload: unknown; iv?: Uint8Array<ArrayBuffer> },
): Promise<SealedRequest> {
  const data = await seal(keys.encKey, JSON.stringify(input.payload ?? {}), requestAad(input.path, input.timestamp), input.iv);
  const signed = signedString(data, input.channel, input.timestamp, input.token ?? '');
  const mac = await subtle().sign('HMAC', keys.macKey, utf8.encode(signed));
  return { data, signature: toBase64Url(new Uint8Array(mac)) };
}

export async function openResponse(keys: SessionKeys, requestSignature: string, data: string): Promise<unknown> {
  return JSON.parse(await open(keys.encKey, data, responseAad(requestSignature)));
}

/** Used by tests that play the server's part with WebCrypto. */
export async function openRequest(keys: SessionKeys, path: string, timestamp: string, data: string): Promise<unknown> {
  return JSON.parse(await open(keys.encKey, data, requestAad(path, timestamp)));
}

export async function sealResponse(
  keys: SessionKeys,
  requestSignature: string,
  value: unknown,
  iv?: Uint8Array<ArrayBuffer>,
): Promise<string> {
  return seal(keys.encKey, JSON.stringify(value ?? null), responseAad(requestSignature), iv);
}
