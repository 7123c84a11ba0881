// Runs one bench file in a child Node process of its own (the same `node --import tsx`), so what a
// file leaves behind (a big database, a running chain, a grown heap) cannot weigh on the files after
// it. The child leads a new process group and carries a mark in its environment; once it has exited,
// whatever of it still runs is named and ended (_leftovers.ts). Ctrl-C is passed on to the child's
// group, which a terminal's signal would not reach.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuProfileArgs } from './_cpu-profile.ts';
import { leftoversAfter, listeningInodes } from './_leftovers.ts';
import { MARK_VARIABLE } from './_proc.ts';

export interface FileRun {
  /** What run() answered, or `{ failed: true }`. */
  figures: unknown;
  failed: boolean;
  /** What the file left running after its process ended (ended by the runner since). */
  leftovers: string[];
}

export interface FileRunOptions {
  /** Node's arguments before the child's script. */
  nodeArgs?: string[];
  /** How long the file's processes may take to finish closing after its own process has exited. */
  graceMs?: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHILD = fileURLToPath(new URL('./_child.ts', import.meta.url));

/** The file's figures and leftovers, or null when it has no run(). */
export async function runBenchFile(path: string, options: FileRunOptions = {}): Promise<FileRun | null> {
  const mark = randomBytes(8).toString('hex');
  const resultDir = mkdtempSync(join(tmpdir(), 'bench-result-'));
  const resultFile = join(resultDir, 'answer.json');
  const listeningBefore = listeningInodes();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? ['--import', 'tsx']), ...cpuProfileArgs(), CHILD, path], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, [MARK_VARIABLE]: mark, BENCH_RESULT_FILE: resultFile },
  });
  const interrupt = () => child.pid && process.kill(-child.pid, 'SIGINT');
  process.on('SIGINT', interrupt);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    const answer = existsSync(resultFile) ? (JSON.parse(readFileSync(resultFile, 'utf8')) as Record<string, unknown>) : null;
    const leftovers = await leftoversAfter({ group: child.pid!, mark, listeningBefore }, options.graceMs ?? 3000);
    if (answer?.noRun) return null;
    if (!answer || answer.failed) {
      if (!answer) console.log(`  failed: its process exited with ${code} before answering`);
      return { figures: { failed: true }, failed: true, leftovers };
    }
    return { figures: answer.figures, failed: false, leftovers };
  } finally {
    process.off('SIGINT', interrupt);
    rmSync(resultDir, { recursive: true, force: true });
  }
}
