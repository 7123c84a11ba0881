import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** What stands for a one-time code wherever the mail is kept beside its .eml file. */
export const MASKED_CODE = '••••••';

/**
 * Embedded mode's mail: each message is rendered to RFC 822 by nodemailer and written to
 * <dir>/<time>-<random>.eml (readable by any mail client, and by the server's user only). The
 * mail_outbox table and the log keep it with its one-time code masked: a database backup or a log
 * collector must not hold live codes. Only a developer's terminal (codesInLog) shows the code, so
 * they can sign up without a mail server.
 */
export function outboxMailer(options: { db: Db; dir: string; from: string; log: Logger; codesInLog: boolean }): Mailer {
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
      const masked = (text: string) => (message.code ? text.replaceAll(message.code, MASKED_CODE) : text);
      await options.db.insert(mailOutbox).values({
        to: message.to,
        subject: masked(message.subject),
        text: masked(message.text),
        purpose: message.purpose,
        emlFile: file,
      });
      // The whole line in the message, so the short terminal format shows whom the code is for.
      if (message.code) {
        const code = options.codesInLog ? message.code : MASKED_CODE;
        options.log.info({ purpose: message.purpose, to: message.to }, `mail to ${message.to}: ${message.purpose} code ${code}`);
      }
    },
    async close() {
      transport.close();
    },
  };
}
