import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readProtocolVector } from '../../../tests/support/protocol-vector.ts';
import { fromBase64Url } from '../../shared/protocol/base64url.ts';
import { deriveSessionKeys, openRequest, openResponse, sealRequest, sealResponse } from '../../shared/protocol/envelope-webcrypto.ts';
import {
  deriveNodeSessionKeys,
  openRequestText,
  openResponseText,
  sealRequestText,
  sealResponseText,
  signatureOf,
  verifiedSignature,
} from './envelope-node.ts';
import { serverKeyFromPrivate } from './server-key.ts';

const vector = readProtocolVector();
const bytes = (b64: string) => {
  const out = fromBase64Url(b64);
  if (!out) throw new Error('bad base64url in vector');
  return out;
};

/** Imports the vector's client scalar into WebCrypto (as the browser would hold it). */
async function webClientPrivateKey(): Promise<CryptoKey> {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(bytes(vector.clientPrivateKey)));
  const pub = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: vector.clientPrivateKey,
    x: pub.subarray(1, 33).toString('base64url'),
    y: pub.subarray(33).toString('base64url'),
  };
  return crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
}

describe('the envelope, node:crypto and WebCrypto against the documented vector', () => {
  const serverKey = serverKeyFromPrivate(Buffer.from(bytes(vector.serverPrivateKey)));
  const nodeKeys = deriveNodeSessionKeys(serverKey.privateKey, vector.clientPublicKey, vector.channel);
  const signed = { data: vector.data, channel: vector.channel, timestamp: vector.timestamp, token: vector.token };

  it('derives the documented server public key, kid and session keys', () => {
    expect(serverKey.publicKey).toBe(vector.serverPublicKey);
    expect(serverKey.kid).toBe(vector.serverKid);
    expect(nodeKeys.encKey.toString('base64url')).toBe(vector.encKey);
    expect(nodeKeys.macKey.toString('base64url')).toBe(vector.macKey);
  });

  it('seals the documented request and signature on the server side', () => {
    const data = sealRequestText(nodeKeys, vector.path, vector.timestamp, vector.payload, Buffer.from(bytes(vector.requestIv)));
    expect(data).toBe(vector.data);
    expect(signatureOf(nodeKeys, data, vector.channel, vector.timestamp, vector.token).toString('base64url')).toBe(vector.signature);
    expect(verifiedSignature(nodeKeys, signed, vector.signature)?.toString('base64url')).toBe(vector.signature);
    expect(sealResponseText(nodeKeys, vector.signature, vector.responseJson, Buffer.from(bytes(vector.responseIv)))).toBe(
      vector.responseData,
    );
  });

  it('seals the same bytes with WebCrypto, as the browser does', async () => {
    const keys = await deriveSessionKeys(await webClientPrivateKey(), vector.serverPublicKey, vector.channel);
    const sealed = await sealRequest(keys, {
      path: vector.path,
      channel: vector.channel,
      timestamp: vector.timestamp,
      token: vector.token,
      payload: JSON.parse(vector.payload),
      iv: bytes(vector.requestIv),
    });
    expect(sealed).toEqual({ data: vector.data, signature: vector.signature });
    expect(await openResponse(keys, vector.signature, vector.responseData)).toEqual(JSON.parse(vector.responseJson));
    expect(await sealResponse(keys, vector.signature, JSON.parse(vector.responseJson), bytes(vector.responseIv))).toBe(vector.responseData);
    expect(await openRequest(keys, vector.path, vector.timestamp, vector.data)).toEqual({ message: 'hello' });
  });

  it('refuses a request moved to another path, another timestamp or tampered with', () => {
    expect(openRequestText(nodeKeys, vector.path, vector.timestamp, vector.data)).toBe(vector.payload);
    expect(openRequestText(nodeKeys, '/Api/System/check_version', vector.timestamp, vector.data)).toBeNull();
    expect(openRequestText(nodeKeys, vector.path, '1767225600001', vector.data)).toBeNull();
    const tampered = `${vector.data.slice(0, -2)}${vector.data.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(openRequestText(nodeKeys, vector.path, vector.timestamp, tampered)).toBeNull();
    expect(openRequestText(nodeKeys, vector.path, vector.timestamp, 'not base64!')).toBeNull();
    expect(verifiedSignature(nodeKeys, { ...signed, timestamp: '1767225600001' }, vector.signature)).toBeNull();
    expect(verifiedSignature(nodeKeys, signed, 'short')).toBeNull();
  });

  it('signs the token: another token, or none, fails the signature', () => {
    expect(verifiedSignature(nodeKeys, { ...signed, token: `${vector.token}x` }, vector.signature)).toBeNull();
    expect(verifiedSignature(nodeKeys, { ...signed, token: '' }, vector.signature)).toBeNull();
  });

  it('accepts a signature only in its one canonical spelling', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(vector.signature.at(-1) ?? '');
    const spellings = [0, 1, 2, 3].map((unused) => `${vector.signature.slice(0, -1)}${alphabet[(last & ~3) + unused]}`);
    for (const spelling of spellings) {
      const verified = verifiedSignature(nodeKeys, signed, spelling);
      if (spelling === vector.signature) expect(verified).not.toBeNull();
      else expect(verified, spelling).toBeNull();
    }
    expect(verifiedSignature(nodeKeys, signed, `${vector.signature}=`)).toBeNull();
  });

  it('binds a response to the request it answers', () => {
    expect(openResponseText(nodeKeys, vector.signature, vector.responseData)).toBe(vector.responseJson);
    expect(openResponseText(nodeKeys, 'another-signature', vector.responseData)).toBeNull();
  });

  it('refuses a client key that is not a P-256 point', () => {
    expect(() => deriveNodeSessionKeys(serverKey.privateKey, 'AAAA', 'x.AAAA')).toThrow();
  });
});
