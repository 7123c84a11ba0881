// Unit-test setup: DOM matchers for component tests (happy-dom files opt in with a docblock).
import '@testing-library/jest-dom/vitest';
import { afterAll, vi } from 'vitest';

// Unit files share their worker's modules and globals (vitest.config.ts, isolate: false): whatever
// a file left stubbed, even after a failure, is put back before the next file runs.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
