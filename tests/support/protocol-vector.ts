// Reads the worked example out of docs/protocol.md, so the tests check the document itself.
import { readFileSync } from 'node:fs';

export interface ProtocolVector {
  serverPrivateKey: string;
  serverPublicKey: string;
  serverKid: string;
  clientPrivateKey: string;
  clientPublicKey: string;
  channel: string;
  encKey: string;
  macKey: string;
  path: string;
  timestamp: string;
  /** The token header sent with the request (signed with it). */
  token: string;
  payload: string;
  requestIv: string;
  data: string;
  signature: string;
  responseJson: string;
  responseIv: string;
  responseData: string;
}

export function readProtocolVector(): ProtocolVector {
  const doc = readFileSync(new URL('../../docs/protocol.md', import.meta.url), 'utf8');
  const match = /```json test-vector\n([\s\S]*?)\n```/.exec(doc);
  if (!match?.[1]) throw new Error('docs/protocol.md has no test-vector block');
  return JSON.parse(match[1]) as ProtocolVector;
}
