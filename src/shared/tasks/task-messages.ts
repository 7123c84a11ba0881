// Messages between open pages and the service worker that polls background tasks.
import type { NewTask, PollerEffect } from './schedule-poller.ts';

/** Sent by every open page on start, on a change of session or place, and every 20 s (keeps the worker alive). */
export interface TasksHello {
  type: 'TASKS_HELLO';
  owner: string | null;
  token: string | null;
  language: string;
  loginTime: number;
  addAccount: 0 | 1;
  /** The page is inside the logged-in layout (spec §3 isHomePage). */
  isHomePage: boolean;
}

export interface TaskStart {
  type: 'TASK_START';
  owner: string;
  task: NewTask;
  load: boolean;
}

export type PageToWorker = TasksHello | TaskStart;

/** Sent by the worker to every open page after each step of a user's poller. */
export interface TaskEffects {
  type: 'TASK_EFFECTS';
  owner: string;
  effects: PollerEffect[];
  loadingServiceCode: string | null;
}

/** How often a page says hello: well inside the ~30 s after which a browser stops an idle worker. */
export const HELLO_INTERVAL_MS = 20_000;
/** A page not heard from for this long is taken to be gone. */
export const PAGE_SILENCE_MS = 60_000;

export const isPageMessage = (value: unknown): value is PageToWorker =>
  !!value && typeof value === 'object' && ['TASKS_HELLO', 'TASK_START'].includes((value as { type?: string }).type ?? '');
