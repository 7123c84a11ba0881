// How an export leaves: to the e-mail on file (none: 4305, spec §5), as the same table in CSV and
// XLSX attachments, with the subject and body in the caller's language. /record's export of orders
// and trades and /data's export of transactions both go out this way.
import { eq } from 'drizzle-orm';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Translate } from '../../i18n.ts';
import type { Mailer } from '../../notify/mail/mailer.ts';
import { toCsv, toXlsx } from './export-files.ts';
import type { ExportTable } from './export-table.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The user's e-mail address, or 4305 when there is none on file. */
export async function exportEmailOf(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = user?.email.trim() ?? '';
  if (!email) throw new ApiError(CODE.exportNoEmail);
  return email;
}

export interface ExportMail {
  to: string;
  /** What is exported, in the caller's language ("Orders"): in the subject, the body and the sheet's name. */
  kindName: string;
  /** The range, as YYYY-MM-DD HH:mm:ss in the user's zone. */
  from: string;
  until: string;
  /** The attachments' file name without its extension. */
  stem: string;
  table: ExportTable;
  t: Translate;
}

export async function mailExport(mailer: Mailer, mail: ExportMail): Promise<void> {
  await mailer.send({
    to: mail.to,
    subject: mail.t('mail.subject.export', { kind: mail.kindName }),
    text: mail.t('mail.exportBody', { kind: mail.kindName, from: mail.from, to: mail.until, rows: mail.table.rows.length }),
    purpose: 'export',
    attachments: [
      { filename: `${mail.stem}.csv`, content: toCsv(mail.table), contentType: 'text/csv; charset=utf-8' },
      { filename: `${mail.stem}.xlsx`, content: await toXlsx(mail.table, mail.kindName), contentType: XLSX_TYPE },
    ],
  });
}
