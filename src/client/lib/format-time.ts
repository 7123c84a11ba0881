// Times as the product writes them (spec §5: YYYY-MM-DD HH:mm:ss), in the device's time zone.
const pad = (value: number) => String(value).padStart(2, '0');

export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The hour and minute (HH:mm) of `ms` in the device's time zone, for a time earlier today. */
export function formatTimeOfDay(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whole days from now until `ms`, rounded up; 0 once it has passed. */
export function daysUntil(ms: number, now: number): number {
  return Math.max(0, Math.ceil((ms - now) / 86_400_000));
}
