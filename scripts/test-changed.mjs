// `npm run test:changed [ref]`: the developer's loop. Runs the Vitest files a change reaches (the
// changed test files and those whose imports lead to a changed file, by Vitest's module graph) and
// the browser specs that changed (Playwright's --only-changed), against uncommitted changes or, with
// a ref, everything since that commit. `npm test` stays the whole suite.
import { spawnSync } from 'node:child_process';

const since = process.argv[2];
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

const vitest = run('npx', ['vitest', 'run', since ? `--changed=${since}` : '--changed', '--passWithNoTests']);
// Browser specs run against the built app, which `npm run build` makes from the current sources.
const build = run('npm', ['run', 'build', '--silent']);
const e2e =
  build === 0 ? run('npx', ['playwright', 'test', since ? `--only-changed=${since}` : '--only-changed', '--pass-with-no-tests']) : build;
process.exit(vitest || e2e);
