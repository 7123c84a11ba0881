// What the browser sees of an alert and of its firings.
import { z } from 'zod';
import { ALARM_CHANNELS, ALARM_STATUSES, FIRING_CONDITIONS } from './fields.ts';

export const alarmView = z.object({
  id: z.number().int(),
  web: z.string(),
  /** The venue's name ("Sandbox A"). */
  exchange: z.string(),
  web_type: z.number().int(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  remark: z.string(),
  price_above: z.number().nullable(),
  price_below: z.number().nullable(),
  balance_asset: z.string(),
  balance_below: z.number().nullable(),
  jump_percent: z.number().nullable(),
  jump_window_minutes: z.number().int(),
  hourly_drop_enabled: z.boolean(),
  hourly_drop_percent: z.number().nullable(),
  snapshot_drop_enabled: z.boolean(),
  snapshot_drop_percent: z.number().nullable(),
  arbitrage_bot: z.boolean(),
  stop_robots: z.boolean(),
  channels: z.array(z.enum(ALARM_CHANNELS)),
  status: z.enum(ALARM_STATUSES),
  /** Reminders dismissed until then (spec §9: one week); null when not dismissed. */
  dismissed_until: z.number().int().nullable(),
  last_fired_at: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AlarmView = z.infer<typeof alarmView>;

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped', 'muted'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a channel was skipped or failed, as a key the client words ("notBound", "noDevices", "rejected", ...). */
export const delivery = z.object({
  channel: z.enum(ALARM_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.string().nullable(),
  at: z.number().int().nullable(),
});
export type Delivery = z.infer<typeof delivery>;

/** One firing of an alert: which condition, the figures that made it true, and what was done. */
export const firingView = z.object({
  id: z.number().int(),
  alarm_id: z.number().int(),
  web: z.string(),
  exchange: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  condition: z.enum(FIRING_CONDITIONS),
  /** The figures of the reason: threshold, price, balance, percent, window, hits ... */
  values: z.record(z.string(), z.number()),
  fired_at: z.number().int(),
  /** The alert's reminders were dismissed when it fired: recorded, not sent. */
  muted: z.boolean(),
  deliveries: z.array(delivery),
  /** Robots of the pair stopped because of this firing; null when the alert does not stop robots. */
  robots_stopped: z.number().int().nullable(),
});
export type FiringView = z.infer<typeof firingView>;

/** Where this user can be reached (the channel choice and the "not bound" prompt read this). */
export const channelState = z.object({
  push: z.object({
    /** The VAPID public key a browser subscribes with (base64url). */
    public_key: z.string(),
    devices: z.number().int(),
  }),
  telegram: z.object({
    /** The product's bot is configured on this server. */
    available: z.boolean(),
    bound: z.boolean(),
    bot_username: z.string().nullable(),
  }),
  email: z.object({ bound: z.boolean(), address: z.string().nullable() }),
  /** The "Telegram or e-mail not bound" prompt was dismissed until then (one week). */
  bind_prompt_dismissed_until: z.number().int().nullable(),
});
export type ChannelState = z.infer<typeof channelState>;
