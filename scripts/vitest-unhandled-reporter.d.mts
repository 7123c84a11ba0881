export default class UnhandledErrorsReporter {
  constructor(options?: { outputFile?: string });
  onTestRunEnd(testModules: readonly unknown[], unhandledErrors: readonly Record<string, unknown>[]): void;
}
