// Turns clang's BPF relocatable object into the shared object the Solana loader runs as a legacy
// sBPF v0 program (e_flags 0). No stock linker does this: ld.lld refuses BPF for the Solana layout
// (R_BPF_64_64 against local symbols), and the Solana toolchain's linker is not installable here.
//
// The output, in file order: ELF header, three program headers (code, read-only data with the
// dynamic tables, the dynamic section), .text, .rodata, .dynamic, .dynsym, .dynstr, .rel.dyn,
// .shstrtab, section headers. Every loaded section's address equals its file offset, the layout
// the loader checks (solana-sbpf elf.rs: `sh_addr == sh_offset`); it maps .text and .rodata at
// 0x1_0000_0000 + address. So the link resolves, before the loader sees anything:
// - `lddw` of read-only data: the immediate becomes 0x1_0000_0000 + the target's address;
// - calls to functions of the object: pc-relative immediates (the loader hashes them into its
//   function registry);
// while each syscall stays `call -1` with an R_BPF_64_32 dynamic relocation naming it in .dynsym
// (the loader writes murmur3(name) into the call). `entrypoint` is exported and is e_entry.
// Writable data (.data, .bss, common symbols) has nowhere to go in such a program and is refused.
import {
  type ElfObject,
  type ObjectRelocation,
  type ObjectSection,
  readElfObject,
  SHF_ALLOC,
  SHF_EXECINSTR,
  SHF_WRITE,
  SHN_COMMON,
  SHN_UNDEF,
  SHT_NOBITS,
  SHT_PROGBITS,
} from './elf-object.ts';

/** Syscalls the runtime registers (a subset): a name outside it would load but fail when called. */
export const KNOWN_SYSCALLS: readonly string[] = [
  'abort',
  'sol_panic_',
  'sol_log_',
  'sol_log_64_',
  'sol_log_compute_units_',
  'sol_log_pubkey',
  'sol_log_data',
  'sol_create_program_address',
  'sol_try_find_program_address',
  'sol_sha256',
  'sol_keccak256',
  'sol_memcpy_',
  'sol_memmove_',
  'sol_memset_',
  'sol_memcmp_',
  'sol_invoke_signed_c',
  'sol_set_return_data',
  'sol_get_return_data',
  'sol_get_clock_sysvar',
  'sol_get_rent_sysvar',
  'sol_get_stack_height',
  'sol_remaining_compute_units',
];

export interface SbfLinkOptions {
  /** The exported function the loader starts at (default `entrypoint`). */
  entrypoint?: string;
  /** Names an undefined symbol may have (default KNOWN_SYSCALLS). */
  syscalls?: readonly string[];
}

export class SbfLinkError extends Error {
  override name = 'SbfLinkError';
}

/** Where the loader maps .text and .rodata: an address plus their file offset. */
export const RODATA_REGION = 0x1_0000_0000n;
const R_BPF_64_64 = 1;
const R_BPF_64_32 = 10;
const OPCODE_LDDW = 0x18;
const OPCODE_CALL = 0x85;
const PROGRAM_HEADER_COUNT = 3;
const HEADERS_END = 64 + PROGRAM_HEADER_COUNT * 56;

const align = (value: number, to: number): number => Math.ceil(value / to) * to;

interface Placement {
  text: ObjectSection;
  textAddress: number;
  /** Address of each input read-only section inside the output .rodata. */
  rodataAddress: Map<number, number>;
  rodata: Uint8Array;
  rodataStart: number;
  rodataAlign: number;
}

function place(object: ElfObject): Placement {
  const loaded = object.sections.filter((section) => (section.flags & SHF_ALLOC) !== 0);
  const writable = loaded.find((section) => (section.flags & SHF_WRITE) !== 0 || section.type === SHT_NOBITS);
  if (writable) {
    throw new SbfLinkError(
      `${writable.name}: writable data cannot be loaded (the Solana loader maps only code and read-only data); make the variable const or keep it on the stack`,
    );
  }
  const common = object.symbols.find((symbol) => symbol.sectionIndex === SHN_COMMON);
  if (common) throw new SbfLinkError(`${common.name}: a writable global (common symbol) cannot be loaded`);
  const code = loaded.filter((section) => (section.flags & SHF_EXECINSTR) !== 0);
  const text = code[0];
  if (!text || code.length > 1 || text.name !== '.text') {
    throw new SbfLinkError(`exactly one code section .text is loadable, found: ${code.map((s) => s.name).join(', ') || 'none'}`);
  }
  const readOnly = loaded.filter((section) => section !== text);
  const odd = readOnly.find((section) => section.type !== SHT_PROGBITS);
  if (odd) throw new SbfLinkError(`${odd.name}: unexpected loadable section type ${odd.type}`);

  const textAddress = align(HEADERS_END, 8);
  const rodataAlign = Math.max(8, ...readOnly.map((section) => section.align));
  const rodataStart = align(textAddress + text.size, rodataAlign);
  const rodataAddress = new Map<number, number>();
  let size = 0;
  for (const section of readOnly) {
    size = align(size, section.align);
    rodataAddress.set(section.index, rodataStart + size);
    size += section.size;
  }
  const rodata = new Uint8Array(size);
  for (const section of readOnly) rodata.set(section.bytes, rodataAddress.get(section.index)! - rodataStart);
  return { text, textAddress, rodataAddress, rodata, rodataStart, rodataAlign };
}

interface Syscall {
  /** Byte offset of the call inside .text. */
  offset: number;
  name: string;
}

/** Patches a copy of .text; returns it with the syscall sites left for the loader. */
function resolve(object: ElfObject, placed: Placement, syscalls: ReadonlySet<string>): { code: Uint8Array; sites: Syscall[] } {
  const code = placed.text.bytes.slice();
  const view = new DataView(code.buffer);
  const sites: Syscall[] = [];
  for (const target of object.relocations.keys()) {
    const section = object.sections[target];
    if (!section || (section.flags & SHF_ALLOC) === 0) continue;
    if (section !== placed.text) {
      throw new SbfLinkError(`${section.name}: relocations in data (pointers in constant data) are not supported`);
    }
  }
  const relocations = [...(object.relocations.get(placed.text.index) ?? [])].sort((a, b) => a.offset - b.offset);
  const relocated = new Set<number>();
  for (const relocation of relocations) {
    const { offset, symbol } = relocation;
    const where = `.text+0x${offset.toString(16)} (${symbol.name || 'section'})`;
    if (offset % 8 !== 0 || offset + 8 > code.length) throw new SbfLinkError(`${where}: relocation outside an instruction`);
    relocated.add(offset);
    if (relocation.type === R_BPF_64_64) {
      if (code[offset] !== OPCODE_LDDW || offset + 16 > code.length)
        throw new SbfLinkError(`${where}: R_BPF_64_64 on a non-lddw instruction`);
      const base = placed.rodataAddress.get(symbol.sectionIndex);
      if (base === undefined) throw new SbfLinkError(`${where}: lddw of a symbol outside read-only data is not supported`);
      const addend = view.getUint32(offset + 4, true);
      const address = RODATA_REGION + BigInt(base + symbol.value + addend);
      view.setUint32(offset + 4, Number(address & 0xffffffffn), true);
      view.setUint32(offset + 12, Number(address >> 32n), true);
    } else if (relocation.type === R_BPF_64_32) {
      if (code[offset] !== OPCODE_CALL) throw new SbfLinkError(`${where}: R_BPF_64_32 on a non-call instruction`);
      resolveCall(view, relocation, placed, syscalls, sites, where);
    } else {
      throw new SbfLinkError(`${where}: relocation type ${relocation.type} is not supported`);
    }
  }
  for (let offset = 0; offset < code.length; offset += 8) {
    if (code[offset] === OPCODE_CALL && view.getInt32(offset + 4, true) === -1 && !relocated.has(offset)) {
      throw new SbfLinkError(`.text+0x${offset.toString(16)}: call -1 without a relocation naming its target`);
    }
  }
  return { code, sites };
}

function resolveCall(
  view: DataView,
  relocation: ObjectRelocation,
  placed: Placement,
  syscalls: ReadonlySet<string>,
  sites: Syscall[],
  where: string,
): void {
  const { offset, symbol } = relocation;
  if (symbol.sectionIndex === SHN_UNDEF) {
    if (!syscalls.has(symbol.name)) throw new SbfLinkError(`${where}: ${symbol.name} is neither defined here nor a known syscall`);
    view.setInt32(offset + 4, -1, true);
    sites.push({ offset, name: symbol.name });
    return;
  }
  if (symbol.sectionIndex !== placed.text.index) throw new SbfLinkError(`${where}: call into a non-code section`);
  // BPF objects keep the callee as symbol + (imm + 1) instructions, the convention libbpf reads.
  const target = symbol.value / 8 + view.getInt32(offset + 4, true) + 1;
  const instructions = placed.text.size / 8;
  if (!Number.isInteger(target) || target < 0 || target >= instructions) throw new SbfLinkError(`${where}: call target outside .text`);
  view.setInt32(offset + 4, target - (offset / 8 + 1), true);
}

/** Links a BPF relocatable object into a loadable Solana program (pure: same bytes in, same bytes out). */
export function linkSbf(objectBytes: Uint8Array, options: SbfLinkOptions = {}): Uint8Array {
  const object = readElfObject(objectBytes);
  const entryName = options.entrypoint ?? 'entrypoint';
  const placed = place(object);
  const entry = object.symbols.find((symbol) => symbol.name === entryName && symbol.info >> 4 === 1);
  if (!entry || entry.sectionIndex !== placed.text.index) throw new SbfLinkError(`no global function ${entryName} in .text`);
  const { code, sites } = resolve(object, placed, new Set(options.syscalls ?? KNOWN_SYSCALLS));
  return writeSharedObject(placed, code, sites, { name: entryName, address: placed.textAddress + entry.value, size: entry.size });
}

interface Entry {
  name: string;
  address: number;
  size: number;
}

function writeSharedObject(placed: Placement, code: Uint8Array, sites: Syscall[], entry: Entry): Uint8Array {
  const names = [...new Set(sites.map((site) => site.name))];
  const dynstr = new TextEncoder().encode(`\0${[entry.name, ...names].join('\0')}\0`);
  const nameOffset = (index: number): number => 1 + [entry.name, ...names].slice(0, index).reduce((n, s) => n + s.length + 1, 0);
  const hasRel = sites.length > 0;

  const text = { address: placed.textAddress, size: code.length };
  const rodata = { address: placed.rodataStart, size: placed.rodata.length };
  const rodataEnd = rodata.size > 0 ? rodata.address + rodata.size : text.address + text.size;
  const dynamicEntries = (hasRel ? 4 : 0) + 5;
  const dynamic = { address: align(rodataEnd, 8), size: dynamicEntries * 16 };
  const dynsym = { address: dynamic.address + dynamic.size, size: (2 + names.length) * 24 };
  const dynstrAt = { address: dynsym.address + dynsym.size, size: dynstr.length };
  const rel = { address: align(dynstrAt.address + dynstrAt.size, 8), size: sites.length * 16 };
  const sectionNames = ['', '.text', ...(rodata.size > 0 ? ['.rodata'] : []), '.dynamic', '.dynsym', '.dynstr'];
  if (hasRel) sectionNames.push('.rel.dyn');
  sectionNames.push('.shstrtab');
  const shstrtab = new TextEncoder().encode(`${sectionNames.join('\0')}\0`);
  const shstrtabAt = { address: rel.address + rel.size, size: shstrtab.length };
  const sectionTable = align(shstrtabAt.address + shstrtabAt.size, 8);
  const out = new Uint8Array(sectionTable + sectionNames.length * 64);
  const view = new DataView(out.buffer);
  const u64 = (at: number, value: number | bigint): void => view.setBigUint64(at, BigInt(value), true);
  const index = (name: string): number => sectionNames.indexOf(name);

  out.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  view.setUint16(16, 3, true); // ET_DYN
  view.setUint16(18, 247, true); // EM_BPF
  view.setUint32(20, 1, true);
  u64(24, entry.address);
  u64(32, 64);
  u64(40, sectionTable);
  view.setUint32(48, 0, true); // e_flags 0: sBPF v0
  view.setUint16(52, 64, true);
  view.setUint16(54, 56, true);
  view.setUint16(56, PROGRAM_HEADER_COUNT, true);
  view.setUint16(58, 64, true);
  view.setUint16(60, sectionNames.length, true);
  view.setUint16(62, index('.shstrtab'), true);

  const dataStart = rodata.size > 0 ? rodata.address : dynamic.address;
  const segments: [type: number, flags: number, start: number, end: number][] = [
    [1, 5, text.address, text.address + text.size], // PT_LOAD, R+X
    [1, 4, dataStart, hasRel ? rel.address + rel.size : dynstrAt.address + dynstrAt.size], // PT_LOAD, R
    [2, 4, dynamic.address, dynamic.address + dynamic.size], // PT_DYNAMIC
  ];
  segments.forEach(([type, flags, start, end], i) => {
    const at = 64 + i * 56;
    view.setUint32(at, type, true);
    view.setUint32(at + 4, flags, true);
    for (const field of [8, 16, 24]) u64(at + field, start);
    u64(at + 32, end - start);
    u64(at + 40, end - start);
    u64(at + 48, 8);
  });

  out.set(code, text.address);
  out.set(placed.rodata, rodata.address);
  const tags: [number, number][] = [
    ...(hasRel ? ([[30, 4]] as [number, number][]) : []), // DT_FLAGS: DF_TEXTREL
    [6, dynsym.address], // DT_SYMTAB
    [11, 24], // DT_SYMENT
    [5, dynstrAt.address], // DT_STRTAB
    [10, dynstr.length], // DT_STRSZ
    ...(hasRel
      ? ([
          [17, rel.address],
          [18, rel.size],
          [19, 16],
        ] as [number, number][])
      : []), // DT_REL, DT_RELSZ, DT_RELENT
  ];
  tags.forEach(([tag, value], i) => {
    u64(dynamic.address + i * 16, tag);
    u64(dynamic.address + i * 16 + 8, value);
  }); // the last entry stays zero: DT_NULL

  const symbol = (i: number, name: number, info: number, section: number, value: number, size: number): void => {
    const at = dynsym.address + i * 24;
    view.setUint32(at, name, true);
    out[at + 4] = info;
    view.setUint16(at + 6, section, true);
    u64(at + 8, value);
    u64(at + 16, size);
  };
  symbol(1, nameOffset(0), 0x12, index('.text'), entry.address, entry.size); // GLOBAL FUNC
  for (const [i] of names.entries()) symbol(2 + i, nameOffset(1 + i), 0x10, 0, 0, 0); // GLOBAL NOTYPE, undefined
  out.set(dynstr, dynstrAt.address);
  sites.forEach((site, i) => {
    u64(rel.address + i * 16, text.address + site.offset);
    u64(rel.address + i * 16 + 8, (BigInt(2 + names.indexOf(site.name)) << 32n) | BigInt(R_BPF_64_32));
  });
  out.set(shstrtab, shstrtabAt.address);

  const shstrOffset = (name: string): number => sectionNames.slice(0, index(name)).reduce((n, s) => n + s.length + 1, 0);
  const header = (
    name: string,
    type: number,
    flags: number,
    at: { address: number; size: number },
    extra: Partial<SectionExtra> = {},
  ): void => {
    const base = sectionTable + index(name) * 64;
    view.setUint32(base, shstrOffset(name), true);
    view.setUint32(base + 4, type, true);
    u64(base + 8, flags);
    u64(base + 16, name === '.shstrtab' ? 0 : at.address);
    u64(base + 24, at.address);
    u64(base + 32, at.size);
    view.setUint32(base + 40, extra.link ?? 0, true);
    view.setUint32(base + 44, extra.info ?? 0, true);
    u64(base + 48, extra.align ?? 1);
    u64(base + 56, extra.entrySize ?? 0);
  };
  header('.text', 1, SHF_ALLOC | SHF_EXECINSTR, text, { align: 8 });
  if (rodata.size > 0) header('.rodata', 1, SHF_ALLOC, rodata, { align: placed.rodataAlign });
  header('.dynamic', 6, SHF_ALLOC, dynamic, { link: index('.dynstr'), align: 8, entrySize: 16 });
  header('.dynsym', 11, SHF_ALLOC, dynsym, { link: index('.dynstr'), info: 1, align: 8, entrySize: 24 });
  header('.dynstr', 3, SHF_ALLOC, dynstrAt);
  if (hasRel) header('.rel.dyn', 9, SHF_ALLOC, rel, { link: index('.dynsym'), align: 8, entrySize: 16 });
  header('.shstrtab', 3, 0, shstrtabAt);
  return out;
}

interface SectionExtra {
  link: number;
  info: number;
  align: number;
  entrySize: number;
}
