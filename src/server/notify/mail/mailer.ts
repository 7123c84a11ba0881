// One interface for sending mail. With SMTP_URL it goes out over SMTP (smtp-mailer.ts); without it
// (embedded mode, or MAIL_OUTBOX=on) it is kept as .eml files and, code masked, in the outbox
// table (outbox-mailer.ts).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for (e.g. "register"), recorded with it. */
  purpose: string;
  /** A one-time code the message carries: the outbox masks it in its table and (but on a developer's terminal) in the log. */
  code?: string;
  /** Files sent with the message (an export). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
