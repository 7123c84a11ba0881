// The account module's services for a test file: an in-memory database opened before its tests and
// closed after them, the clock the file moves, and a mailer that keeps what it sends. The file names
// the services at its top, before they exist (late-bound.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { createLogger } from '../../src/server/logger.ts';
import { type AccountServices, accountServices } from '../../src/server/modules/account/account-services.ts';
import type { Mailer, MailMessage } from '../../src/server/notify/mail/mailer.ts';
import { RateLimiter } from '../../src/server/security/rate-limiter.ts';
import { SecretBox } from '../../src/server/security/secret-box.ts';
import { lateBound } from './late-bound.ts';

export interface AccountTestServices {
  s: AccountServices;
  database: Database;
  /** Every mail sent, oldest first. */
  sent: MailMessage[];
}

/** Account services on `db` with the test's clock and mailer (a fresh secret box each time). */
export function testAccountServices(
  db: Database['db'],
  now: () => number,
  mailer: Mailer,
  options: { mailPerHour?: { address: number; ip: number } } = {},
): AccountServices {
  return accountServices({
    db,
    secretBox: new SecretBox([randomBytes(32)]),
    mailer,
    limiter: new RateLimiter(db, now),
    now,
    publicUrl: () => 'http://console.test',
    log: createLogger('silent'),
    ...(options.mailPerHour ? { mailPerHour: options.mailPerHour } : {}),
  });
}

export function fileAccountServices(
  now: () => number,
  options: { mailPerHour?: { address: number; ip: number } } = {},
): AccountTestServices {
  let database: Database | undefined;
  let s: AccountServices | undefined;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close: async () => {} };
  beforeAll(async () => {
    database = await openDatabase({});
    s = testAccountServices(database.db, now, mailer, options);
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    s: lateBound(() => s, 'account services'),
    database: lateBound(() => database, 'database'),
    sent,
  };
}
