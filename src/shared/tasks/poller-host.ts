// Runs the schedule poller (schedule-poller.ts) for each signed-in user: it feeds the state machine
// its events one at a time per user, keeps one timer per task for the re-polls it asks for, saves
// the lists after every step and hands the other effects to whoever shows them. The service worker
// runs it (so progress goes on while the tab is in the background) and a page without a service
// worker runs the same host itself; the adapters are the only difference.
import {
  EMPTY_POLLER_STATE,
  type NewTask,
  type PollerEffect,
  type PollerEvent,
  type PollerState,
  type ScheduleAnswer,
  type ScheduleTask,
  stepPoller,
} from './schedule-poller.ts';

export interface PollerHostAdapters {
  /** Asks the server for the task's status (get_schedule_data); rejects when the query failed. */
  query(owner: string, task: ScheduleTask): Promise<ScheduleAnswer>;
  /** The user's saved lists (empty when none). */
  load(owner: string): Promise<PollerState>;
  /** Replaces the user's saved lists. */
  save(owner: string, state: PollerState): Promise<void>;
  /** Effects other than polls (refreshes, messages, ended tasks), with the new state. */
  publish(owner: string, effects: PollerEffect[], state: PollerState): void;
  isHomePage(owner: string): boolean;
  now(): number;
}

interface OwnerRun {
  state: PollerState;
  timers: Map<string, ReturnType<typeof setTimeout>>;
  queue: Promise<void>;
}

/** How often records past their end time are swept away. */
const EXPIRY_SWEEP_MS = 60_000;

export class SchedulePollerHost {
  private readonly runs = new Map<string, OwnerRun>();
  private lastSweep = 0;

  constructor(private readonly adapters: PollerHostAdapters) {}

  /** Follows a new task (spec §4: with the load flag it also becomes the screen's loading code). */
  start(owner: string, task: NewTask, load: boolean): Promise<void> {
    return this.enqueue(owner, () => ({
      kind: 'start',
      task,
      load,
      isHomePage: this.adapters.isHomePage(owner),
      now: this.adapters.now(),
    }));
  }

  /**
   * Picks up the saved records of a user (after the worker or the page started again). The saved
   * lists are read afresh: they are the truth, and another host (a page running without a worker,
   * an earlier worker) may have written them since this one last looked.
   */
  resume(owner: string): Promise<void> {
    const run = this.run(owner);
    run.queue = run.queue
      .then(() => this.adapters.load(owner))
      .then((state) => {
        run.state = state;
      })
      .catch(() => undefined);
    return this.enqueue(owner, () => ({ kind: 'resume', isHomePage: this.adapters.isHomePage(owner), now: this.adapters.now() }));
  }

  /** The user's current lists (loaded on first use). */
  async stateOf(owner: string): Promise<PollerState> {
    await this.run(owner).queue;
    return this.run(owner).state;
  }

  /** Stops every timer (sign-out, tests). */
  stop(owner?: string): void {
    for (const [name, run] of this.runs) {
      if (owner && name !== owner) continue;
      for (const timer of run.timers.values()) clearTimeout(timer);
      run.timers.clear();
      this.runs.delete(name);
    }
  }

  private run(owner: string): OwnerRun {
    let run = this.runs.get(owner);
    if (!run) {
      const created: OwnerRun = { state: EMPTY_POLLER_STATE, timers: new Map(), queue: Promise.resolve() };
      created.queue = this.adapters
        .load(owner)
        .then((state) => {
          created.state = state;
        })
        .catch(() => undefined);
      this.runs.set(owner, created);
      run = created;
    }
    return run;
  }

  private enqueue(owner: string, makeEvent: () => PollerEvent): Promise<void> {
    const run = this.run(owner);
    run.queue = run.queue.then(() => this.apply(owner, run, makeEvent())).catch(() => undefined);
    return run.queue;
  }

  private async apply(owner: string, run: OwnerRun, event: PollerEvent): Promise<void> {
    const now = this.adapters.now();
    let step = stepPoller(run.state, event);
    if (now - this.lastSweep >= EXPIRY_SWEEP_MS) {
      this.lastSweep = now;
      const swept = stepPoller(step.state, { kind: 'expire', now });
      step = { state: swept.state, effects: step.effects };
    }
    run.state = step.state;
    // A task no longer in progress needs no timer.
    for (const [code, timer] of run.timers) {
      if (!run.state.progress.some((task) => task.scheduleCode === code)) {
        clearTimeout(timer);
        run.timers.delete(code);
      }
    }
    await this.adapters.save(owner, run.state).catch(() => undefined);
    const others: PollerEffect[] = [];
    for (const effect of step.effects) {
      if (effect.kind === 'poll') this.schedule(owner, run, effect.scheduleCode, effect.afterMs);
      else others.push(effect);
    }
    this.adapters.publish(owner, others, run.state);
  }

  private schedule(owner: string, run: OwnerRun, scheduleCode: string, afterMs: number): void {
    clearTimeout(run.timers.get(scheduleCode));
    const timer = setTimeout(() => {
      run.timers.delete(scheduleCode);
      const task = run.state.progress.find((candidate) => candidate.scheduleCode === scheduleCode);
      if (!task) return;
      this.adapters.query(owner, task).then(
        (answer) =>
          this.enqueue(owner, () => ({
            kind: 'answer',
            scheduleCode,
            answer,
            isHomePage: this.adapters.isHomePage(owner),
            now: this.adapters.now(),
          })),
        () =>
          this.enqueue(owner, () => ({
            kind: 'queryFailed',
            scheduleCode,
            isHomePage: this.adapters.isHomePage(owner),
            now: this.adapters.now(),
          })),
      );
    }, afterMs);
    run.timers.set(scheduleCode, timer);
  }
}
