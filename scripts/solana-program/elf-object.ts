// Reads what the SBF link step needs from a 64-bit little-endian ELF relocatable object (clang's
// `-target bpf -c` output): the sections with their bytes, the symbol table and the REL entries.
// A reader only; sbf-link.ts decides what is allowed.

export const SHT_PROGBITS = 1;
export const SHT_SYMTAB = 2;
export const SHT_RELA = 4;
export const SHT_NOBITS = 8;
export const SHT_REL = 9;
export const SHF_WRITE = 0x1;
export const SHF_ALLOC = 0x2;
export const SHF_EXECINSTR = 0x4;
export const SHN_UNDEF = 0;
export const SHN_COMMON = 0xfff2;
const ET_REL = 1;
const EM_BPF = 247;

export interface ObjectSection {
  index: number;
  name: string;
  type: number;
  flags: number;
  offset: number;
  size: number;
  align: number;
  link: number;
  info: number;
  bytes: Uint8Array;
}

export interface ObjectSymbol {
  name: string;
  value: number;
  size: number;
  /** STB_* in the high nibble, STT_* in the low one. */
  info: number;
  sectionIndex: number;
}

export interface ObjectRelocation {
  offset: number;
  type: number;
  symbol: ObjectSymbol;
}

export interface ElfObject {
  sections: ObjectSection[];
  symbols: ObjectSymbol[];
  /** REL entries keyed by the index of the section they patch. */
  relocations: Map<number, ObjectRelocation[]>;
}

export class ElfObjectError extends Error {
  override name = 'ElfObjectError';
}

function cString(bytes: Uint8Array, start: number): string {
  let end = start;
  while (end < bytes.length && bytes[end] !== 0) end++;
  return new TextDecoder().decode(bytes.subarray(start, end));
}

function safeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ElfObjectError(`${what} is too large (${value})`);
  return Number(value);
}

export function readElfObject(file: Uint8Array): ElfObject {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const isElf = file.length >= 64 && file[0] === 0x7f && file[1] === 0x45 && file[2] === 0x4c && file[3] === 0x46;
  if (!isElf) throw new ElfObjectError('not an ELF file');
  if (file[4] !== 2 || file[5] !== 1) throw new ElfObjectError('not a 64-bit little-endian ELF file');
  if (view.getUint16(16, true) !== ET_REL) throw new ElfObjectError('not a relocatable object (compile with -c)');
  if (view.getUint16(18, true) !== EM_BPF) throw new ElfObjectError('not a BPF object (compile with -target bpf)');

  const sectionTable = safeNumber(view.getBigUint64(40, true), 'e_shoff');
  const sectionCount = view.getUint16(60, true);
  const namesIndex = view.getUint16(62, true);
  if (sectionTable + sectionCount * 64 > file.length) throw new ElfObjectError('section header table outside the file');

  const raw = Array.from({ length: sectionCount }, (_, index) => {
    const at = sectionTable + index * 64;
    const type = view.getUint32(at + 4, true);
    const offset = safeNumber(view.getBigUint64(at + 24, true), 'sh_offset');
    const size = safeNumber(view.getBigUint64(at + 32, true), 'sh_size');
    if (type !== SHT_NOBITS && offset + size > file.length) throw new ElfObjectError(`section ${index} outside the file`);
    return {
      index,
      nameOffset: view.getUint32(at, true),
      type,
      flags: safeNumber(view.getBigUint64(at + 8, true), 'sh_flags'),
      offset,
      size,
      link: view.getUint32(at + 40, true),
      info: view.getUint32(at + 44, true),
      align: Math.max(1, safeNumber(view.getBigUint64(at + 48, true), 'sh_addralign')),
      bytes: type === SHT_NOBITS ? new Uint8Array(size) : file.subarray(offset, offset + size),
    };
  });
  const names = raw[namesIndex];
  if (!names) throw new ElfObjectError('no section name table');
  const sections: ObjectSection[] = raw.map(({ nameOffset, ...section }) => ({ ...section, name: cString(names.bytes, nameOffset) }));

  const symtab = sections.find((section) => section.type === SHT_SYMTAB);
  const symbols: ObjectSymbol[] = [];
  if (symtab) {
    const strings = sections[symtab.link];
    if (!strings) throw new ElfObjectError('symbol table without its string table');
    for (let at = symtab.offset; at + 24 <= symtab.offset + symtab.size; at += 24) {
      symbols.push({
        name: cString(strings.bytes, view.getUint32(at, true)),
        info: file[at + 4]!,
        sectionIndex: view.getUint16(at + 6, true),
        value: safeNumber(view.getBigUint64(at + 8, true), 'st_value'),
        size: safeNumber(view.getBigUint64(at + 16, true), 'st_size'),
      });
    }
  }

  const relocations = new Map<number, ObjectRelocation[]>();
  for (const section of sections) {
    if (section.type === SHT_RELA) throw new ElfObjectError(`${section.name}: RELA relocations are not expected from a BPF object`);
    if (section.type !== SHT_REL) continue;
    const entries: ObjectRelocation[] = [];
    for (let at = section.offset; at + 16 <= section.offset + section.size; at += 16) {
      const info = view.getBigUint64(at + 8, true);
      const symbolIndex = Number(info >> 32n);
      const symbol = symbols[symbolIndex];
      if (!symbol) throw new ElfObjectError(`${section.name}: relocation names symbol ${symbolIndex}, which does not exist`);
      entries.push({ offset: safeNumber(view.getBigUint64(at, true), 'r_offset'), type: Number(info & 0xffffffffn), symbol });
    }
    relocations.set(section.info, entries);
  }
  return { sections, symbols, relocations };
}
