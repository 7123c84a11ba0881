// A client of the wire protocol written from docs/protocol.md alone: node:crypto only, nothing
// imported from the project. If the document and the server disagree, this test fails.
import { createCipheriv, createDecipheriv, createECDH, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const doc = readFileSync(new URL('../../docs/protocol.md', import.meta.url), 'utf8');
const vector = JSON.parse(/```json test-vector\n([\s\S]*?)\n```/.exec(doc)?.[1] ?? '{}');

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url');

function sessionKeys(clientPrivate: Buffer, serverPublic: string, channel: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(clientPrivate);
  const z = ecdh.computeSecret(unb64(serverPublic));
  const okm = Buffer.from(hkdfSync('sha256', z, 'mmc-envelope-v1', channel, 64));
  return { encKey: okm.subarray(0, 32), macKey: okm.subarray(32) };
}

function seal(key: Buffer, plaintext: string, aad: string, iv = randomBytes(12)) {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return b64(Buffer.concat([iv, ct, cipher.getAuthTag()]));
}

function open(key: Buffer, data: string, aad: string) {
  const bytes = unb64(data);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}

const sign = (macKey: Buffer, data: string, channel: string, timestamp: string, token: string) =>
  b64(createHmac('sha256', macKey).update(`${data}\n${channel}\n${timestamp}\n${token}`).digest());

describe('a client written from docs/protocol.md', () => {
  it('reproduces the worked example', () => {
    const keys = sessionKeys(unb64(vector.clientPrivateKey), vector.serverPublicKey, vector.channel);
    expect(b64(keys.encKey)).toBe(vector.encKey);
    expect(b64(keys.macKey)).toBe(vector.macKey);
    const data = seal(keys.encKey, vector.payload, `${vector.path}\n${vector.timestamp}`, unb64(vector.requestIv));
    expect(data).toBe(vector.data);
    expect(sign(keys.macKey, data, vector.channel, vector.timestamp, vector.token)).toBe(vector.signature);
    expect(open(keys.encKey, vector.responseData, `response\n${vector.signature}`)).toBe(vector.responseJson);
  });

  describe('against the running server', () => {
    let server: ServerProcess;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'mmc-doc-client-'));
      server = await startServerProcess({ DATA_DIR: dataDir, SANDBOX_VENUES: 'off' });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('makes an encrypted echo call and reads the encrypted answer', async () => {
      const keyInfo = (await (await fetch(`${server.url}/Api/System/server_key`)).json()).data as {
        kid: string;
        publicKey: string;
        serverTime: number;
      };
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const channel = `${keyInfo.kid}.${b64(ecdh.getPublicKey())}`;
      const keys = sessionKeys(ecdh.getPrivateKey(), keyInfo.publicKey, channel);
      const path = '/Api/System/echo';
      const timestamp = String(Date.now());
      const data = seal(keys.encKey, JSON.stringify({ message: 'from the doc' }), `${path}\n${timestamp}`);
      const signature = sign(keys.macKey, data, channel, timestamp, '');
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', channel, timestamp, signature, language: 'ko', version: '6.3.1' },
        body: JSON.stringify({ data }),
      });
      const body = (await response.json()) as { code: number; msg: string; data: string };
      expect(response.status).toBe(200);
      expect(body.code).toBe(1000);
      expect(JSON.parse(open(keys.encKey, body.data, `response\n${signature}`))).toMatchObject({ message: 'from the doc' });
    });
  });
});
