/// <reference lib="webworker" />
// The service worker: precaches the app shell so the app opens offline, serves page navigations
// from the cached shell when the network is down, and runtime-caches texts and lazy chunks.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { registerAlarmNotifications } from './push/alarm-notifications.ts';
import { registerTaskNotifications } from './push/task-notifications.ts';
import { registerTaskPolling } from './tasks/task-host.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page path is the single-page app: offline, answer it with the precached index.html.
// The API is never cached: a stale answer about money is worse than an honest "offline".
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/Api\//] }));

// Same-origin assets that were not precached (none in a normal build) fall back to the network.
// Video lessons stream by byte ranges straight from the server: a cache cannot store a partial
// (206) answer, and a whole lesson kept offline would crowd out the shell.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/Api/') &&
    request.destination !== 'document' &&
    request.destination !== 'video',
  new NetworkFirst({ cacheName: 'runtime-assets', networkTimeoutSeconds: 5 }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Alert pushes (web push from the server): a notification, and a click opens the alert's market.
registerAlarmNotifications(self);

// Background tasks: progress polled here while pages are open; a push shows a task's end otherwise.
registerTaskNotifications(self);
registerTaskPolling(self);
