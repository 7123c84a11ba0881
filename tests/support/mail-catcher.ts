// A real SMTP server (smtp-server) on a free loopback port that keeps every message it receives,
// so tests read verification codes the way a user would: from the mail.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The first 6-digit number of the body: the verification code. */
  code: string | null;
}

export interface MailCatcher {
  url: string;
  messages: CaughtMail[];
  /** Waits (bounded) for the next message to `to` after the ones already read, and returns it. */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /** The code of the next message to `to`. */
  nextCode(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

function parse(raw: string, from: string, to: string[]): CaughtMail {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const body = bodyParts.join('\n\n').replace(/=\r?\n/g, '');
  return { from, to, raw, subject, code: /\b(\d{6})\b/.exec(body)?.[1] ?? null };
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const read = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const next = async (to: string, timeoutMs = 5000): Promise<CaughtMail> => {
    const address = to.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((message) => !read.has(message) && message.to.includes(address));
      if (found) {
        read.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    next,
    async nextCode(to, timeoutMs) {
      const message = await next(to, timeoutMs);
      if (!message.code) throw new Error(`mail to ${to} has no code: ${message.raw}`);
      return message.code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
