// The api client's effects, bound to this app: the router for navigation, the feedback hosts
// for messages and dialogs, the jotai store for the session.
import type { AnyRouter } from '@tanstack/react-router';
import { checkVersion } from '../../shared/contracts/system/check-version.ts';
import { APP_VERSION } from '../../shared/app-info.ts';
import type { ApiEffects, GasChoice, LogOrWallet } from '../lib/api/perform-action.ts';
import { confirmDialog, openDialog, showToast } from '../components/feedback/feedback-atoms.ts';
import { translate } from '../lib/i18n.ts';
import { replaceLocation } from '../lib/route-guard.ts';
import { sessionAtom, store } from '../lib/store.ts';
import { api } from '../lib/api/api.ts';
import { applyServiceWorkerUpdate } from './service-worker.ts';

export function createApiEffects(router: () => AnyRouter): ApiEffects {
  return {
    toast: (message, durationMs) => showToast(message, durationMs),
    confirm: confirmDialog,
    async chooseGas(message) {
      return (await openDialog({
        message,
        choices: [
          { value: 'ignore', labelKey: 'common:gas.ignore' },
          { value: 'directAuthorise', labelKey: 'common:gas.directAuthorise' },
          { value: 'distribute', labelKey: 'common:gas.distribute', primary: true },
        ],
        dismissValue: 'ignore',
      })) as GasChoice;
    },
    async chooseLogOrWallet(message) {
      return (await openDialog({
        message,
        choices: [
          { value: 'log', labelKey: 'common:gas.toLog' },
          { value: 'wallet', labelKey: 'common:gas.toWallet', primary: true },
        ],
        dismissValue: 'wallet',
      })) as LogOrWallet;
    },
    navigate(to) {
      // A duplicate navigation is swallowed (spec §2); any other failure is reported.
      replaceLocation(router(), to).catch((error: unknown) => console.error(error));
    },
    currentPath() {
      const { pathname, search } = window.location;
      return `${pathname}${search}`;
    },
    clearSession() {
      store.set(sessionAtom, null);
    },
    async offerUpdate(info) {
      const answer = await openDialog({
        titleKey: 'common:update.offerTitle',
        message: `${translate('common:update.version', { version: info.latest })}\n${info.content}`,
        choices: [
          { value: 'later', labelKey: 'common:update.later' },
          { value: 'now', labelKey: 'common:update.now', primary: true },
        ],
        dismissValue: 'later',
      });
      return answer === 'now';
    },
    forceUpdate(info) {
      void openDialog({
        titleKey: 'common:update.forcedTitle',
        message: `${translate('common:update.version', { version: info.latest })}\n${info.content}`,
        choices: [{ value: 'now', labelKey: 'common:update.now', primary: true }],
        dismissValue: null,
      }).then(() => applyServiceWorkerUpdate());
    },
    applyUpdate: () => applyServiceWorkerUpdate(),
    async ignoreVersion(version) {
      await api.call(checkVersion, { version: APP_VERSION, ignore_version: version }).catch(() => undefined);
    },
  };
}
