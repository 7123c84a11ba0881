// Reads what the server mailed from the embedded outbox (DATA_DIR/outbox/*.eml, docs/accounts.md)
// and the start-up lines it printed (DATA_DIR/server.log, written by playwright.config.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WAIT_MS = 15_000;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The code of the newest mail to `address` written at or after `since` (ms) whose subject matches.
 * Subjects are in the language of the request, so the purpose is told by `subject` per language.
 */
export async function mailedCode(address: string, since: number, subject: RegExp = /./): Promise<string> {
  const outbox = join(dataDir(), 'outbox');
  const deadline = Date.now() + WAIT_MS;
  const recipient = new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im');
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => join(outbox, name));
    } catch {
      // the folder appears with the first mail
    }
    const recent = files
      .map((file) => ({ file, time: statSync(file).mtimeMs }))
      .filter((entry) => entry.time >= since - 1000)
      .sort((a, b) => b.time - a.time);
    for (const { file } of recent) {
      const text = readFileSync(file, 'utf8');
      const [head = '', ...body] = text.split(/\r?\n\r?\n/);
      if (!recipient.test(head) || !subject.test(decodeSubject(head))) continue;
      const code = /\b(\d{6})\b/.exec(decodeBody(head, body.join('\n\n')))?.[1];
      if (code) return code;
    }
    await pause(200);
  }
  throw new Error(`no mail to ${address} after ${new Date(since).toISOString()} in ${outbox}`);
}

/** The text body as written, whatever its Content-Transfer-Encoding (base64 for Chinese and Korean mail). */
function decodeBody(head: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The Subject header, with RFC 2047 encoded words (=?UTF-8?B?...?=, =?UTF-8?Q?...?=) decoded. */
function decodeSubject(head: string): string {
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  return raw
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, '%$1')),
    );
}

/** The operator invite code the server printed at start ("invite code: ..."). */
export async function printedInviteCode(): Promise<string> {
  const log = join(dataDir(), 'server.log');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    try {
      // A log line: "HH:MM:SS INFO  invite code: ABCD2345" (or the JSON form with LOG_FORMAT=json).
      const code = /\binvite code: ([A-Z2-9]+)\b/.exec(readFileSync(log, 'utf8'))?.[1];
      if (code) return code;
    } catch {
      // not written yet
    }
    await pause(200);
  }
  throw new Error(`no "invite code:" line in ${log}`);
}
