// Codes mailed through the embedded outbox, read the way a developer reads them: from the .eml file
// the outbox wrote. The outbox table keeps each mail with its code masked, so it only says which
// file holds the newest mail to an address.
import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database.ts';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import { bodyOf } from './mail-text.ts';

/** The newest outbox mail to `email`: its table row and the .eml file's text. */
export async function newestOutboxMail(db: Db, email: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!row) throw new Error(`no mail to ${email} in the outbox`);
  return { row, eml: readFileSync(row.emlFile, 'utf8') };
}

/** The 6-digit code of the newest outbox mail to `email`, from its .eml file. */
export async function outboxCode(db: Db, email: string): Promise<string> {
  const { eml } = await newestOutboxMail(db, email);
  const code = /\b(\d{6})\b/.exec(bodyOf(eml))?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
