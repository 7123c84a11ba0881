// `npm start` rebuilds the PWA only when what goes into the build changed, and never trusts a
// build that failed. A fake project in a temporary folder stands in for the real one; the "build"
// writes dist/client/index.html as Vite would.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, buildNeeded } from './build-if-changed.ts';

let root: string;
let builds: number;

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

const succeeding = async () => {
  builds += 1;
  write('dist/client/index.html', `<html>build ${builds}</html>`);
  return true;
};
const failing = async () => {
  builds += 1;
  return false;
};
const start = (build = succeeding) => buildIfChanged(root, build, () => undefined);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mmc-build-stamp-'));
  builds = 0;
  write('index.html', '<html></html>');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
  write('src/client/main.tsx', 'render();');
  write('src/shared/money.ts', 'export const cents = 100;');
  write('locales/en/common.json', '{"hello":"Hello"}');
  write('src/server/main.ts', 'listen();');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start', () => {
  it('builds when there is no build yet, and not again while nothing changed', async () => {
    expect(buildNeeded(root)).toBe('no build yet');
    expect(await start()).toBe('built');
    expect(buildNeeded(root)).toBeNull();
    expect(await start()).toBe('current');
    expect(builds).toBe(1);
  });

  it.each([
    ['a client source', 'src/client/main.tsx'],
    ['a shared module', 'src/shared/money.ts'],
    ['a locale', 'locales/en/common.json'],
    ['the Vite config', 'vite.config.ts'],
    ['the lock file', 'package-lock.json'],
    ['a new public file', 'public/icons/new.svg'],
  ])('rebuilds when %s changes', async (_what, path) => {
    await start();
    write(path, 'changed');
    expect(buildNeeded(root)).toBe('the sources changed');
    expect(await start()).toBe('built');
    expect(builds).toBe(2);
  });

  it('does not rebuild for server code, tests, the generated route tree or a touched but unchanged file', async () => {
    await start();
    write('src/server/main.ts', 'listen(8080);');
    write('src/client/main.test.tsx', 'it();');
    write('src/client/routeTree.gen.ts', 'export const routeTree = {};');
    utimesSync(join(root, 'src/client/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(await start()).toBe('current');
    expect(builds).toBe(1);
  });

  it('rebuilds when dist is gone or another command rebuilt it from other sources', async () => {
    await start();
    rmSync(join(root, 'dist/client'), { recursive: true });
    expect(buildNeeded(root)).toBe('no build yet');
    await start();
    // `npm run build` after an edit that was then undone: the stamp's sources match again, but
    // dist/client holds the other build.
    const later = new Date(Date.now() + 5_000);
    write('dist/client/index.html', '<html>someone else</html>');
    utimesSync(join(root, 'dist/client/index.html'), later, later);
    expect(buildNeeded(root)).toBe('dist was rebuilt by another command');
    expect(await start()).toBe('built');
    expect(builds).toBe(3);
  });

  it('leaves no stamp after a failed build, so the next start builds again', async () => {
    await start();
    write('src/client/main.tsx', 'render(<App />);');
    expect(await start(failing)).toBe('failed');
    expect(buildNeeded(root)).toBe('no record of the last build');
    write('src/client/main.tsx', 'render();');
    expect(await start()).toBe('built');
    expect(buildNeeded(root)).toBeNull();
    expect(builds).toBe(3);
  });

  it('says why it builds', async () => {
    const said: string[] = [];
    await buildIfChanged(root, succeeding, (line) => said.push(line));
    await buildIfChanged(root, succeeding, (line) => said.push(line));
    expect(said).toEqual(['building the app (no build yet)…']);
  });
});
