// A server started from a child script (tests/support/*-child.ts) in its own Node process, so a
// test can kill it with SIGKILL; resolves once the script prints "ready <url>".
import { type ChildProcess, spawn } from 'node:child_process';
import { nodeArgsFor } from './test-bundles.ts';

export interface ChildServer {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<unknown>;
}

/** Every child started, for the test's afterAll to kill what is still running. */
export function startChildServer(script: string, env: Record<string, string>, children: ChildProcess[]): Promise<ChildServer> {
  const child = spawn(process.execPath, nodeArgsFor(script), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^ready (\S+)$/m.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`server exited before it was ready:\n${output}`)));
  });
}

/** Kills every child still running. */
export function killChildren(children: ChildProcess[]): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
