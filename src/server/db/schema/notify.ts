import { pgTable, text } from 'drizzle-orm/pg-core';
import { appendedRowId, createdNow } from './columns.ts';

/**
 * Embedded mode's mail: every message the server would have sent over SMTP, kept here (and as an
 * .eml file under DATA_DIR/outbox) so a developer can read it without a mail server.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: appendedRowId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  purpose: text('purpose').notNull().default(''),
  emlFile: text('eml_file').notNull().default(''),
  createdAt: createdNow(),
});
