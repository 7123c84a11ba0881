// Closes a test's runtime, and when that takes long says on stderr which part it waits on, so a
// teardown that hits its hook timeout names the part that hung rather than only the timeout.
import type { Runtime } from '../../src/server/runtime.ts';

const REPORT_AFTER_MS = 20_000;

export async function closeRuntime(runtime: Runtime): Promise<void> {
  const started = Date.now();
  const report = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.error(`the test server has been closing for ${seconds} s, waiting on: ${runtime.closingPart() ?? 'nothing'}`);
  }, REPORT_AFTER_MS);
  try {
    await runtime.close();
  } finally {
    clearInterval(report);
  }
}
