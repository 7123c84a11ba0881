// `npm run bench`: runs every benchmark in bench/ and prints its figures. Benchmarks print; they
// never assert (timed assertions flake on shared machines). Each file exports run().
// `npm run bench name…` runs the files whose names contain one of the names. The long ones (OPT_IN)
// run only when named exactly (`npm run bench soak`, `npm run bench scale-out`), so the default run stays short.
// First the machine reference (_machine-reference.ts), so two runs' figures can be set side by side;
// then each file in a Node process of its own, one after another (_run-file.ts), each followed by
// its figures against their anchors (_anchors.ts) and whether it left anything running; at the end
// the reference again (did the machine's load change meanwhile?) and every figure as JSON.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ANCHORS, type Comparison, compare, comparisonLines } from './_anchors.ts';
import { type MachineReference, measureReference } from './_machine-reference.ts';
import { runBenchFile } from './_run-file.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const OPT_IN = new Set(['soak.ts', 'scale-out.ts']);
const named = (file: string) => only.some((name) => (OPT_IN.has(file) ? file === name || file === `${name}.ts` : file.includes(name)));
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('-server.ts') && !file.startsWith('_'))
  .filter((file) => (only.length === 0 ? !OPT_IN.has(file) : named(file)))
  .sort();

const referenceLine = (label: string, reference: MachineReference) =>
  `${label}: ${reference.seconds} s for ${reference.workload}; ${reference.cpuSeconds} s of CPU`;

const reference = measureReference();
console.log(referenceLine('machine reference', reference));

const summary: Record<string, unknown> = {};
for (const file of files) {
  if (!existsSync(`${dir}${file}`)) continue;
  console.log(`\n=== ${file} ===`);
  const result = await runBenchFile(`${dir}${file}`, { nodeArgs: process.execArgv });
  if (!result) continue;
  const compared = result.failed ? {} : compare(ANCHORS[file] ?? [], result.figures, reference.seconds);
  for (const line of comparisonLines(compared)) console.log(`  compared: ${line}`);
  if (result.leftovers.length === 0) console.log('  left nothing running');
  else {
    console.log(`  LEFT RUNNING after its process ended (now ended; its figures are marked "leftovers"):`);
    for (const leftover of result.leftovers) console.log(`    ${leftover}`);
  }
  summary[file] = marked(result.figures, compared, result.leftovers);
}

const atEnd = measureReference();
console.log(`\n${referenceLine('machine reference at the end', atEnd)}`);
console.log('\n=== figures (JSON) ===');
console.log(JSON.stringify({ machineReference: { ...reference, atEndSeconds: atEnd.seconds }, ...summary }, null, 2));
process.exit(0);

/** The file's figures with their comparisons and what it left running, when there is either. */
function marked(figures: unknown, compared: Record<string, Comparison>, leftovers: string[]): unknown {
  const extra = {
    ...(Object.keys(compared).length > 0 ? { compared } : {}),
    ...(leftovers.length > 0 ? { leftovers } : {}),
  };
  if (Object.keys(extra).length === 0) return figures;
  const base = figures !== null && typeof figures === 'object' && !Array.isArray(figures) ? figures : { figures };
  return { ...base, ...extra };
}
