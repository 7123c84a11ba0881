// The channel calls: this device's push subscription, the Telegram bind code, the bind prompt.
import {
  dismissBindPrompt,
  getAlarmChannels,
  pushSubscribe,
  pushUnsubscribe,
  telegramBindCode,
} from '../../../../shared/contracts/alarm/channel-calls.ts';
import { DISMISS_MS } from '../../../../shared/contracts/alarm/fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import { answer } from '../../../http/call-registry.ts';
import type { AlarmServices } from '../alarm-services.ts';
import { callerId } from './caller.ts';
import { channelStateOf } from './channel-state.ts';
import { errorText } from '../../../logger.ts';

export const getAlarmChannelsCall = (s: AlarmServices) => answer(getAlarmChannels, async (_input, ctx) => channelStateOf(s, callerId(ctx)));

/** Subscribes this device; the same endpoint again (a renewed subscription) replaces its keys. */
export const pushSubscribeCall = (s: AlarmServices) =>
  answer(pushSubscribe, async ({ endpoint, keys }, ctx) => {
    const userId = callerId(ctx);
    await s.subscriptions.upsert({
      userId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      deviceId: ctx.deviceId,
      userAgent: ctx.userAgent.slice(0, 300),
    });
    return { devices: await s.subscriptions.countOfUser(userId) };
  });

export const pushUnsubscribeCall = (s: AlarmServices) =>
  answer(pushUnsubscribe, async ({ endpoint }, ctx) => {
    const userId = callerId(ctx);
    await s.subscriptions.removeOfUser(userId, endpoint);
    return { devices: await s.subscriptions.countOfUser(userId) };
  });

/** A one-time code for the product's bot; 1501 when this server has no bot configured. */
export const telegramBindCodeCall = (s: AlarmServices) =>
  answer(telegramBindCode, async (_input, ctx) => {
    const userId = callerId(ctx);
    if (!s.telegram) throw new ApiError(CODE.featureDisabled);
    const username = await s.telegram.username().catch((error: unknown) => {
      ctx.log.warn({ error: errorText(error) }, 'telegram bot not reachable');
      throw new ApiError(CODE.featureDisabled);
    });
    const { code, expiresAt } = await s.telegram.createCode(userId);
    return { code, bot_username: username, link: `https://t.me/${username}?start=${code}`, expires_at: expiresAt };
  });

export const dismissBindPromptCall = (s: AlarmServices) =>
  answer(dismissBindPrompt, async (_input, ctx) => {
    const until = s.deps.now() + DISMISS_MS;
    await s.recipients.dismissBindPrompt(callerId(ctx), new Date(until));
    return { until };
  });
