// Registers the service worker (src/sw) and offers a new version when one is waiting.
import { Workbox } from 'workbox-window';
import { openDialog } from '../components/feedback/feedback-atoms.ts';
import { translate } from '../lib/i18n.ts';

let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    void openDialog({
      titleKey: 'common:update.offerTitle',
      message: translate('common:update.ready'),
      choices: [
        { value: 'later', labelKey: 'common:update.later' },
        { value: 'now', labelKey: 'common:update.now', primary: true },
      ],
      dismissValue: 'later',
    }).then((answer) => {
      if (answer === 'now') applyServiceWorkerUpdate();
    });
  });
  void workbox.register().catch(() => undefined);
}

/** Activates the waiting service worker and reloads once it controls the page. */
export function applyServiceWorkerUpdate(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
  // No waiting worker (the update came from the server's version check): reload to fetch it.
  setTimeout(() => window.location.reload(), 3000);
}
