import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { SecretBox } from '../../security/secret-box.ts';

/** What the account module needs from the outside; the clock is here so tests can move it. */
export interface AccountDeps {
  db: Db;
  secretBox: SecretBox;
  mailer: Mailer;
  limiter: RateLimiter;
  now: () => number;
  /** The site's public address, for invite links (PUBLIC_URL, or the listening address). */
  publicUrl: () => string;
  log: Logger;
  /** Codes mailed per hour, per address and per IP (MAIL_PER_ADDRESS_PER_HOUR, MAIL_PER_IP_PER_HOUR). */
  mailPerHour?: { address: number; ip: number };
}
