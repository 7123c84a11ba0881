// One process per sandbox data folder: two writers appending to one journal would corrupt it. The
// lock file holds the owner's pid; a lock left by a process that is gone (crash, kill -9) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class SandboxDirLockedError extends Error {
  constructor(dir: string, ownerPid: number) {
    super(`Another process (pid ${ownerPid}) is already running a sandbox exchange on ${dir}.`);
    this.name = 'SandboxDirLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder's lock and returns its release. Within one process a second take is refused too. */
export function lockDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) throw new SandboxDirLockedError(dir, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
