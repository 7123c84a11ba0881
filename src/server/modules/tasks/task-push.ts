// The web push sent when a task ends, so a user with no tab open still learns the outcome. The
// service worker shows it as a notification ("task" kind); its texts are in the language the task
// was started in.
import { LANGUAGES, type Language } from '../../../shared/app-info.ts';
import { translatorFor } from '../../i18n.ts';
import type { PushMessage } from '../../notify/push/push-notifier.ts';
import type { TaskCounts, TaskRow } from './task-repository.ts';

export function taskPushMessage(task: TaskRow, counts: TaskCounts, exchange: string): PushMessage {
  const language = (LANGUAGES as readonly string[]).includes(task.language) ? (task.language as Language) : 'en';
  const t = translatorFor(language);
  // A wallet task names its token alone (base) and runs on a chain (web), not on a pair.
  const pair = task.quote ? `${task.base}/${task.quote}` : task.base;
  const body =
    task.status === 3 && task.messageKey
      ? t(task.messageKey)
      : t('task.push.body', { pair, exchange, use: counts.use, skip: counts.skip, fail: counts.fail, total: task.total });
  return {
    kind: 'task',
    title: t(`task.push.title.${task.action}`),
    body,
    url:
      task.type === 'order' || task.type === 'swap'
        ? `/stocks?web=${encodeURIComponent(task.web)}&base=${encodeURIComponent(task.base)}&quote=${encodeURIComponent(task.quote)}`
        : '/subManage',
    tag: `task-${task.code}`,
    schedule_code: task.code,
    status: task.status,
  };
}
