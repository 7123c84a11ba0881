// The channels an alert is sent on: this device's web push subscription, the Telegram binding
// through a one-time code sent to the product's bot, and the dismissible "not bound" prompt.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idRequest } from '../ids.ts';
import { channelState } from './alarm-view.ts';

export const getAlarmChannels = defineCall({
  module: 'Alarm',
  action: 'get_alarm_channels',
  auth: 'user',
  request: z.object({}),
  response: channelState,
});

/** A PushSubscription as the browser gives it (subscription.toJSON()). */
export const pushSubscriptionFields = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'validation.alarms.pushSubscription' }).max(2048, 'validation.alarms.pushSubscription'),
  keys: z.object({
    p256dh: z.string('validation.alarms.pushSubscription').regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'validation.alarms.pushSubscription'),
    auth: z.string('validation.alarms.pushSubscription').regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'validation.alarms.pushSubscription'),
  }),
});

/** How many devices receive the user's alerts by web push, after a (un)subscribe. */
const pushDevices = z.object({ devices: z.number().int() });

/** Subscribes this device (its push endpoint) to the user's alerts; again with the same endpoint updates it. */
export const pushSubscribe = defineCall({
  module: 'Alarm',
  action: 'push_subscribe',
  auth: 'user',
  request: pushSubscriptionFields,
  response: pushDevices,
});

export const pushUnsubscribe = defineCall({
  module: 'Alarm',
  action: 'push_unsubscribe',
  auth: 'user',
  request: z.object({ endpoint: z.string().max(2048) }),
  response: pushDevices,
});

/** Minutes a Telegram bind code stays valid. */
export const TELEGRAM_CODE_MINUTES = 10;

/**
 * A one-time code to send to the product's Telegram bot ("/start <code>"; the link opens the bot
 * with it). The bot binds the chat that sends it. 1501 when no bot is configured.
 */
export const telegramBindCode = defineCall({
  module: 'Alarm',
  action: 'telegram_bind_code',
  auth: 'user',
  request: z.object({}),
  response: z.object({ code: z.string(), bot_username: z.string(), link: z.string(), expires_at: z.number().int() }),
});

/** Hides the "Telegram or e-mail not bound" prompt for a week. */
export const dismissBindPrompt = defineCall({
  module: 'Alarm',
  action: 'dismiss_bind_prompt',
  auth: 'user',
  request: z.object({}),
  response: z.object({ until: z.number().int() }),
});

/** Sends a test notification on every channel of the alert, so the user sees the setup works. */
export const testAlarm = defineCall({
  module: 'Alarm',
  action: 'test_alarm',
  auth: 'user',
  request: idRequest,
  response: z.object({ firing_id: z.number().int() }),
});
