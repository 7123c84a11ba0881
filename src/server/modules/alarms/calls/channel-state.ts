import type { ChannelState } from '../../../../shared/contracts/alarm/alarm-view.ts';
import type { AlarmServices } from '../alarm-services.ts';

/** Where a user can be reached now. */
export async function channelStateOf(s: AlarmServices, userId: number): Promise<ChannelState> {
  const [recipient, devices, dismissed, botUsername] = await Promise.all([
    s.recipients.find(userId),
    s.subscriptions.countOfUser(userId),
    s.recipients.bindPromptDismissedUntil(userId),
    s.telegram ? s.telegram.username().catch(() => null) : Promise.resolve(null),
  ]);
  const now = s.deps.now();
  return {
    push: { public_key: s.push.publicKey, devices },
    telegram: { available: s.telegram !== null, bound: Boolean(recipient?.telegramChatId), bot_username: botUsername },
    email: { bound: Boolean(recipient?.email), address: recipient?.email || null },
    bind_prompt_dismissed_until: dismissed && dismissed.getTime() > now ? dismissed.getTime() : null,
  };
}
