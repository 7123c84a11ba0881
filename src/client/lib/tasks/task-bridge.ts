// The page's side of background tasks. A screen that starts a task (a batch order, a batch
// cancel) hands it to the service worker, which polls it (src/sw/tasks); every open page says hello
// to the worker every 20 s with the session and whether it is inside the logged-in layout
// (isHomePage), and turns the worker's effects into what the user sees: the loading code, order
// and balance refreshes, messages. Without a service worker (development, a browser without one)
// the page runs the same poller itself.
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { SchedulePollerHost } from '../../../shared/tasks/poller-host.ts';
import type { NewTask, PollerEffect } from '../../../shared/tasks/schedule-poller.ts';
import { HELLO_INTERVAL_MS, type PageToWorker, type TaskEffects, type TasksHello } from '../../../shared/tasks/task-messages.ts';
import { getScheduleData } from '../../../shared/contracts/trade/get-schedule-data.ts';
import { api } from '../api/api.ts';
import { db } from '../db.ts';
import { translate } from '../i18n.ts';
import { addAccountAtom, isHomePageAtom, languageAtom, loadingServiceCodeAtom, sessionAtom, store } from '../store.ts';
import { loadOwnerTasks, saveOwnerTasks } from './page-task-store.ts';

/** Fired on window when a finished task means the account's orders or balances changed. */
export const ACCOUNT_DATA_EVENT = 'mmc:account-data';

export function onAccountDataChanged(listener: () => void): () => void {
  window.addEventListener(ACCOUNT_DATA_EVENT, listener);
  return () => window.removeEventListener(ACCOUNT_DATA_EVENT, listener);
}

function hello(): TasksHello {
  const session = store.get(sessionAtom);
  return {
    type: 'TASKS_HELLO',
    owner: session?.account ?? null,
    token: session?.token ?? null,
    language: store.get(languageAtom),
    loginTime: session?.loginTime ?? 0,
    addAccount: store.get(addAccountAtom),
    isHomePage: store.get(isHomePageAtom),
  };
}

/** The active service worker, or null when there is none within a few seconds. */
async function worker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  const ready = navigator.serviceWorker.ready.then((registration) => registration.active);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000));
  return (await Promise.race([ready, timeout])) ?? null;
}

async function post(message: PageToWorker): Promise<boolean> {
  const active = await worker();
  if (!active) return false;
  active.postMessage(message);
  return true;
}

export function applyTaskEffects(owner: string, effects: PollerEffect[], loadingServiceCode: string | null): void {
  if (store.get(sessionAtom)?.account !== owner) return;
  store.set(loadingServiceCodeAtom, loadingServiceCode);
  let refresh = false;
  for (const effect of effects) {
    if (effect.kind === 'refreshOrders' || effect.kind === 'refreshBalance') refresh = true;
    if (effect.kind === 'message') showToast(translate(`messages:${effect.key}`), 4000, effect.tone);
  }
  if (refresh) window.dispatchEvent(new Event(ACCOUNT_DATA_EVENT));
}

// The page's own poller, used only when there is no service worker.
let pageHost: SchedulePollerHost | null = null;
function ownHost(): SchedulePollerHost {
  pageHost ??= new SchedulePollerHost({
    query: async (owner, task) => {
      const answer = await api.call(getScheduleData, {
        web: task.web,
        account: task.account || owner,
        currency: task.currency,
        chain: task.chain,
        schedule_code: task.scheduleCode,
      });
      return answer;
    },
    load: (owner) => loadOwnerTasks(db, owner),
    save: (owner, state) => {
      const session = store.get(sessionAtom);
      return saveOwnerTasks(db, state, { owner, loginTime: session?.loginTime ?? 0, addAccount: store.get(addAccountAtom) });
    },
    publish: (owner, effects, state) => applyTaskEffects(owner, effects, state.loadingServiceCode),
    isHomePage: () => store.get(isHomePageAtom),
    now: () => Date.now(),
  });
  return pageHost;
}

/** Follows a task the server has started; `load` marks it as the one the screen waits for. */
export async function startBackgroundTask(task: NewTask, load = true): Promise<void> {
  const owner = store.get(sessionAtom)?.account;
  if (!owner) return;
  if (load) store.set(loadingServiceCodeAtom, task.scheduleCode);
  const sent = await post(hello()).then((ok) => ok && post({ type: 'TASK_START', owner, task, load }));
  if (!sent) await ownHost().start(owner, task, load);
}

/**
 * Mounted by the logged-in layout: marks isHomePage, says hello now and every 20 s, and listens
 * to the worker. Returns the cleanup.
 */
export function connectTaskBridge(): () => void {
  store.set(isHomePageAtom, true);
  const sayHello = () => {
    void post(hello()).then((sent) => {
      const owner = store.get(sessionAtom)?.account;
      if (!sent && owner) void ownHost().resume(owner);
    });
  };
  const onMessage = (event: MessageEvent) => {
    const message = event.data as TaskEffects | null;
    if (message?.type === 'TASK_EFFECTS') applyTaskEffects(message.owner, message.effects, message.loadingServiceCode);
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  navigator.serviceWorker?.startMessages();
  sayHello();
  const timer = setInterval(sayHello, HELLO_INTERVAL_MS);
  const unwatch = store.sub(sessionAtom, sayHello);
  return () => {
    clearInterval(timer);
    unwatch();
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    store.set(isHomePageAtom, false);
    void post(hello());
    pageHost?.stop();
  };
}
