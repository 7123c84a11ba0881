// Web push end to end against a local push service: the server's VAPID key signs every push
// (audience = the push service's scheme, host and port), the payload is encrypted per RFC 8291
// and opens with the subscription's keys, and a subscription the push service reports gone (410)
// is removed while the user's other devices still get their pushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmView, ChannelState, FiringView } from '../../src/shared/contracts/alarm/alarm-view.ts';
import { expectCode } from '../support/accounts.ts';
import { addAlarm, firingsOf, waitFor } from '../support/alarm-client.ts';
import { fileAlarmScene } from '../support/alarm-scene.ts';
import { type PushReceiver, startPushReceiver, type TestSubscription } from '../support/push-receiver.ts';

// Hooked in before the scene: after-all hooks run in reverse, so the receiver closes after the server.
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const { market, user } = fileAlarmScene({
  env: { VAPID_SUBJECT: 'mailto:alerts@example.com' },
  balances: { BTC: '1', USDT: '1000' },
});

let alarm: AlarmView;
let phone: TestSubscription;
let laptop: TestSubscription;

beforeAll(async () => {
  alarm = await addAlarm(user.client, { web: market.web, price_above: 65_000, channels: ['push'] });
});

const channels = async () => expectCode(await user.client.call<ChannelState>('/Api/Alarm/get_alarm_channels', {}), 1000).data;
const subscribe = async (subscription: TestSubscription) =>
  expectCode(
    await user.client.call<{ devices: number }>('/Api/Alarm/push_subscribe', { endpoint: subscription.endpoint, keys: subscription.keys }),
    1000,
  ).data.devices;
const sendTest = async () =>
  expectCode(await user.client.call<{ firing_id: number }>('/Api/Alarm/test_alarm', { id: alarm.id }), 1000).data.firing_id;
const firing = async (id: number) => (await firingsOf(user.client, alarm.id)).find((entry) => entry.id === id);

describe('web push', () => {
  it('offers the same VAPID public key on every call (kept, not regenerated)', async () => {
    const first = await channels();
    expect(Buffer.from(first.push.public_key, 'base64url')).toHaveLength(65);
    expect(first.push.devices).toBe(0);
    expect((await channels()).push.public_key).toBe(first.push.public_key);
  });

  it("subscribes devices, and refuses a subscription whose keys are not a browser's", async () => {
    phone = receiver.subscribe();
    laptop = receiver.subscribe();
    expect(await subscribe(phone)).toBe(1);
    expect(await subscribe(laptop)).toBe(2);
    expect(await subscribe(phone)).toBe(2); // the same endpoint again is the same device
    const refused = await user.client.call('/Api/Alarm/push_subscribe', {
      endpoint: `${receiver.url}/push/x`,
      keys: { p256dh: 'short', auth: 'x' },
    });
    expect(refused.code).toBe(1010);
  });

  it('sends a VAPID-signed push whose RFC 8291 payload opens with the subscription keys', async () => {
    const firingId = await sendTest();
    const push = await receiver.waitFor(phone.endpoint);
    expect(receiver.rejected).toEqual([]);
    expect(push.claims.aud).toBe(receiver.url);
    expect(push.claims.sub).toBe('mailto:alerts@example.com');
    expect(push.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.vapidKey).toBe((await channels()).push.public_key);
    expect(push.headers['urgency']).toBe('high');
    expect(Number(push.headers['ttl'])).toBeGreaterThan(0);
    expect(JSON.parse(push.payload)).toEqual({
      title: `BTC/USDT on Alert Test Exchange`,
      body: 'Test alert: notifications for this alert arrive here.',
      url: `/stocks?web=${market.web}&web_type=0&yenUnit1=BTC&yenUnit2=USDT`,
      tag: `alarm-firing-${firingId}`,
      firingId,
    });
    await receiver.waitFor(laptop.endpoint);
    const record = await waitFor(
      'the push delivery record',
      () => firing(firingId),
      (entry) => entry?.deliveries[0]?.status === 'sent',
    );
    expect(record?.deliveries).toEqual([{ channel: 'push', status: 'sent', reason: null, at: expect.any(Number) }]);
  });

  it('pushes a real firing with its reason to every device', async () => {
    market.tradeAt(65_500);
    const push = await receiver.waitFor(phone.endpoint, 1, 20_000);
    expect(JSON.parse(push.payload).body).toBe('Price is above 65,000: now 65,500.');
    await receiver.waitFor(laptop.endpoint, 1);
  });

  it('removes a subscription its push service reports gone (410) and keeps delivering to the others', async () => {
    receiver.answer(phone.endpoint, 410);
    const hitsBefore = receiver.hits(phone.endpoint);
    const firingId = await sendTest();
    await receiver.waitFor(laptop.endpoint, 2);
    await waitFor('the gone subscription to be removed', channels, (state) => state.push.devices === 1);
    const record = await waitFor(
      'the delivery record',
      () => firing(firingId),
      (entry) => entry?.deliveries[0]?.status === 'sent',
    );
    expect(record?.deliveries[0]?.status).toBe('sent');

    // Nothing is sent to the removed endpoint again.
    const next = await sendTest();
    await receiver.waitFor(laptop.endpoint, 3);
    await waitFor(
      'the next delivery record',
      () => firing(next),
      (entry) => entry?.deliveries[0]?.status === 'sent',
    );
    expect(receiver.hits(phone.endpoint)).toBe(hitsBefore + 1);
  });

  it('records the push channel as failed when the only device is gone, and as skipped with no device', async () => {
    receiver.answer(laptop.endpoint, 410);
    const gone = await sendTest();
    const record: FiringView | undefined = await waitFor(
      'the failed delivery',
      () => firing(gone),
      (entry) => entry?.deliveries[0]?.status !== 'pending',
    );
    expect(record?.deliveries[0]).toMatchObject({ channel: 'push', status: 'failed', reason: 'subscriptionGone' });
    expect((await channels()).push.devices).toBe(0);
    const none = await sendTest();
    const skipped = await waitFor(
      'the skipped delivery',
      () => firing(none),
      (entry) => entry?.deliveries[0]?.status !== 'pending',
    );
    expect(skipped?.deliveries[0]).toMatchObject({ status: 'skipped', reason: 'noDevices' });
  });

  it('unsubscribes a device', async () => {
    const again = receiver.subscribe();
    expect(await subscribe(again)).toBe(1);
    const left = expectCode(await user.client.call<{ devices: number }>('/Api/Alarm/push_unsubscribe', { endpoint: again.endpoint }), 1000);
    expect(left.data.devices).toBe(0);
  });
});
