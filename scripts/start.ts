// `npm start`: builds the PWA only when its sources changed since the last build
// (build-if-changed.ts), quietly (Vite's warnings and errors only), then runs the server in this
// process, so a start with a current build takes the server's own few seconds.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfChanged } from './build-if-changed.ts';

const root = join(import.meta.dirname, '..');

// The router plugin in vite.config.ts regenerates the route tree, so `tsr generate` (part of
// `npm run build`, for the type check) is not needed here.
const viteBuild = () =>
  new Promise<boolean>((resolve) => {
    const vite = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    vite.once('error', () => resolve(false));
    vite.once('exit', (code) => resolve(code === 0));
  });

const result = await buildIfChanged(root, viteBuild, (line) => console.log(line));
if (result === 'failed') {
  console.error('the build failed (above); the server was not started');
  process.exit(1);
}
await import('../src/server/main.ts');
