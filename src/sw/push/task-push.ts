// What a task push carries: the server sends one when a background task ends and no page of the
// user is open. Read defensively like the alert push; a click opens the page the task belongs to.
import { safePath } from './push-payload.ts';

export interface TaskPush {
  title: string;
  body: string;
  url: string;
  tag: string;
  scheduleCode: string;
}

export function parseTaskPush(text: string | null): TaskPush | null {
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    data = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  if (data['kind'] !== 'task' || typeof data['schedule_code'] !== 'string') return null;
  const scheduleCode = data['schedule_code'];
  return {
    title: typeof data['title'] === 'string' && data['title'] ? data['title'] : 'MM Console',
    body: typeof data['body'] === 'string' ? data['body'] : '',
    url: typeof data['url'] === 'string' && safePath(data['url']) === data['url'] ? data['url'] : '/stocks',
    tag: `task-${scheduleCode}`,
    scheduleCode,
  };
}
