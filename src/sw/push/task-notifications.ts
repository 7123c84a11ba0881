/// <reference lib="webworker" />
// Task pushes: the server sends one when a background task ends and no page of the user is open;
// it is shown as a notification (a click opens its page through the alert handler's click logic).
import { showPush } from './show-push.ts';
import { parseTaskPush } from './task-push.ts';

export function registerTaskNotifications(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const push = parseTaskPush(event.data ? event.data.text() : null);
    if (!push) return;
    event.waitUntil(showPush(sw, push, { url: push.url, scheduleCode: push.scheduleCode }));
  });
}
