// Structured logs (pino). Secrets never reach a log line: request bodies are not logged, and any
// field that could hold a credential is redacted wherever it appears.
import pino from 'pino';

export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.signature',
  'req.headers.authorization',
  '*.password',
  '*.secret',
  '*.apiSecret',
  '*.api_secret',
  '*.privateKey',
  '*.private_key',
  '*.passphrase',
  '*.token',
  '*.login_token',
  '*.totpSecret',
  '*.google_authenticator_secret',
];

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}
