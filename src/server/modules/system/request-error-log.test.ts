import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/database.ts';
import { requestErrorLogs } from '../../db/schema/index.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import { requestErrorLogCall } from './request-error-log.ts';

let database: Database;
const clock = Date.parse('2026-03-01T12:00:00Z');
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

const big = 'x'.repeat(8 * 1024);
const report = { account: '', web: '', currency_pair: '', url: '/Api/Trade/x', param: big, result: big, http_code: 500 };
const from = (ip: string) => ({ ip }) as CallContext;
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 1000,
    (error: { code: number }) => error.code,
  );

describe('the open error-report call', () => {
  it('takes a few reports a window per IP, keeps only the newest rows, and only the start of long fields', async () => {
    const call = requestErrorLogCall(database.db, new RateLimiter(database.db, () => clock), {
      perIp: { name: 'error-report-ip', limit: 3, windowMs: 60_000 },
      maxRows: 4,
      maxFieldChars: 100,
    });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push(await codeOf(call.handle(report, from('10.0.0.1'))));
    expect(codes).toEqual([1000, 1000, 1000, 1429, 1429]);
    for (const ip of ['10.0.0.2', '10.0.0.3']) await call.handle(report, from(ip));
    const [rows] = await database.db.select({ n: count() }).from(requestErrorLogs);
    expect(rows?.n).toBe(4);
    const kept = await database.db.select().from(requestErrorLogs);
    expect(kept.map((r) => r.ip).sort()).toEqual(['10.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(Math.max(...kept.map((r) => r.param.length + r.result.length))).toBeLessThanOrEqual(200);
  });
});
