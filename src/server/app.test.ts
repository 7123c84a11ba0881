// The one error handler: a failure is logged and answered with code 1500, never with a stack; a
// browser that went away mid-answer is not a failure worth an error line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../../tests/support/log-lines.ts';
import { buildApp } from './app.ts';
import { loadOrCreateServerKey } from './http/server-key.ts';
import { createLogger } from './logger.ts';

const log = logLines();
const records = () => log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'app-errors-'));
  app = await buildApp({
    logger: createLogger('debug', log.stream),
    serverKey: loadOrCreateServerKey(join(dir, 'server-key.json')),
    calls: [],
    resolveSession: async () => ({ userId: 1, account: 'nobody', sessionId: 'none' }),
    maxBodyBytes: 10_000,
  });
  app.get('/failing', async () => {
    throw new Error('something broke');
  });
  app.get('/client-gone', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const ERROR_LEVEL = 50;

describe('the error handler', () => {
  it('logs a failure as an error and answers 1500 without its message', async () => {
    const reply = await app.inject({ method: 'GET', url: '/failing' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ code: 1500 });
    expect(reply.body).not.toContain('something broke');
    expect(records().some((line) => line.level === ERROR_LEVEL && line.msg === 'request failed')).toBe(true);
  });

  it('logs a connection the client closed mid-answer at debug level only', async () => {
    log.lines.length = 0;
    await app.inject({ method: 'GET', url: '/client-gone' });
    expect(records().some((line) => line.level >= ERROR_LEVEL)).toBe(false);
    expect(records().some((line) => line.msg === 'the client closed the connection before the answer')).toBe(true);
  });
});
