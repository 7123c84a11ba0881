import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './lib/api/api.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import { initI18n, loadNamespaces } from './lib/i18n.ts';
import { languageAtom, store } from './lib/store.ts';
import { router } from './router.ts';
import './styles/public.css';

// The CSP allows no eval: zod must not probe `new Function` (a caught probe still reports a CSP
// violation). Zod reads its settings from this global object (made by whichever comes first), so
// they are set before zod parses anything without pulling zod, a lazy chunk, into the entry.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;

// The api client's messages are the code catalogue's texts: they load with it.
configureApi(() =>
  Promise.all([import('./app/create-api.ts'), loadNamespaces('messages')]).then(([module]) => module.createAppApi(() => router)),
);
await initI18n(store.get(languageAtom));
registerServiceWorker();
// The version check (and the api and schema library it needs) loads after the first paint, and
// only when the page came from the service worker's cache: a page fetched from the server is the
// version the server serves (index.html is revalidated on every load). An offline start skips it:
// the cached version is all there is.
if (navigator.onLine && navigator.serviceWorker?.controller) {
  void import('./app/version-check.ts').then((module) => module.checkVersionWhenIdle());
}

// The first screen renders once, whole: when its route's code, texts and data come within the
// router's pending delay (as on any fair connection), React starts after them, so the render is not
// redone as each arrives. On a slower one React starts at the delay and the router shows its
// pending screen, as on any navigation. As a transition, the render yields to the browser every few
// milliseconds instead of holding a phone's main thread in one long task.
await Promise.race([
  router.load().catch((error: unknown) => console.error(error)),
  new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs)),
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>
    </StrictMode>,
  ),
);
