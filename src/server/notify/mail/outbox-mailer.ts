import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Embedded mode's mail: each message is rendered to RFC 822 by nodemailer, written to
 * <dir>/<time>-<random>.eml (readable by any mail client), stored in the mail_outbox table, and
 * its one-time code is printed in the server log so a developer can sign up without a mail server.
 */
export function outboxMailer(options: { db: Db; dir: string; from: string; log: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
      mkdirSync(options.dir, { recursive: true, mode: 0o700 });
      const file = join(options.dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      // The file holds a live code: readable by the server's user only.
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      await options.db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        purpose: message.purpose,
        emlFile: file,
      });
      // The whole line in the message, so the short terminal format shows whom the code is for.
      if (message.code) {
        options.log.info({ purpose: message.purpose, to: message.to }, `mail to ${message.to}: ${message.purpose} code ${message.code}`);
      }
    },
    async close() {
      transport.close();
    },
  };
}
