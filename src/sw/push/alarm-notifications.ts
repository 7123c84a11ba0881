/// <reference lib="webworker" />
// Alert pushes: shown as a notification even when no tab of the app is open, and a click opens
// the alert's market in a tab of the app (an open one is reused) or a new window.
import { parseAlarmPush, safePath } from './push-payload.ts';
import { showPush } from './show-push.ts';
import { parseTaskPush } from './task-push.ts';

export function registerAlarmNotifications(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const text = event.data ? event.data.text() : null;
    if (parseTaskPush(text)) return; // a background task's end: task-notifications.ts shows it
    const push = parseAlarmPush(text);
    event.waitUntil(showPush(sw, push, { url: push.url, firingId: push.firingId }));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = safePath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openPage(sw, new URL(path, sw.location.origin).href));
  });
}

async function openPage(sw: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (tab) {
    await tab.focus().catch(() => undefined);
    const navigated = await tab.navigate(href).catch(() => null);
    if (navigated) return;
  }
  await sw.clients.openWindow(href);
}
