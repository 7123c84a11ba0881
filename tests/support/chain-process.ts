// Runs `npm run sandbox-chain` as its own Node process (so a test can kill -9 it) and resolves
// with what it prints once the RPC URL and every address are out.
import { type ChildProcess, spawn } from 'node:child_process';
import { nodeArgsFor } from './test-bundles.ts';

export interface ChainProcess {
  child: ChildProcess;
  /** The printed lines as name → value (rpc, chainId, privateKey, router, factory, WBNB, USDT, …). */
  printed: Record<string, string>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function startChainProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ChainProcess> {
  const child = spawn(process.execPath, nodeArgsFor('src/sandbox/chain/main.ts'), {
    env: { ...process.env, SANDBOX_CHAIN_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the sandbox chain did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The token lines come last; ALPHA is the last token.
      if (!/^ALPHA: 0x[0-9a-f]{40}$/m.test(output)) return;
      clearTimeout(timer);
      const printed: Record<string, string> = {};
      for (const line of output.split('\n')) {
        const match = /^(\w+): (\S+)$/.exec(line);
        if (match) printed[match[1]!] = match[2]!;
      }
      resolve({
        child,
        printed,
        async kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the sandbox chain exited before it was ready:\n${output}`));
    });
  });
}
