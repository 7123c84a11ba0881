// Binance's SIGNED endpoint security: the X-MBX-APIKEY header names the key; `signature` is the
// HMAC-SHA256 (hex) of the query string followed directly by the request body, with the signature
// parameter itself left out; `timestamp` must be within `recvWindow` (default 5000 ms, at most
// 60000) of the server's time and not more than 1000 ms ahead of it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { venueErrors } from '../venue-error.ts';
import { API_KEY_FORMAT, type ApiKey, type KeyPermissions } from '../venue/api-keys.ts';

export const DEFAULT_RECV_WINDOW = 5_000;
export const MAX_RECV_WINDOW = 60_000;

/** The signed payload: every query and body parameter except `signature`, in the order sent. */
export function signedPayload(rawQuery: string, rawBody: string): string {
  const strip = (raw: string) =>
    raw
      .split('&')
      .filter((part) => part !== '' && !part.startsWith('signature='))
      .join('&');
  return strip(rawQuery) + strip(rawBody);
}

export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, payload), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface SignedRequest {
  apiKeyHeader: string | undefined;
  params: Record<string, string>;
  rawQuery: string;
  rawBody: string;
  now: number;
}

/** Checks a SIGNED request and returns its key. Throws Binance's error for the first failure. */
export function authenticate(request: SignedRequest, findKey: (apiKey: string) => ApiKey | undefined, needs: keyof KeyPermissions): ApiKey {
  const apiKey = request.apiKeyHeader;
  if (!apiKey || !API_KEY_FORMAT.test(apiKey)) throw venueErrors.apiKeyFormat();
  const key = findKey(apiKey);
  if (!key) throw venueErrors.apiKeyRejected();

  const { params } = request;
  if (!params.timestamp) throw venueErrors.mandatory('timestamp');
  if (!/^\d{1,20}$/.test(params.timestamp)) throw venueErrors.illegalCharacters('timestamp', '^[0-9]{1,20}$');
  let recvWindow = DEFAULT_RECV_WINDOW;
  if (params.recvWindow !== undefined) {
    if (!/^\d{1,20}$/.test(params.recvWindow)) throw venueErrors.illegalCharacters('recvWindow', '^[0-9]{1,20}$');
    recvWindow = Number(params.recvWindow);
    if (recvWindow > MAX_RECV_WINDOW) throw venueErrors.recvWindowTooLarge();
  }
  const timestamp = Number(params.timestamp);
  if (timestamp >= request.now + 1000) throw venueErrors.timestampAhead();
  if (request.now - timestamp > recvWindow) throw venueErrors.timestampOutsideWindow();

  if (!params.signature) throw venueErrors.mandatory('signature');
  if (!signatureMatches(key.secret, signedPayload(request.rawQuery, request.rawBody), params.signature)) throw venueErrors.badSignature();
  if (!key.permissions[needs]) throw venueErrors.apiKeyRejected();
  return key;
}
