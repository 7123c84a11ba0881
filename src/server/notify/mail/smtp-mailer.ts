import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Sends over SMTP. SMTP_URL takes nodemailer's URL form, e.g.
 * smtps://user:pass@smtp.example.com:465 or smtp://host:587 (STARTTLS when the server offers it).
 */
export function smtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
