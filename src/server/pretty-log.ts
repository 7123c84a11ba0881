// Human-readable log lines for a terminal: "HH:MM:SS LEVEL message". pino writes JSON; this stream
// rewrites each JSON line as it arrives, so production keeps JSON (LOG_FORMAT=json) and `npm start`
// shows short lines without pino-pretty. Warnings and errors keep their fields, since without them
// (which venue, which task) the message alone rarely says what to do; an error's stack follows it.
import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const WARN = 40;
// Fields every line carries (or that pino adds) and that the short form leaves out.
const ENVELOPE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function clock(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
}

/** One pino JSON line as a short line (with a trailing newline); anything else passes through. */
export function formatLogLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = record.level ?? 30;
  let line = `${clock(record.time)} ${(LEVELS[level] ?? String(level)).padEnd(5)} ${record.msg ?? ''}`;
  if (level >= WARN) {
    const fields = Object.fromEntries(Object.entries(record).filter(([key]) => !ENVELOPE.has(key)));
    if (Object.keys(fields).length > 0) line += ` ${JSON.stringify(fields)}`;
  }
  const detail = record.err?.stack ?? record.err?.message;
  if (detail) line += `\n${detail}`;
  return `${line}\n`;
}

/** A pino destination that writes short lines to `out` (process.stdout for `npm start`). */
export function prettyLogStream(out: { write(text: string): unknown }): DestinationStream {
  return { write: (json: string) => void out.write(formatLogLine(json)) };
}
