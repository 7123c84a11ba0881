// Starts the server's runtime in this process with what it prints at start and what it logs kept in
// memory, so a test reads the start-up lines and searches the log as an operator would.
import type { Config } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { type Runtime, startRuntime } from '../../src/server/runtime.ts';

export interface CapturedRuntime {
  runtime: Runtime;
  /** What the server printed at start (invite code, demo account and password). */
  startLines: string[];
  /** Every log line so far. */
  log(): string;
}

export async function startCapturedRuntime(config: Config, logLevel: string): Promise<CapturedRuntime> {
  let logText = '';
  const logger = createLogger(logLevel, {
    write: (line: string) => {
      logText += line;
    },
  });
  const startLines: string[] = [];
  const runtime = await startRuntime(config, logger, { print: (line) => startLines.push(line) });
  return { runtime, startLines, log: () => logText };
}
