// `npm run bench`: runs every benchmark in bench/ and prints its figures. Benchmarks print; they
// never assert (timed assertions flake on shared machines). Each file exports run().
// `npm run bench name…` runs the files whose names contain one of the names. The long ones (OPT_IN)
// run only when named exactly (`npm run bench soak`, `npm run bench scale-out`), so the default run stays short.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const OPT_IN = new Set(['soak.ts', 'scale-out.ts']);
const named = (file: string) => only.some((name) => (OPT_IN.has(file) ? file === name || file === `${name}.ts` : file.includes(name)));
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('-server.ts') && !file.startsWith('_'))
  .filter((file) => (only.length === 0 ? !OPT_IN.has(file) : named(file)))
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
