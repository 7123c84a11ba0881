// `npm run build:solana-program [out.so]`: compiles the sandbox's Solana swap program
// (src/sandbox/solana/program/sandbox_amm.c) with clang-14's BPF target and links it with
// sbf-link.ts, by default into the committed sandbox_amm.so. The build is reproducible: no debug
// information, the compiler runs in the program's folder on a relative file name, and the link
// copies nothing but code, read-only data and names, so the same sources give the same bytes
// (src/sandbox/solana/program/build.test.ts holds the committed file to that).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linkSbf } from './sbf-link.ts';

export const PROGRAM_DIR = fileURLToPath(new URL('../../src/sandbox/solana/program/', import.meta.url));
export const PROGRAM_SOURCE = 'sandbox_amm.c';
export const PROGRAM_OUTPUT = join(PROGRAM_DIR, 'sandbox_amm.so');
export const CLANG = 'clang-14';

/** Flags for the Solana VM: v2 BPF (no 32-bit jumps, which sBPF v0 lacks), no jump tables (the
 *  loader maps no writable or relocated data), no library calls, no debug info (no paths). */
export const CLANG_FLAGS = [
  '-target',
  'bpf',
  '-mcpu=v2',
  '-O2',
  '-std=c17',
  '-fno-builtin',
  '-ffreestanding',
  '-fno-jump-tables',
  '-fno-stack-protector',
  '-g0',
  '-Wall',
  '-Wextra',
  '-Werror',
];

export class ClangMissingError extends Error {
  override name = 'ClangMissingError';
  constructor() {
    super(`${CLANG} is not installed: run \`apt-get install -y clang-14\` (Debian's clang-14 has the BPF target)`);
  }
}

/** Compiles one C file of `dir` to a BPF object and returns its bytes. */
export function compileBpfObject(dir: string, source: string): Uint8Array {
  const work = mkdtempSync(join(tmpdir(), 'sbf-build-'));
  try {
    const object = join(work, 'program.o');
    const run = spawnSync(CLANG, [...CLANG_FLAGS, '-c', source, '-o', object], { cwd: dir, encoding: 'utf8' });
    if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') throw new ClangMissingError();
    if (run.status !== 0) throw new Error(`${CLANG} failed on ${source}:\n${run.stderr}`);
    return new Uint8Array(readFileSync(object));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Builds the program into `out` and returns its bytes. */
export function buildSandboxAmm(out: string = PROGRAM_OUTPUT): Uint8Array {
  const program = linkSbf(compileBpfObject(PROGRAM_DIR, PROGRAM_SOURCE));
  writeFileSync(out, program);
  return program;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? PROGRAM_OUTPUT);
  const program = buildSandboxAmm(out);
  console.log(`sandbox_amm: ${out} (${program.length} bytes)`);
}
