import { defineConfig } from 'vitest/config';

// Two cores on these machines: at most two test files run at once.
export default defineConfig({
  test: {
    maxWorkers: 2,
    // Migrated databases made once per run, copied by every test (tests/support/database-templates.ts).
    globalSetup: ['./tests/support/vitest-global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/vitest-loopback.ts', './tests/support/vitest-setup.ts'],
          testTimeout: 20_000,
          // Some unit tests open an in-memory PGlite in beforeAll: seconds, more on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // A worker keeps the modules it loaded from one file to the next: the server, ccxt and viem
          // load once per worker instead of once per file. The files keep no state in modules (each
          // starts its own servers, databases and chains), mock nothing and leave the environment alone.
          isolate: false,
          setupFiles: ['./tests/support/vitest-loopback.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The scaled-out mode's processes on the machine's PostgreSQL and Redis (docs/scale-out.md).
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/vitest-loopback.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
