// Every Vitest project's setup: sockets reach this machine only (loopback-only.mjs), in this
// process and, through NODE_OPTIONS, in every Node process a test starts; a test whose code tried
// to reach beyond it fails, naming the host.
import { afterEach, expect } from 'vitest';
import './loopback-only.mjs';

const preload = `--import=${new URL('./loopback-only.mjs', import.meta.url).pathname}`;
if (!process.env.NODE_OPTIONS?.includes(preload)) process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim();

const attempts = (globalThis as { nonLoopbackAttempts?: string[] }).nonLoopbackAttempts ?? [];

afterEach(() => {
  const tried = attempts.splice(0);
  expect(tried, 'connections beyond this machine').toEqual([]);
});
