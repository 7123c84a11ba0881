// The background-task popover: tasks in progress and completed ones, each with its progress bar and
// state (processing, timed out, completed, skipped, failed), read from IndexedDB for this user.
// Starting a batch opens it (the user wants to follow what they started); it opens beside its
// widget, never over it, so the widget that opened it closes it too.
import { ListChecks, X } from 'lucide-react';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { EmptyState } from '../../components/page.tsx';
import type { TaskRecord } from '../../lib/db.ts';
import { progressPercent } from '../../lib/task-records.ts';
import { onChainIndexes } from '../../../shared/tasks/item-states.ts';
import { sessionAtom, secondWidgetAtom, taskDialogOpenAtom, useAtom, useAtomValue } from '../../lib/store.ts';
import { defaultSecondPosition } from '../../components/floating/drag.ts';
import { FloatingWidget } from '../../components/floating/floating-widget.tsx';
import { panelPlacement } from '../../components/floating/panel-placement.ts';
import { useUserTasks } from './use-user-tasks.ts';

const STATE_TONE: Record<TaskRecord['state'], string> = {
  processing: 'badge-info',
  timedOut: 'badge-warning',
  completed: 'badge-success',
  skipped: 'badge-neutral',
  failed: 'badge-error',
};
const BAR_TONE: Record<TaskRecord['state'], string> = {
  processing: 'progress-info',
  timedOut: 'progress-warning',
  completed: 'progress-success',
  skipped: 'progress-neutral',
  failed: 'progress-error',
};

function TaskRow({ task }: { task: TaskRecord }) {
  const { t } = useTranslation('shell');
  const percent = progressPercent(task);
  // Items whose transaction is sent and not yet known mined: the task waits for the chain.
  const onChain = task.state === 'processing' ? onChainIndexes(task.data) : [];
  return (
    <li className="border-base-300 border-b py-3 last:border-b-0">
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm font-medium">
          {t(`tasks.type.${task.type}`)}
          {task.token && <span className="opacity-60"> · {task.token}</span>}
        </span>
        <span className={`badge badge-sm ${STATE_TONE[task.state]}`}>{t(`tasks.state.${task.state}`)}</span>
      </div>
      <progress
        className={`progress mt-2 w-full ${BAR_TONE[task.state]}`}
        value={percent}
        max={100}
        aria-label={t('tasks.progressLabel', { percent })}
      />
      <p className="mt-1 text-xs opacity-60 tabular-nums">
        {t('tasks.counts', { use: task.use, skip: task.skip, fail: task.fail, total: task.total })}
      </p>
      {onChain.length > 0 && (
        <p className="text-warning mt-1 text-xs tabular-nums">
          {t('tasks.item.pendingOnChain', { count: onChain.length, items: onChain.map((index) => `#${index + 1}`).join(', ') })}
        </p>
      )}
    </li>
  );
}

/** The tasks of one state under their heading; nothing while there are none. */
function TaskGroup({ title, tasks }: { title: string; tasks: TaskRecord[] }) {
  if (tasks.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 text-xs font-semibold uppercase opacity-60">{title}</h3>
      <ul>
        {tasks.map((task) => (
          <TaskRow key={task.scheduleCode} task={task} />
        ))}
      </ul>
    </>
  );
}

const PANEL_WIDTH_PX = 384;

function TaskPanel({ placement, onClose }: { placement: CSSProperties; onClose(): void }) {
  const { t } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const { tasks, failed, loaded } = useUserTasks(session?.account ?? null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const empty = tasks.progress.length === 0 && tasks.completed.length === 0;
  return (
    <section
      role="dialog"
      aria-labelledby="task-panel-title"
      id="task-panel"
      data-testid="task-panel"
      className="bg-base-200 border-base-300 rounded-box fixed z-50 overflow-y-auto border p-4 shadow-2xl"
      style={placement}
    >
      <div className="flex items-center justify-between">
        <h2 id="task-panel-title" className="font-semibold">
          {t('tasks.title')}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={t('tasks.close')} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {failed && <p className="text-error mt-2 text-sm">{t('tasks.storageError')}</p>}
      {!loaded ? null : empty ? (
        <EmptyState title={t('tasks.emptyTitle')} body={t('tasks.emptyBody')} icon={<ListChecks className="size-6" />} />
      ) : (
        <>
          <TaskGroup title={t('tasks.inProgress')} tasks={tasks.progress} />
          <TaskGroup title={t('tasks.finished')} tasks={tasks.completed} />
        </>
      )}
    </section>
  );
}

/** The second floating widget (y = 70 by default) and the popover it opens. */
export function TaskProgressWidget() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(taskDialogOpenAtom);
  const session = useAtomValue(sessionAtom);
  const { tasks } = useUserTasks(session?.account ?? null);
  const running = tasks.progress.length;
  return (
    <FloatingWidget
      positionAtom={secondWidgetAtom}
      defaultPosition={defaultSecondPosition}
      size={44}
      label={t('tasks.open', { count: running })}
      onActivate={() => setOpen(!open)}
      className="btn-neutral"
      testId="task-widget"
      expanded={open}
      renderPanel={(anchor, viewport) =>
        open && <TaskPanel placement={panelPlacement(anchor, viewport, PANEL_WIDTH_PX, viewport.insets)} onClose={() => setOpen(false)} />
      }
    >
      <ListChecks aria-hidden="true" className="size-5" />
      {running > 0 && <span className="badge badge-primary badge-xs absolute -top-1 -right-1">{running}</span>}
    </FloatingWidget>
  );
}
