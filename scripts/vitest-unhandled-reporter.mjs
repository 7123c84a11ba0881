// A Vitest reporter that writes the errors no test owned (an unhandled rejection after a test
// ended, an error thrown in a timer) to test-results/vitest-unhandled.json, so `npm test` can
// print them at the end of its log, where a CI page that keeps only the last lines shows them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class UnhandledErrorsReporter {
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? 'test-results/vitest-unhandled.json';
  }

  onTestRunEnd(_testModules, unhandledErrors) {
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: String(error.message ?? ''),
      file: error.VITEST_TEST_PATH ?? null,
      test: error.VITEST_TEST_NAME ?? null,
      stack: String(error.stack ?? '')
        .split('\n')
        .slice(0, 6)
        .join('\n'),
    }));
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(errors, null, 2));
  }
}
