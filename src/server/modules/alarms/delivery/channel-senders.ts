// One sender per channel. Each answers how its delivery went and never throws: a failing channel
// must not block the others. Failures are logged here with what is safe to log.
import type { Delivery } from '../../../../shared/contracts/alarm/alarm-view.ts';
import type { AlarmChannel } from '../../../../shared/contracts/alarm/fields.ts';
import type { Logger } from '../../../logger.ts';
import type { Mailer } from '../../../notify/mail/mailer.ts';
import type { PushNotifier } from '../../../notify/push/push-notifier.ts';
import { TelegramApiError, type TelegramBotApi } from '../../../notify/telegram/telegram-bot-api.ts';
import type { Recipient, RecipientRepository } from '../channels/recipient-repository.ts';
import type { AlarmMessage } from './alarm-message.ts';

export interface SenderDeps {
  push: PushNotifier;
  telegram: TelegramBotApi | null;
  mailer: Mailer;
  recipients: RecipientRepository;
  /** The site's address, for links in e-mail and Telegram. */
  publicUrl: () => string;
  now: () => number;
  log: Logger;
}

type Outcome = Pick<Delivery, 'status' | 'reason'>;

/** `firingId` names the alert firing sent; a message that is not one (a risk user's alert) carries its own tag. */
export type ChannelSender = (recipient: Recipient, message: AlarmMessage, firingId?: number) => Promise<Outcome>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function channelSenders(deps: SenderDeps): Record<AlarmChannel, ChannelSender> {
  const link = (message: AlarmMessage) => `${deps.publicUrl().replace(/\/+$/, '')}${message.path}`;
  return {
    async push(recipient, message, firingId) {
      const report = await deps.push.notifyUser(recipient.userId, {
        title: message.title,
        body: message.body,
        url: message.path,
        tag: message.tag ?? `alarm-firing-${firingId}`,
        ...(firingId === undefined ? {} : { firingId }),
      });
      if (report.sent > 0) return { status: 'sent', reason: null };
      if (report.devices === 0) return { status: 'skipped', reason: 'noDevices' };
      if (report.removed === report.devices) return { status: 'failed', reason: 'subscriptionGone' };
      return { status: 'failed', reason: 'failed' };
    },

    async telegram(recipient, message) {
      if (!deps.telegram) return { status: 'skipped', reason: 'notConfigured' };
      if (!recipient.telegramChatId) return { status: 'skipped', reason: 'notBound' };
      try {
        await deps.telegram.sendMessage(recipient.telegramChatId, `${message.title}\n${message.body}\n${link(message)}`);
        return { status: 'sent', reason: null };
      } catch (error) {
        const gone = error instanceof TelegramApiError && error.chatGone;
        deps.log.warn({ userId: recipient.userId, channel: 'telegram', error: errorText(error) }, 'alert delivery failed');
        // The user blocked the bot or deleted the chat: unbind, so the "not bound" prompt shows.
        if (gone) await deps.recipients.unbindChat(recipient.telegramChatId);
        return { status: 'failed', reason: gone ? 'chatGone' : 'failed' };
      }
    },

    async email(recipient, message) {
      if (!recipient.email) return { status: 'skipped', reason: 'notBound' };
      try {
        await deps.mailer.send({
          to: recipient.email,
          subject: message.title,
          text: `${message.body}\n\n${link(message)}\n`,
          purpose: 'alarm',
        });
        return { status: 'sent', reason: null };
      } catch (error) {
        deps.log.warn({ userId: recipient.userId, channel: 'email', error: errorText(error) }, 'alert delivery failed');
        return { status: 'failed', reason: 'failed' };
      }
    },
  };
}
