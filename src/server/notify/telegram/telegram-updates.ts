// Reads what users send to the product's bot (getUpdates), from where the last read stopped: the
// offset is stored, so after a restart no message is handled twice or lost. Run by a recurring
// job, so one process reads at a time (Telegram refuses two readers of one bot).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { telegramPollState } from '../../db/schema/index.ts';
import type { TelegramBotApi, TelegramUpdate } from './telegram-bot-api.ts';

export type UpdateHandler = (update: TelegramUpdate) => Promise<void>;

export async function readTelegramUpdates(db: Db, api: TelegramBotApi, handle: UpdateHandler, timeoutSeconds = 0): Promise<number> {
  const [state] = await db.select().from(telegramPollState).where(eq(telegramPollState.id, 1));
  const offset = state?.nextUpdateId ?? 0;
  const updates = await api.getUpdates(offset, timeoutSeconds);
  for (const update of updates) {
    await handle(update);
    // After each one: a crash part-way re-reads only the updates not yet handled.
    await db
      .insert(telegramPollState)
      .values({ id: 1, nextUpdateId: update.update_id + 1 })
      .onConflictDoUpdate({
        target: telegramPollState.id,
        set: { nextUpdateId: sql`greatest(${telegramPollState.nextUpdateId}, ${update.update_id + 1})` },
      });
  }
  return updates.length;
}
