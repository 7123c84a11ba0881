// Whether `npm start` must rebuild the PWA. After a successful build, dist/build-stamp.json records
// a hash of every source that goes into the build and the time of the dist/client/index.html it
// produced. The next start rebuilds only when dist/client is missing, the stamp is missing (no
// build yet, a failed one, or one made by `npm run build`, which writes none), the sources hash
// differently, or index.html has been rewritten since (another build from other sources).
// Contents, not modification times, decide: a checkout or a copy touches files without changing them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files and folders (relative to the project root) whose contents make the built app. */
export const BUILD_INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'src/client',
  'src/sw',
  'src/shared',
  'locales',
  'public',
];
export const STAMP_FILE = 'dist/build-stamp.json';
export const BUILT_PAGE = 'dist/client/index.html';

// Tests never reach the bundle, the route tree is regenerated from the routes by the build, and the
// video captions' texts are written into public/videos by `npm run videos`, not bundled.
const leftOut = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.endsWith('routeTree.gen.ts') || /^locales\/[^/]+\/videos\.json$/.test(path);

interface Stamp {
  sources: string;
  builtPageMtimeMs: number;
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** One hash over the path and contents of every build input, in a stable order. */
export function hashSources(root: string): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(root, input))
    .filter((path) => !leftOut(path))
    .sort();
  for (const path of files) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamp(root: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** Why a build is needed, or null when dist/client is the build of the current sources. */
export function buildNeeded(root: string, sources = hashSources(root)): string | null {
  const page = join(root, BUILT_PAGE);
  if (!existsSync(page)) return 'no build yet';
  const stamp = readStamp(root);
  if (!stamp) return 'no record of the last build';
  if (stamp.sources !== sources) return 'the sources changed';
  if (stamp.builtPageMtimeMs !== statSync(page).mtimeMs) return 'dist was rebuilt by another command';
  return null;
}

/**
 * Builds when needed. The stamp goes before the build starts and is written only after it
 * succeeded, so a failed or interrupted build is redone at the next start. The hash is taken
 * before building: a source edited during the build makes the next start build again.
 */
export async function buildIfChanged(
  root: string,
  build: () => Promise<boolean>,
  say: (line: string) => void,
): Promise<'current' | 'built' | 'failed'> {
  const sources = hashSources(root);
  const reason = buildNeeded(root, sources);
  if (reason === null) return 'current';
  say(`building the app (${reason})…`);
  rmSync(join(root, STAMP_FILE), { force: true });
  if (!(await build()) || !existsSync(join(root, BUILT_PAGE))) return 'failed';
  const stamp: Stamp = { sources, builtPageMtimeMs: statSync(join(root, BUILT_PAGE)).mtimeMs };
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  return 'built';
}
