// The product's processes that tests start on their own (kill -9 and restart tests, the scaled-out
// cluster, the sandboxes run alone), bundled once per test run with esbuild. Through tsx each such
// start loaded some 1,500 modules one by one through Node's off-thread loader hooks: about 2.4 s and
// 4 s of CPU before the process did anything, paid again at every restart. A bundle of the same
// sources loads in about a second. Tests still start the real entry scripts: only how their
// TypeScript reaches Node changes, and without a bundle (a single test file run outside the suite's
// set-up) they start through tsx as before.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '../..');

/** Scripts that tests run as processes of their own, relative to the project's root. */
export const BUNDLED_ENTRIES = [
  'src/server/main.ts',
  'src/sandbox/main.ts',
  'src/sandbox/chain/main.ts',
  'src/sandbox/solana/main.ts',
  'scripts/ops.ts',
  'tests/support/billing-server-child.ts',
  'tests/support/bot-runner-child.ts',
  'tests/support/solana-wallet-server-child.ts',
  'tests/support/trade-server-child.ts',
  'tests/support/wallet-server-child.ts',
];

/** Where the suite's set-up left the bundles (set for the test workers and their children). */
export const BUNDLES_DIR_VARIABLE = 'TEST_BUNDLES_DIR';

/**
 * A module finds its files (migrations, locales, the Solana program, contract sources) relative to
 * `import.meta.url`; inside a bundle that would be the bundle's own address, so each source file's
 * `import.meta.url` becomes the address of that source file.
 */
const sourceAddresses: Plugin = {
  name: 'source-addresses',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
      const address = JSON.stringify(pathToFileURL(args.path).href);
      const contents = source
        .replaceAll('import.meta.url', address)
        .replaceAll('import.meta.dirname', JSON.stringify(resolve(args.path, '..')))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

/** The bundle's path of an entry script. */
const bundlePath = (dir: string, script: string) => join(dir, script.replace(/\.ts$/, '.mjs'));

/**
 * Bundles every entry into a new folder inside node_modules/.cache (inside the project, so the
 * packages the bundles leave out resolve as they do for the sources); answers the folder.
 */
export async function buildTestBundles(): Promise<string> {
  const parent = join(ROOT, 'node_modules/.cache/test-bundles');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'run-'));
  await build({
    absWorkingDir: ROOT,
    entryPoints: BUNDLED_ENTRIES,
    outbase: ROOT,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they do for the sources (native parts, wasm, their own files).
    packages: 'external',
    // Error names and logged class names stay what the sources call them.
    keepNames: true,
    plugins: [sourceAddresses],
    logLevel: 'warning',
  });
  return dir;
}

export function removeTestBundles(dir: string): void {
  if (relative(join(ROOT, 'node_modules/.cache/test-bundles'), dir).startsWith('..')) return;
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The Node arguments that run `script` (relative to the project's root): its bundle when the suite
 * built one, else the script through tsx.
 */
export function nodeArgsFor(script: string): string[] {
  const dir = process.env[BUNDLES_DIR_VARIABLE];
  if (dir) {
    const bundle = bundlePath(dir, script);
    if (existsSync(bundle)) return [bundle];
  }
  return ['--import', 'tsx', script];
}
