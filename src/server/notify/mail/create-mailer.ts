import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set; otherwise the embedded outbox under DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; db: Db; dataDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) return smtpMailer({ smtpUrl: options.smtpUrl, from: options.from });
  return outboxMailer({ db: options.db, dir: join(options.dataDir, 'outbox'), from: options.from, log: options.log });
}
