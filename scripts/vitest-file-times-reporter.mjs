// A Vitest reporter that writes each test file's whole time to test-results/vitest-files.json:
// from the moment a worker took the file to the moment it finished, so its imports and its
// beforeAll/afterAll hooks (servers, chains, databases) count too. Vitest's JSON report spans only
// first test start to last test end, which hides those. `npm test` prints the slowest from here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class FileTimesReporter {
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? 'test-results/vitest-files.json';
    this.started = new Map();
    this.files = [];
  }

  onInit(vitest) {
    this.root = vitest.config.root;
    this.runStart = Date.now();
  }

  onTestModuleQueued(testModule) {
    this.started.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule) {
    const end = Date.now();
    const diagnostic = testModule.diagnostic();
    const start = this.started.get(testModule.moduleId) ?? end - diagnostic.duration;
    this.files.push({
      file: relative(this.root ?? process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      // Milliseconds since the run began, so a run's schedule can be drawn from the file.
      start: start - this.runStart,
      end: end - this.runStart,
      importMs: Math.round(diagnostic.collectDuration + diagnostic.setupDuration),
      testsAndHooksMs: Math.round(diagnostic.duration),
    });
  }

  onTestRunEnd() {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(this.files, null, 1));
  }
}
