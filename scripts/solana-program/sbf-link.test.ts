// The SBF link step on small C programs compiled with clang-14: the shared object's layout, a run
// of one in LiteSVM (the loader accepts it, its syscall, calls and read-only data work), and what
// it refuses.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBpfObject, PROGRAM_OUTPUT } from './build.ts';
import { ElfObjectError } from './elf-object.ts';
import { linkSbf, RODATA_REGION, SbfLinkError } from './sbf-link.ts';

const GREETING = 'linked by sbf-link';
const PROGRAM = `
typedef unsigned long long u64;
extern void sol_log_(const char *message, u64 len);
static const char GREETING[] = "${GREETING}";
__attribute__((noinline)) static u64 twice(u64 x) { return x * 2; }
__attribute__((noinline)) u64 plus_one(u64 x) { return x + 1; }
u64 entrypoint(const unsigned char *input) {
  (void)input;
  sol_log_(GREETING, sizeof GREETING - 1);
  return plus_one(twice(20)) + 1;
}
`;

const dir = mkdtempSync(join(tmpdir(), 'sbf-link-test-'));
let files = 0;
function compile(source: string): Uint8Array {
  const name = `program${files++}.c`;
  writeFileSync(join(dir, name), source);
  return compileBpfObject(dir, name);
}

interface Section {
  name: string;
  type: number;
  address: bigint;
  offset: bigint;
  size: bigint;
}

/** Just enough of an ELF reader to look at the output from the outside. */
function readShared(elf: Uint8Array) {
  const view = new DataView(elf.buffer, elf.byteOffset, elf.byteLength);
  const sectionTable = Number(view.getBigUint64(40, true));
  const count = view.getUint16(60, true);
  const raw = Array.from({ length: count }, (_, i) => {
    const at = sectionTable + i * 64;
    return {
      nameAt: view.getUint32(at, true),
      type: view.getUint32(at + 4, true),
      address: view.getBigUint64(at + 16, true),
      offset: view.getBigUint64(at + 24, true),
      size: view.getBigUint64(at + 32, true),
    };
  });
  const names = raw[view.getUint16(62, true)]!;
  const text = (at: number) => {
    let end = at;
    while (elf[end] !== 0) end++;
    return new TextDecoder().decode(elf.subarray(at, end));
  };
  const sections: Section[] = raw.map(({ nameAt, ...s }) => ({ ...s, name: text(Number(names.offset) + nameAt) }));
  const section = (name: string) => sections.find((s) => s.name === name)!;
  return { view, sections, section, text };
}

describe('linkSbf', () => {
  let program: Uint8Array;
  beforeAll(() => {
    program = linkSbf(compile(PROGRAM));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a legacy sBPF shared object: ET_DYN for EM_BPF, flags 0, three program headers', () => {
    const { view } = readShared(program);
    expect([...program.subarray(0, 8)]).toEqual([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    expect({ type: view.getUint16(16, true), machine: view.getUint16(18, true), flags: view.getUint32(48, true) }).toEqual({
      type: 3,
      machine: 247,
      flags: 0,
    });
    expect(view.getUint16(56, true)).toBe(3);
    const types = [0, 1, 2].map((i) => view.getUint32(64 + i * 56, true));
    expect(types).toEqual([1, 1, 2]); // PT_LOAD, PT_LOAD, PT_DYNAMIC
  });

  it('places code and read-only data at their file offsets, with the entrypoint in .text', () => {
    const { view, sections, section } = readShared(program);
    expect(sections.map((s) => s.name)).toEqual(['', '.text', '.rodata', '.dynamic', '.dynsym', '.dynstr', '.rel.dyn', '.shstrtab']);
    for (const name of ['.text', '.rodata', '.dynamic', '.dynsym', '.rel.dyn']) expect(section(name).address).toBe(section(name).offset);
    const entry = view.getBigUint64(24, true);
    const text = section('.text');
    expect(entry >= text.address && entry < text.address + text.size).toBe(true);
  });

  it('leaves each syscall as call -1 with a dynamic relocation naming it, and exports entrypoint', () => {
    const { view, section, text } = readShared(program);
    const dynstr = Number(section('.dynstr').offset);
    const dynsym = Number(section('.dynsym').offset);
    const names = [1, 2].map((i) => text(dynstr + view.getUint32(dynsym + i * 24, true)));
    expect(names).toEqual(['entrypoint', 'sol_log_']);
    const rel = section('.rel.dyn');
    expect(rel.size).toBe(16n);
    const site = Number(view.getBigUint64(Number(rel.offset), true));
    expect(view.getBigUint64(Number(rel.offset) + 8, true)).toBe((2n << 32n) | 10n); // symbol 2, R_BPF_64_32
    expect(program[site]).toBe(0x85);
    expect(view.getInt32(site + 4, true)).toBe(-1);
  });

  it("points lddw at the read-only data's address in the loader's region", () => {
    const { view, section } = readShared(program);
    const text = section('.text');
    const targets: bigint[] = [];
    for (let at = Number(text.offset); at < Number(text.offset + text.size); at += 8) {
      if (program[at] === 0x18) targets.push(BigInt(view.getUint32(at + 4, true)) | (BigInt(view.getUint32(at + 12, true)) << 32n));
    }
    expect(targets).toHaveLength(1);
    const at = Number(targets[0]! - RODATA_REGION);
    expect(new TextDecoder().decode(program.subarray(at, at + GREETING.length))).toBe(GREETING);
  });

  it('runs in the Solana VM: the loader accepts it and the syscall, local calls and data work', async () => {
    const svm = new LiteSVM();
    const programId = address('SbfLinkTest11111111111111111111111111111111');
    svm.addProgram(programId, program);
    const payer = await generateKeyPairSigner();
    svm.airdrop(payer.address, lamports(1_000_000_000n));
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(message),
      (message) => appendTransactionMessageInstruction({ programAddress: programId }, message),
      (message) => signTransactionMessageWithSigners(message),
    );
    const result = svm.sendTransaction(transaction);
    expect(result).toBeInstanceOf(FailedTransactionMetadata);
    const failed = result as FailedTransactionMetadata;
    // the program returns 42: the runtime reports it as custom error 42
    expect(failed.toString()).toContain('Custom(42)');
    expect(failed.meta().logs()).toContain(`Program log: ${GREETING}`);
  });

  it('is a pure function of its input', () => {
    const object = compile(PROGRAM);
    expect(Buffer.from(linkSbf(object)).equals(Buffer.from(linkSbf(object)))).toBe(true);
  });

  it.each([
    [
      'initialised writable data',
      'int counter = 1;\nunsigned long long entrypoint(void *p) { (void)p; return counter++; }',
      /\.data: writable data/,
    ],
    [
      'zeroed writable data',
      'static int hits;\nunsigned long long entrypoint(void *p) { (void)p; return ++hits; }',
      /\.bss: writable data/,
    ],
    [
      'a call to an unknown syscall',
      'extern void sol_unknown_(void);\nunsigned long long entrypoint(void *p) { (void)p; sol_unknown_(); return 0; }',
      /sol_unknown_ is neither defined here nor a known syscall/,
    ],
    ['a program without entrypoint', 'unsigned long long start(void *p) { (void)p; return 0; }', /no global function entrypoint/],
  ])('refuses %s', (_, source, message) => {
    const object = compile(source);
    expect(() => linkSbf(object)).toThrow(SbfLinkError);
    expect(() => linkSbf(object)).toThrow(message);
  });

  it('refuses what is not a BPF relocatable object', () => {
    expect(() => linkSbf(new Uint8Array(readFileSync(PROGRAM_OUTPUT)))).toThrow(ElfObjectError);
    expect(() => linkSbf(new Uint8Array(readFileSync(PROGRAM_OUTPUT)))).toThrow(/not a relocatable object/);
    expect(() => linkSbf(new Uint8Array(64))).toThrow(/not an ELF file/);
  });
});
