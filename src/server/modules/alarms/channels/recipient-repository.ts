// Where a user is reached: their e-mail address, the Telegram chat bound to them (users.telegram
// holds the chat id; /Account/cancel_telegram_bind clears it) and their language for the texts.
import { eq } from 'drizzle-orm';
import { asLanguage, type Language } from '../../../../shared/app-info.ts';
import type { Db } from '../../../db/database.ts';
import { alarmUserSettings, users } from '../../../db/schema/index.ts';

export interface Recipient {
  userId: number;
  email: string;
  telegramChatId: string | null;
  language: Language;
}

export class RecipientRepository {
  constructor(private readonly db: Db) {}

  async find(userId: number): Promise<Recipient | null> {
    const [row] = await this.db
      .select({ email: users.email, telegram: users.telegram, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return null;
    return { userId, email: row.email, telegramChatId: row.telegram, language: asLanguage(row.language) };
  }

  async setTelegram(userId: number, chatId: string | null): Promise<void> {
    await this.db.update(users).set({ telegram: chatId }).where(eq(users.id, userId));
  }

  /** Unbinds a chat from whoever has it (a chat that blocked the bot, or one bound to a new user). */
  async unbindChat(chatId: string): Promise<void> {
    await this.db.update(users).set({ telegram: null }).where(eq(users.telegram, chatId));
  }

  async bindPromptDismissedUntil(userId: number): Promise<Date | null> {
    const [row] = await this.db.select().from(alarmUserSettings).where(eq(alarmUserSettings.userId, userId));
    return row?.bindPromptDismissedUntil ?? null;
  }

  async dismissBindPrompt(userId: number, until: Date): Promise<void> {
    await this.db
      .insert(alarmUserSettings)
      .values({ userId, bindPromptDismissedUntil: until })
      .onConflictDoUpdate({ target: alarmUserSettings.userId, set: { bindPromptDismissedUntil: until } });
  }
}
