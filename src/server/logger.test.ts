// A failed query in the logs: the statement and the database's reason, never its parameters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../../tests/support/log-lines.ts';
import { type Database, openDatabase } from './db/database.ts';
import { createLogger, errorText } from './logger.ts';

const SECRET = 'hunter2-not-for-logs';
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`CREATE TABLE probe (name text PRIMARY KEY)`);
  await database.db.execute(sql`INSERT INTO probe VALUES (${SECRET})`);
});
afterAll(async () => {
  await database.close();
});

async function failedQuery(): Promise<unknown> {
  return database.db.execute(sql`INSERT INTO probe VALUES (${SECRET})`).then(
    () => expect.unreachable('the second insert must fail'),
    (error: unknown) => error,
  );
}

describe('a failed query', () => {
  it('is one line with its statement and the reason, without its parameters', async () => {
    const text = errorText(await failedQuery());
    expect(text).toContain('Failed query: INSERT INTO probe');
    expect(text).toContain('duplicate key');
    expect(text).not.toContain(SECRET);
  });

  it('logged as err, keeps the reason and its stack, without its parameters', async () => {
    const log = logLines();
    createLogger('info', log.stream).error({ err: await failedQuery() }, 'query failed');
    const logged = log.lines.join('');
    expect(logged).toContain('duplicate key');
    expect(logged).toContain('at ');
    expect(logged).not.toContain(SECRET);
  });

  it('other errors keep their causes', () => {
    expect(errorText(new Error('fetch failed', { cause: new Error('connect ECONNREFUSED') }))).toBe('fetch failed: connect ECONNREFUSED');
    expect(errorText('plain')).toBe('plain');
  });
});
