// One bench file in its own process (bench/run.ts starts this): imports the file, awaits its run()
// and writes the answer as JSON to the file BENCH_RESULT_FILE names, then exits, whatever the bench
// left open in this process. `{ figures }`, `{ failed: true }`, or `{ noRun: true }` for a file
// without run().
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
const resultFile = process.env.BENCH_RESULT_FILE;
if (!file || !resultFile) throw new Error('usage: BENCH_RESULT_FILE=<path> node --import tsx bench/_child.ts <bench file>');

const module = (await import(pathToFileURL(resolve(file)).href)) as { run?: () => Promise<unknown> };
let answer: { figures: unknown } | { failed: true } | { noRun: true };
if (typeof module.run !== 'function') answer = { noRun: true };
else {
  try {
    answer = { figures: (await module.run()) ?? null };
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    answer = { failed: true };
  }
}
writeFileSync(resultFile, JSON.stringify(answer));
process.exit(0);
