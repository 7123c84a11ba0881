/// <reference lib="webworker" />
// Every push the app receives is shown the same way; what differs is the payload the click reads.

/** The app's icon, as the notification and the status-bar badge. */
const APP_ICON = '/icons/icon-192.png';

interface ShownPush {
  title: string;
  body: string;
  tag: string;
}

/** Shows a push as a notification; `data.url` is the page a click on it opens. */
export function showPush(sw: ServiceWorkerGlobalScope, push: ShownPush, data: { url: string } & Record<string, unknown>): Promise<void> {
  return sw.registration.showNotification(push.title, { body: push.body, tag: push.tag, icon: APP_ICON, badge: APP_ICON, data });
}
