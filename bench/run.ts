// `npm run bench`: runs every benchmark in bench/ and prints its figures. Benchmarks print; they
// never assert (timed assertions flake on shared machines). Each file exports run().
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('-server.ts') && !file.startsWith('_'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const summary: Record<string, unknown> = {};
for (const file of files) {
  if (!existsSync(`${dir}${file}`)) continue;
  const module = (await import(`./${file}`)) as { run?: () => Promise<unknown> };
  if (typeof module.run !== 'function') continue;
  console.log(`\n=== ${file} ===`);
  try {
    summary[file] = await module.run();
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    summary[file] = { failed: true };
  }
}
console.log('\n=== figures (JSON) ===');
console.log(JSON.stringify(summary, null, 2));
process.exit(0);
