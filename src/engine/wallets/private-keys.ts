// Private keys pasted one per line (spec §5): on an EVM chain each line is a 64-hex-digit secp256k1
// key, with or without 0x (on Solana, what solana-keys.ts reads). Lines that are not are reported
// by number; a key given twice counts once.
import type { Address, Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

export interface ParsedKeyLines<K = { privateKey: Hex; address: Address }> {
  /** Each key with its line number, from 1. */
  keys: (K & { line: number })[];
  invalid: number[];
  /** Lines repeating a key of an earlier line. */
  repeated: number[];
}

/** The key in canonical form, or null when the text is not a usable private key. */
export function parsePrivateKey(text: string): { privateKey: Hex; address: Address } | null {
  const hex = text.trim().replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const privateKey = `0x${hex}` as Hex;
  try {
    // Zero and values at or above the curve order are refused here.
    return { privateKey, address: privateKeyToAddress(privateKey) };
  } catch {
    return null;
  }
}

/** The lines' keys as `parse` reads each line. */
export function parseKeyLinesWith<K extends { address: string }>(text: string, parse: (line: string) => K | null): ParsedKeyLines<K> {
  const result: ParsedKeyLines<K> = { keys: [], invalid: [], repeated: [] };
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const line = index + 1;
    const parsed = parse(raw);
    if (!parsed) result.invalid.push(line);
    else if (seen.has(parsed.address)) result.repeated.push(line);
    else {
      seen.add(parsed.address);
      result.keys.push({ line, ...parsed });
    }
  });
  return result;
}

export const parseKeyLines = (text: string): ParsedKeyLines => parseKeyLinesWith(text, parsePrivateKey);
