// One interface for sending mail. With SMTP_URL it goes out over SMTP (smtp-mailer.ts); without it
// (embedded mode) it is kept in the outbox table and as .eml files (outbox-mailer.ts).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for (e.g. "register"), recorded with it. */
  purpose: string;
  /** A one-time code the message carries: embedded mode prints it in the server log. */
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
