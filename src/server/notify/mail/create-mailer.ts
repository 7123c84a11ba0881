import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/**
 * SMTP when SMTP_URL is set; otherwise the outbox under DATA_DIR/outbox (the embedded mode, or a
 * staging deployment with MAIL_OUTBOX=on: config.ts refuses the scaled-out mode with neither).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  dataDir: string;
  log: Logger;
  /** The outbox logs codes in the clear (a developer's terminal); masked when false or not given. */
  codesInLog?: boolean;
}): Mailer {
  if (options.smtpUrl) return smtpMailer({ smtpUrl: options.smtpUrl, from: options.from });
  return outboxMailer({
    db: options.db,
    dir: join(options.dataDir, 'outbox'),
    from: options.from,
    log: options.log,
    codesInLog: options.codesInLog ?? false,
  });
}
