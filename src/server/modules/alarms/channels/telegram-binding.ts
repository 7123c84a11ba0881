// Binding a Telegram chat to a user: the settings screen asks for a one-time code, the user sends
// "/start <code>" to the product's bot (the link does it in one tap), and the bot's update binds
// that chat. Codes are random, stored as a SHA-256 hash, valid for 10 minutes and used once.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { asLanguage } from '../../../../shared/app-info.ts';
import { TELEGRAM_CODE_MINUTES } from '../../../../shared/contracts/alarm/channel-calls.ts';
import type { Db } from '../../../db/database.ts';
import { telegramBindCodes } from '../../../db/schema/index.ts';
import { translatorFor } from '../../../i18n.ts';
import { type Logger, errorText } from '../../../logger.ts';
import type { TelegramBotApi, TelegramUpdate } from '../../../notify/telegram/telegram-bot-api.ts';
import type { RecipientRepository } from './recipient-repository.ts';

// No 0/O, 1/I/L: a code read off a screen and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

const hashOf = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('base64url');

/** "/start CODE", "/start@bot CODE" or the code alone. */
export function codeInMessage(text: string): string | null {
  const match = /^(?:\/start(?:@\w+)?\s+)?([A-Za-z0-9]{6,32})$/.exec(text.trim());
  return match?.[1]?.toUpperCase() ?? null;
}

export class TelegramBinding {
  private botUsername: Promise<string> | null = null;

  constructor(private readonly deps: { db: Db; api: TelegramBotApi; recipients: RecipientRepository; now: () => number; log: Logger }) {}

  /** The bot's @username (from getMe, asked once). */
  username(): Promise<string> {
    this.botUsername ??= this.deps.api.getMe().then(
      (me) => me.username,
      (error: unknown) => {
        this.botUsername = null;
        throw error;
      },
    );
    return this.botUsername;
  }

  async createCode(userId: number): Promise<{ code: string; expiresAt: number }> {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    const expiresAt = this.deps.now() + TELEGRAM_CODE_MINUTES * 60_000;
    // A new code replaces the user's unused ones.
    await this.deps.db.delete(telegramBindCodes).where(and(eq(telegramBindCodes.userId, userId), isNull(telegramBindCodes.usedAt)));
    await this.deps.db.insert(telegramBindCodes).values({ codeHash: hashOf(code), userId, expiresAt: new Date(expiresAt) });
    return { code, expiresAt };
  }

  /** Handles one message to the bot: binds the chat for a valid code, answers either way. */
  async handleUpdate(update: TelegramUpdate): Promise<void> {
    const message = update.message;
    if (!message?.text || message.chat.type !== 'private') return;
    const chatId = String(message.chat.id);
    const code = codeInMessage(message.text);
    const userId = code ? await this.redeemCode(code) : null;
    if (userId === null) {
      const t = translatorFor(asLanguage(languageOf(message.from)));
      await this.reply(chatId, code ? t('alarm.telegram.badCode') : t('alarm.telegram.help'));
      return;
    }
    await this.deps.recipients.unbindChat(chatId); // one chat belongs to one user
    await this.deps.recipients.setTelegram(userId, chatId);
    this.deps.log.info({ userId }, 'telegram chat bound');
    const recipient = await this.deps.recipients.find(userId);
    await this.reply(chatId, translatorFor(recipient?.language ?? 'en')('alarm.telegram.bound'));
  }

  private async redeemCode(code: string): Promise<number | null> {
    const now = new Date(this.deps.now());
    const used = await this.deps.db
      .update(telegramBindCodes)
      .set({ usedAt: now })
      .where(and(eq(telegramBindCodes.codeHash, hashOf(code)), isNull(telegramBindCodes.usedAt)))
      .returning();
    const row = used[0];
    if (!row || row.expiresAt.getTime() < now.getTime()) return null;
    return row.userId;
  }

  private async reply(chatId: string, text: string): Promise<void> {
    try {
      await this.deps.api.sendMessage(chatId, text);
    } catch (error) {
      this.deps.log.warn({ error: errorText(error) }, 'telegram reply failed');
    }
  }
}

function languageOf(from: { language_code?: string } | undefined): string {
  const code = from?.language_code?.slice(0, 2);
  return code === 'zh' || code === 'ko' ? code : 'en';
}
