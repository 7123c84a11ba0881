// `npm install` on the machines we support (Node 20.19+, npm 11) must print nothing a user has to
// wonder about: no package in the lock may ask for a newer Node (npm's EBADENGINE warning), and
// every dependency with an install script must have a written decision in package.json's
// `allowScripts` (npm 11 lists the undecided ones after every install).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  engines?: { node?: string };
  optional?: boolean;
  hasInstallScript?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const locked = Object.entries(lock.packages).filter(([path]) => path !== '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('npm install on the supported Node', () => {
  const oldestNode = semver.minVersion(manifest.engines.node)?.version ?? '';

  it('states the oldest Node it supports', () => {
    expect(oldestNode).toBe('20.19.0');
  });

  it('locks no package that asks for a newer Node than the project supports', () => {
    const tooNew = locked
      .filter(([, pkg]) => !pkg.optional && pkg.engines?.node && !semver.satisfies(oldestNode, pkg.engines.node))
      .map(([path, pkg]) => `${nameOf(path)} wants node ${pkg.engines?.node}`);
    expect(tooNew).toEqual([]);
  });

  it('has a written decision for every install script', () => {
    const undecided = locked
      .filter(([, pkg]) => pkg.hasInstallScript)
      .map(([path]) => nameOf(path))
      .filter((name) => manifest.allowScripts?.[name] === undefined);
    expect([...new Set(undecided)]).toEqual([]);
  });
});
