// Telegram against a local Bot API: binding a chat with a one-time code sent to the bot, alerts
// delivered to the bound chat, "Telegram or e-mail not bound" before binding, a failing Telegram
// that does not stop the e-mail, a chat that blocked the bot unbound, and cancel_telegram_bind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmView, ChannelState, FiringView } from '../../src/shared/contracts/alarm/alarm-view.ts';
import { expectCode } from '../support/accounts.ts';
import { addAlarm, firingsOf, waitFor } from '../support/alarm-client.ts';
import { fileAlarmScene } from '../support/alarm-scene.ts';
import { type FakeTelegram, startFakeTelegram } from '../support/fake-telegram.ts';

const CHAT = 777_001;

// Started and hooked in before the scene: the server's settings name it, and after-all hooks run in
// reverse, so it closes after the server.
let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await telegram?.close();
});

const { mail, market, user } = fileAlarmScene({
  env: () => ({ TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_BASE: telegram.url, TELEGRAM_POLL_INTERVAL_MS: '200' }),
  balances: { BTC: '1', USDT: '1000' },
});

let alarm: AlarmView;

const channels = async () => expectCode(await user.client.call<ChannelState>('/Api/Alarm/get_alarm_channels', {}), 1000).data;
const bindCode = async () =>
  expectCode(
    await user.client.call<{ code: string; bot_username: string; link: string; expires_at: number }>('/Api/Alarm/telegram_bind_code', {}),
    1000,
  ).data;
const sendTest = async () =>
  expectCode(await user.client.call<{ firing_id: number }>('/Api/Alarm/test_alarm', { id: alarm.id }), 1000).data.firing_id;
async function settled(id: number): Promise<FiringView> {
  const entry = await waitFor(
    'every channel of the firing to settle',
    async () => (await firingsOf(user.client, alarm.id)).find((firing) => firing.id === id),
    (firing) => firing?.deliveries.every((delivery) => delivery.status !== 'pending') ?? false,
  );
  if (!entry) throw new Error(`firing ${id} not found`);
  return entry;
}

describe('Telegram', () => {
  it('answers "Telegram or e-mail not bound" for an alert on Telegram before a chat is bound', async () => {
    const refused = await user.client.call('/Api/Alarm/add_alarm', {
      web: market.web,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      price_above: 70_000,
      channels: ['telegram'],
    });
    expect(refused.code).toBe(4202);
    expect(refused.msg).toBe('Telegram or e-mail not bound. Please bind it to receive alerts there.');
    expect(refused.data).toEqual({ channel: 'telegram' });
    expect((await channels()).telegram).toEqual({ available: true, bound: false, bot_username: telegram.botUsername });
  });

  it('binds the chat that sends the one-time code to the bot', async () => {
    const { code, bot_username, link } = await bindCode();
    expect(bot_username).toBe(telegram.botUsername);
    expect(link).toBe(`https://t.me/${telegram.botUsername}?start=${code}`);

    telegram.userSends(CHAT, '/start WRONGCODE12');
    expect((await telegram.nextMessage(CHAT)).text).toContain('not valid or has expired');

    telegram.userSends(CHAT, `/start ${code}`);
    expect((await telegram.nextMessage(CHAT)).text).toContain('This chat now receives your MM Console alerts');
    expect((await channels()).telegram.bound).toBe(true);
    const info = await user.client.call<{ telegram: string | null }>('/Api/Account/get_account_info', {});
    expect(info.data.telegram).toBe(String(CHAT));

    // A code works once.
    telegram.userSends(CHAT + 1, `/start ${code}`);
    expect((await telegram.nextMessage(CHAT + 1)).text).toContain('not valid or has expired');
  });

  it('delivers an alert to the bound chat, with the e-mail, and skips push with no device', async () => {
    alarm = await addAlarm(user.client, { web: market.web, price_above: 70_000, channels: ['push', 'telegram', 'email'] });
    const id = await sendTest();
    const message = await telegram.nextMessage(CHAT);
    expect(message.text).toContain('BTC/USDT on Alert Test Exchange');
    expect(message.text).toContain('Test alert: notifications for this alert arrive here.');
    expect(message.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/stocks\?web=sandbox-alerts/);
    await mail.next(user.email);
    const record = await settled(id);
    expect(record.deliveries.map(({ channel, status, reason }) => ({ channel, status, reason }))).toEqual([
      { channel: 'push', status: 'skipped', reason: 'noDevices' },
      { channel: 'telegram', status: 'sent', reason: null },
      { channel: 'email', status: 'sent', reason: null },
    ]);
  });

  it('still sends the e-mail when Telegram fails, and records the failure', async () => {
    telegram.failSends({ code: 502, description: 'Bad Gateway' });
    const id = await sendTest();
    await mail.next(user.email);
    const record = await settled(id);
    expect(record.deliveries.find((delivery) => delivery.channel === 'telegram')).toMatchObject({ status: 'failed', reason: 'failed' });
    expect(record.deliveries.find((delivery) => delivery.channel === 'email')).toMatchObject({ status: 'sent' });
    expect((await channels()).telegram.bound).toBe(true);
  });

  it('unbinds a chat that blocked the bot', async () => {
    telegram.failSends({ code: 403, description: 'Forbidden: bot was blocked by the user' });
    const id = await sendTest();
    const record = await settled(id);
    expect(record.deliveries.find((delivery) => delivery.channel === 'telegram')).toMatchObject({ status: 'failed', reason: 'chatGone' });
    expect((await channels()).telegram.bound).toBe(false);
    telegram.failSends(null);
  });

  it('unbinds with cancel_telegram_bind', async () => {
    const { code } = await bindCode();
    telegram.userSends(CHAT, code);
    await telegram.nextMessage(CHAT);
    expect((await channels()).telegram.bound).toBe(true);
    expectCode(await user.client.call('/Api/Account/cancel_telegram_bind', {}), 1000);
    expect((await channels()).telegram.bound).toBe(false);
    const id = await sendTest();
    const record = await settled(id);
    expect(record.deliveries.find((delivery) => delivery.channel === 'telegram')).toMatchObject({ status: 'skipped', reason: 'notBound' });
  });
});
