// The embedded server's e-mail outbox (E2E_DATA_DIR/outbox/*.eml), read by the specs that check
// what a user was mailed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest export mail to the demo user written to the outbox since `since` (ms). */
export function exportMailSince(since: number): string | null {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (/^To: demo(\+[^@]*)?@example\.com$/m.test(text) && /^Subject: .*export/im.test(text)) return text;
  }
  return null;
}
