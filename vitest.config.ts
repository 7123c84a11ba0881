import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.ts';

const UNIT_ROOTS = ['src', 'scripts', 'bench'];
const UNIT_SETUP = ['./tests/support/vitest-loopback.ts', './tests/support/vitest-setup.ts'];

/**
 * Unit test files that replace a module (vi.mock, vi.doMock). Those run in a fresh module graph
 * each; every other unit file shares its worker's modules with the files before it, which saves
 * each of them loading React, zod and the locales again (a third of the unit run).
 */
function moduleMockingUnitFiles(): string[] {
  return UNIT_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${root}/${file}`)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))),
  );
}
const isolatedUnitFiles = moduleMockingUnitFiles();
const ISOLATED_UNIT_PROJECT = {
  test: {
    name: 'unit-isolated',
    include: isolatedUnitFiles,
    environment: 'node',
    setupFiles: UNIT_SETUP,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
};

// Two cores on these machines: at most two test files run at once.
export default defineConfig({
  test: {
    maxWorkers: 2,
    // Which file each worker takes next (scripts/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // Migrated databases made once per run, copied by every test (tests/support/database-templates.ts).
    globalSetup: ['./tests/support/vitest-global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: isolatedUnitFiles,
          // The files keep no state in modules; what they stub (timers, globals, env) is put back after
          // each file (tests/support/vitest-setup.ts).
          isolate: false,
          environment: 'node',
          setupFiles: UNIT_SETUP,
          testTimeout: 20_000,
          // Some unit tests open an in-memory PGlite in beforeAll: seconds, more on a busy machine.
          hookTimeout: 60_000,
        },
      },
      // A project with no files would fall back to the default include: only when some file mocks.
      ...(isolatedUnitFiles.length === 0 ? [] : [ISOLATED_UNIT_PROJECT]),
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
