/// <reference lib="webworker" />
// Background-task polling in the service worker, so a batch's progress goes on while its tab is in
// the background (timers of hidden pages are throttled; the worker's are not). Open pages say hello
// every 20 s with the session and where they are, which also keeps the worker alive; the worker
// polls with the shared state machine, writes the records to IndexedDB (the task popover reads
// them) and posts every step's effects to the open pages.
import { SchedulePollerHost } from '../../shared/tasks/poller-host.ts';
import { isPageMessage, PAGE_SILENCE_MS, type TaskEffects, type TasksHello } from '../../shared/tasks/task-messages.ts';
import { querySchedule } from './schedule-query.ts';
import { loadTasks, saveTasks } from './task-db.ts';

interface PageState extends TasksHello {
  seenAt: number;
}

export function registerTaskPolling(sw: ServiceWorkerGlobalScope): void {
  const pages = new Map<string, PageState>();

  const freshPagesOf = (owner: string) =>
    [...pages.values()].filter((page) => page.owner === owner && Date.now() - page.seenAt < PAGE_SILENCE_MS);
  const latestOf = (owner: string) => freshPagesOf(owner).sort((a, b) => b.seenAt - a.seenAt)[0];

  const host = new SchedulePollerHost({
    async query(owner, task) {
      const page = latestOf(owner) ?? [...pages.values()].find((candidate) => candidate.owner === owner);
      if (!page?.token) throw new Error('no session for this user');
      return querySchedule(task, owner, page.token, page.language);
    },
    load: (owner) => loadTasks(owner),
    save: (owner, state) => {
      const page = [...pages.values()].find((candidate) => candidate.owner === owner);
      return saveTasks(state, { owner, loginTime: page?.loginTime ?? 0, addAccount: page?.addAccount ?? 0 });
    },
    publish(owner, effects, state) {
      const message: TaskEffects = { type: 'TASK_EFFECTS', owner, effects, loadingServiceCode: state.loadingServiceCode };
      void sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        for (const window of windows) window.postMessage(message);
      });
    },
    // Polling needs a page of this user inside the logged-in layout. With no page heard from
    // lately (all closed) the worker keeps going until the browser stops it; the server pushes
    // the end of the task then.
    isHomePage(owner) {
      const fresh = freshPagesOf(owner);
      return fresh.length === 0 || fresh.some((page) => page.isHomePage);
    },
    now: () => Date.now(),
  });

  sw.addEventListener('message', (event) => {
    const message = event.data as unknown;
    if (!isPageMessage(message)) return;
    const source = event.source as Client | null;
    if (message.type === 'TASKS_HELLO') {
      const known = source ? pages.get(source.id) : undefined;
      if (source) pages.set(source.id, { ...message, seenAt: Date.now() });
      // A page's first hello for its user resumes the saved records of that user.
      if (message.owner && known?.owner !== message.owner) event.waitUntil(host.resume(message.owner));
      return;
    }
    event.waitUntil(host.start(message.owner, message.task, message.load));
  });
}
