// Alerts in the browser, end to end: this device subscribes to web push from the alert screen
// (Chromium's push registration completes against a loopback GCM stand-in), an alert made in the
// New Alert form fires on the sandbox market, the server's encrypted push is received by a local
// push service and handed to the service worker over CDP while no tab of the app is open, the
// service worker shows the notification (as the browser records it), and a click on it opens the
// alert's market.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import type { ChannelState } from '../../src/shared/contracts/alarm/alarm-view.ts';
import { startPushReceiver } from '../support/push-receiver.ts';
import { pageCall } from './support/page-api.ts';
import { startFakeGcm } from './support/fake-gcm.ts';
import { logInAsDemo } from './support/session.ts';

// Web push reaches the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The parts of a service worker's global scope the test reads (the root tsconfig has no WebWorker lib). */
interface WorkerScope {
  registration: {
    getNotifications(filter?: { tag?: string }): Promise<Array<{ title: string; body: string; tag: string; data: unknown }>>;
  };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

/** A notification event as DevTools' Background Services panel records it. */
interface NotificationEvent {
  event: string;
  tag: string;
  title?: string;
  body?: string;
}

/**
 * What the browser records of this origin's notifications (shown, closed), read through the
 * DevTools Background Services record. It is the browser's own account of what the user saw; the
 * service worker's getNotifications() is not, as headless Chromium can drop a notification from that
 * list when it is read in the moment between being shown and being registered as displayed.
 */
async function recordNotifications(cdp: CDPSession, origin: string): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) => {
    if (e.service !== 'notifications' || e.origin !== `${origin}/`) return;
    const meta = Object.fromEntries(e.eventMetadata.map(({ key, value }) => [key, value]));
    events.push({ event: e.eventName, tag: e.instanceId, title: meta['Title'], body: meta['Body'] });
  });
  await cdp.send('BackgroundService.startObserving', { service: 'notifications' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'notifications' });
  return events;
}

/** A CDP session with the ServiceWorker domain on, and the CDP id of the app's registration. */
async function serviceWorkerDomain(
  page: Page,
  origin: string,
): Promise<{ cdp: CDPSession; registrationId: string; stopped(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  let registrationId = '';
  let running = true;
  const statusChanged = new Set<() => void>();
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const ours = versions.filter((version) => version.registrationId === registrationId);
    if (ours.length === 0) return;
    running = ours.some((version) => version.runningStatus !== 'stopped');
    for (const notify of statusChanged) notify();
  });
  await cdp.send('ServiceWorker.enable');
  registrationId = await id;
  const stopped = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (running) return;
        statusChanged.delete(check);
        resolve();
      };
      statusChanged.add(check);
      check();
    });
  return { cdp, registrationId, stopped };
}

test('an alert reaches this device as a notification, also with no tab open, and its click opens the market', async ({
  browserName: _,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = String(testInfo.project.use.baseURL);
  const gcm = await startFakeGcm();
  const relay = await startPushReceiver();
  const profile = mkdtempSync(join(tmpdir(), 'mmc-e2e-push-'));
  // A persistent (not incognito) profile: Chromium offers push only there, as it does to users.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...gcm.switches],
    baseURL: origin,
  });
  // The browser's own push service (its vendor's) is beyond this machine, and nothing of the tests
  // may reach it: the subscription the app reads from the browser names the local push service,
  // with keys it can decrypt with. Chromium still registers for push as it does for a user.
  const relayed = relay.subscribe();
  await context.addInitScript(
    ({ endpoint, keys }) => {
      Object.defineProperty(PushSubscription.prototype, 'endpoint', { get: () => endpoint });
      PushSubscription.prototype.toJSON = () => ({ endpoint, expirationTime: null, keys });
    },
    { endpoint: relayed.endpoint, keys: relayed.keys },
  );
  try {
    await context.grantPermissions(['notifications'], { origin });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/light');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await logInAsDemo(page, '/alarm');
    await expect(page.getByRole('heading', { level: 1, name: 'Alert System' })).toBeVisible();

    // Subscribe this device from the screen.
    const toggle = page.getByRole('checkbox', { name: 'Push notifications on this device' });
    await expect(toggle).toBeEnabled();
    await toggle.click(); // the switch turns on once the subscription is made and saved
    await expect(page.getByTestId('push-control')).toHaveAttribute('data-state', 'on');
    const browserSubscription = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription())?.toJSON() ?? null;
    });
    expect(browserSubscription?.endpoint).toBe(relayed.endpoint);
    expect(gcm.registrations()).toBeGreaterThan(0);
    const channels = await pageCall<ChannelState>(page, 'Alarm/get_alarm_channels', {});
    expect(channels.push.devices).toBeGreaterThanOrEqual(1);

    // New Alert: BTC/USDT on Sandbox A above 1, so it fires on the next price.
    await page.getByRole('button', { name: 'New Alert' }).click();
    const form = page.getByRole('dialog', { name: 'New Alert' });
    await form.getByLabel('Exchange').selectOption('sandbox-a');
    await form.getByLabel('Price above').fill('1');
    await form.getByLabel('This device (push)').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('alarm-table')).toContainText('Price ≥ 1');

    // The demo user's other specs run beside this one, and a task they finish is pushed to this
    // device too: the alert's push is the one tagged as an alert firing.
    const isAlertFiring = (body: string) => String((JSON.parse(body) as { tag?: unknown }).tag).startsWith('alarm-firing-');
    const push = await relay.waitForMatching(relayed.endpoint, isAlertFiring, 45_000);
    const payload = JSON.parse(push.payload) as { title: string; body: string; url: string; tag: string };
    expect(payload.title).toBe('BTC/USDT on Sandbox A');
    expect(payload.body).toMatch(/^Price is above 1: now [\d,.]+\.$/);
    expect(payload.url).toBe('/stocks?web=sandbox-a&web_type=0&yenUnit1=BTC&yenUnit2=USDT');
    await expect(page.getByTestId('firing-history')).toContainText('crossed above 1', { timeout: 20_000 });

    // No tab of the app is open when the push arrives, and the service worker has stopped, as
    // browsers stop an idle one: the push has to start it. (Delivering to a worker that is on its
    // way to idling out can be dropped by Chromium, which is not what a real push meets.)
    const { cdp, registrationId, stopped } = await serviceWorkerDomain(page, origin);
    await page.goto('about:blank');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await stopped();
    const notifications = await recordNotifications(cdp, origin);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: push.payload });
    await expect
      .poll(() => notifications.filter((n) => n.event === 'Notification displayed'), { timeout: 15_000 })
      .toEqual([{ event: 'Notification displayed', tag: payload.tag, title: payload.title, body: payload.body }]);

    // Back on the screen, the device's subscription is found and sent to the server once.
    let resent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/Api/Alarm/push_subscribe')) resent += 1;
    });
    await page.goto('/alarm');
    await expect(page.getByRole('heading', { level: 1, name: 'Alert System' })).toBeVisible();
    await expect(page.getByTestId('push-control')).toHaveAttribute('data-state', 'on');
    await page.waitForLoadState('networkidle');
    expect(resent).toBe(1);

    // A click on the notification opens the alert's market in the app's tab.
    const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
    expect(worker).toBeDefined();
    await worker?.evaluate(async (tag) => {
      const sw = self as unknown as WorkerScope;
      const [notification] = await sw.registration.getNotifications({ tag });
      if (!notification) throw new Error(`no notification tagged ${tag}`);
      try {
        sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
      } catch {
        // A script-made event may not extend its lifetime (waitUntil); the handler has run.
      }
    }, payload.tag);
    await expect(page).toHaveURL(`${origin}${payload.url}`);
    await expect.poll(() => notifications.filter((n) => n.event === 'Notification closed').map((n) => n.tag)).toEqual([payload.tag]);

    // The local push service ends with this test: the server stops pushing the demo user's tasks to it.
    await pageCall(page, 'Alarm/push_unsubscribe', { endpoint: relayed.endpoint });
  } finally {
    await context.close();
    await relay.close();
    await gcm.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
