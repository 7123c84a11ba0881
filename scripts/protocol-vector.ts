// Prints the worked example of docs/protocol.md from fixed keys and IVs, with the server's
// node:crypto implementation. `node --import tsx scripts/protocol-vector.ts`
import { createECDH, createHash } from 'node:crypto';
import { makeChannel } from '../src/shared/protocol/envelope-spec.ts';
import { deriveNodeSessionKeys, sealRequestText, sealResponseText, signatureOf } from '../src/server/http/envelope-node.ts';
import { serverKeyFromPrivate } from '../src/server/http/server-key.ts';

const scalar = (label: string) => createHash('sha256').update(label).digest();
const server = serverKeyFromPrivate(scalar('mmc protocol vector: server'));
const clientEcdh = createECDH('prime256v1');
clientEcdh.setPrivateKey(scalar('mmc protocol vector: client'));
const clientPublic = clientEcdh.getPublicKey().toString('base64url');
const channel = makeChannel(server.kid, clientPublic);
const keys = deriveNodeSessionKeys(server.privateKey, clientPublic, channel);
const path = '/Api/System/echo';
const timestamp = '1767225600000';
const payload = JSON.stringify({ message: 'hello' });
// A login token as the server issues them; the echo call needs none, but a token sent is signed.
const token = createHash('sha256').update('mmc protocol vector: token').digest('base64url');
const requestIv = Buffer.from('000102030405060708090a0b', 'hex');
const data = sealRequestText(keys, path, timestamp, payload, requestIv);
const signature = signatureOf(keys, data, channel, timestamp, token).toString('base64url');
const responseJson = JSON.stringify({ message: 'hello', serverTime: 1767225600123 });
const responseIv = Buffer.from('0c0d0e0f1011121314151617', 'hex');
const responseData = sealResponseText(keys, signature, responseJson, responseIv);

const vector = {
  serverPrivateKey: server.privateKey.toString('base64url'),
  serverPublicKey: server.publicKey,
  serverKid: server.kid,
  clientPrivateKey: clientEcdh.getPrivateKey().toString('base64url'),
  clientPublicKey: clientPublic,
  channel,
  encKey: keys.encKey.toString('base64url'),
  macKey: keys.macKey.toString('base64url'),
  path,
  timestamp,
  token,
  payload,
  requestIv: requestIv.toString('base64url'),
  data,
  signature,
  responseJson,
  responseIv: responseIv.toString('base64url'),
  responseData,
};
console.log(JSON.stringify(vector, null, 2));
