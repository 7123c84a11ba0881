// Structured logs (pino). Secrets never reach a log line: request bodies are not logged, any
// field that could hold a credential is redacted wherever it appears, and a failed query is logged
// with its statement and the database's reason but not its parameters.
import { DrizzleQueryError } from 'drizzle-orm';
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
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryParams(error) as Error) },
    },
    destination,
  );
}

/**
 * A failed query's error without its parameters. Drizzle writes them into the message (and so the
 * stack); they may hold an address, a password hash or a code, which no log line may.
 */
function withoutQueryParams(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const clean = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  clean.name = error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  clean.stack = [`${clean.name}: ${clean.message}`, ...frames].join('\n');
  return clean;
}

/**
 * An error as one line for a log field: its message and its causes' (a failed query's reason, say a
 * unique violation, is its cause), as pino writes an `err`, without a query's parameters.
 */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let current = withoutQueryParams(error);
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? withoutQueryParams(current.cause) : undefined;
  }
  return parts.join(': ');
}
