// The envelope's constants and the exact byte strings that are authenticated. Both
// implementations (WebCrypto for browsers, node:crypto for the server) build their inputs here, so
// the two cannot drift apart. docs/protocol.md describes the same thing in prose.

export const ENVELOPE_VERSION = 1;
export const HKDF_SALT = 'mmc-envelope-v1';
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const P256_PUBLIC_KEY_BYTES = 65;
/** A request whose timestamp differs from the server clock by more than this is refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const HEADER = {
  token: 'token',
  channel: 'channel',
  timestamp: 'timestamp',
  language: 'language',
  version: 'version',
  signature: 'signature',
} as const;

/** channel = "<server key id>.<client public key, base64url of the 65-byte uncompressed point>" */
export function makeChannel(serverKid: string, clientPublicKeyB64: string): string {
  return `${serverKid}.${clientPublicKeyB64}`;
}

export function parseChannel(channel: string): { kid: string; clientPublicKey: string } | null {
  const dot = channel.indexOf('.');
  if (dot <= 0 || dot !== channel.lastIndexOf('.')) return null;
  return { kid: channel.slice(0, dot), clientPublicKey: channel.slice(dot + 1) };
}

/** Additional authenticated data of a request: binds the ciphertext to its path and timestamp. */
export const requestAad = (path: string, timestamp: string): string => `${path}\n${timestamp}`;

/** Additional authenticated data of a response: binds it to the request it answers. */
export const responseAad = (requestSignature: string): string => `response\n${requestSignature}`;

/** A header value as HTTP delivers it: without leading or trailing spaces and tabs. */
export function receivedHeaderValue(value: string): string {
  const blank = (at: number) => value[at] === ' ' || value[at] === '\t';
  let start = 0;
  let end = value.length;
  while (start < end && blank(start)) start++;
  while (end > start && blank(end - 1)) end--;
  return value.slice(start, end);
}

/**
 * The signed string: payload ciphertext, channel, timestamp and the token header as the server
 * receives it ("" when none), newline-separated. The token is signed so a captured request cannot
 * be re-sent under another user's token (or with its own token taken off).
 */
export const signedString = (data: string, channel: string, timestamp: string, token: string): string =>
  `${data}\n${channel}\n${timestamp}\n${receivedHeaderValue(token)}`;

/** A signature is the 32-byte HMAC-SHA256 in base64url: exactly 43 characters. */
export const SIGNATURE_BYTES = 32;
