// Price alerts on a sandbox market the test moves by trading: each crossing of a threshold fires
// exactly one firing (a price that stays past it, or hovers inside the reset band, fires nothing
// more), and the firing reaches the user's e-mail with its reason and figures.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlarmView } from '../../src/shared/contracts/alarm/alarm-view.ts';
import { addAlarm, firingsOf, waitFor } from '../support/alarm-client.ts';
import { fileAlarmScene } from '../support/alarm-scene.ts';
import { bodyOf, subjectOf } from '../support/mail-text.ts';

const { mail, market, user } = fileAlarmScene({ balances: { BTC: '1', USDT: '1000' } });

let alarm: AlarmView;

beforeAll(async () => {
  alarm = await addAlarm(user.client, {
    web: market.web,
    remark: 'BTC watch',
    price_above: 61_000,
    price_below: 59_000,
    channels: ['email'],
  });
});

const countOf = async (condition: string) =>
  (await firingsOf(user.client, alarm.id)).filter((firing) => firing.condition === condition).length;

describe('price alerts on the shared feed', () => {
  it('fires once when the price crosses above the threshold, and e-mails the reason', async () => {
    await market.seenByFeed(60_000);
    expect(await countOf('price_above')).toBe(0);
    market.tradeAt(61_500);
    const [firing] = await waitFor(
      'the price_above firing',
      () => firingsOf(user.client, alarm.id),
      (list) => list.length > 0,
    );
    expect(firing).toMatchObject({
      condition: 'price_above',
      values: { threshold: 61_000, price: 61_500 },
      web: market.web,
      yenUnit1: 'BTC',
    });
    const message = await mail.next(user.email, 15_000);
    expect(subjectOf(message.raw)).toBe('BTC watch · BTC/USDT on Alert Test Exchange');
    expect(bodyOf(message.raw)).toContain('Price is above 61,000: now 61,500.');
    expect(bodyOf(message.raw)).toMatch(/\/stocks\?web=sandbox-alerts&web_type=0&yenUnit1=BTC&yenUnit2=USDT/);
    const delivered = await waitFor(
      'the e-mail delivery record',
      () => firingsOf(user.client, alarm.id),
      (list) => list[0]?.deliveries[0]?.status === 'sent',
    );
    expect(delivered[0]?.deliveries).toEqual([{ channel: 'email', status: 'sent', reason: null, at: expect.any(Number) }]);
  });

  it('does not fire again while the price stays above, or dips only inside the reset band', async () => {
    market.tradeAt(62_000);
    await market.seenByFeed(62_000);
    market.tradeAt(60_950); // 0.08% under the threshold: inside the 0.2% reset band
    await market.seenByFeed(60_950);
    market.tradeAt(61_200);
    await market.seenByFeed(61_200);
    await market.seenByFeed(61_200); // one more feed round: every evaluation of the prices above has run
    expect(await countOf('price_above')).toBe(1);
  });

  it('fires again after the price has gone back under the threshold and crossed once more', async () => {
    market.tradeAt(60_000);
    await market.seenByFeed(60_000);
    await market.seenByFeed(60_000);
    expect(await countOf('price_above')).toBe(1);
    market.tradeAt(61_100);
    await waitFor(
      'the second price_above firing',
      () => countOf('price_above'),
      (n) => n === 2,
    );
  });

  it('fires the price-below condition of the same alert on its own crossing', async () => {
    market.tradeAt(58_000);
    await waitFor(
      'the price_below firing',
      () => countOf('price_below'),
      (n) => n === 1,
    );
    market.tradeAt(57_000);
    await market.seenByFeed(57_000);
    await market.seenByFeed(57_000);
    expect(await countOf('price_below')).toBe(1);
    expect(await countOf('price_above')).toBe(2);
  });

  it('stops firing while inactive, and starts armed again when made active', async () => {
    const inactive = await user.client.call<AlarmView>('/Api/Alarm/set_alarm_status', { id: alarm.id, status: 'inactive' });
    expect(inactive.data.status).toBe('inactive');
    market.tradeAt(62_000);
    await market.seenByFeed(62_000);
    await market.seenByFeed(62_000);
    expect(await countOf('price_above')).toBe(2);
    await user.client.call('/Api/Alarm/set_alarm_status', { id: alarm.id, status: 'active' });
    await waitFor(
      'the price_above firing after reactivation',
      () => countOf('price_above'),
      (n) => n === 3,
    );
  });
});
