// `npm run dev`: the API server (restarted on change by node --watch) and Vite's dev server with
// hot reload, which proxies /Api to it (vite.config.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch-path=src/server', '--watch-path=src/shared', '--watch-path=src/engine', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: port },
    },
  ),
  spawn('npx', ['tsr', 'watch'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
