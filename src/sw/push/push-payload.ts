// What an alert push carries (the server's PushMessage, src/server/notify/push/push-notifier.ts),
// read defensively: a push from an older server or a malformed one still shows something, and a
// click never leaves the site.

export interface AlarmPush {
  title: string;
  body: string;
  /** A path of this site ("/stocks?web=…"); anything else becomes the alert page. */
  url: string;
  tag: string;
  firingId: number | null;
}

export const FALLBACK_URL = '/alarm';
const FALLBACK_TITLE = 'MM Console';

/** Only same-site paths: "/x" but not "//host" or "https://elsewhere". */
export function safePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return FALLBACK_URL;
  return value;
}

export function parseAlarmPush(text: string | null): AlarmPush {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = { body: text ?? '' };
  }
  const firingId = typeof data['firingId'] === 'number' ? data['firingId'] : null;
  return {
    title: typeof data['title'] === 'string' && data['title'] ? data['title'] : FALLBACK_TITLE,
    body: typeof data['body'] === 'string' ? data['body'] : '',
    url: safePath(data['url']),
    tag: typeof data['tag'] === 'string' && data['tag'] ? data['tag'] : firingId !== null ? `alarm-firing-${firingId}` : 'alarm',
    firingId,
  };
}
