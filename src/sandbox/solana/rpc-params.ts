// Reading JSON-RPC parameters the way Solana's RPC does: positional params with an optional config
// object, base58 addresses and signatures checked, u64 values accepted as JSON numbers or as the
// big integer literals @solana/kit writes, `commitment` defaulting to finalized (kit leaves it out
// when it means finalized), and `minContextSlot` enforced. Bad input is -32602 with Solana's wording.
import { isAddress } from '@solana/kit';
import { fromBase58 } from './codecs.ts';
import { type Commitment, isCommitment } from './commitment.ts';
import { invalidParams, RPC_MIN_CONTEXT_SLOT_NOT_REACHED, RpcError } from './rpc-error.ts';

/** The solana-core version the sandbox answers as (getVersion, context.apiVersion). */
export const API_VERSION = '2.3.0';

export type Config = Record<string, unknown>;

export function configAt(params: unknown[], index: number): Config {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`Invalid params: expected a config object at position ${index}`);
  return value as Config;
}

export function addressParam(value: unknown): string {
  if (typeof value !== 'string') throw invalidParams('Invalid params: expected a base58 address string');
  if (!isAddress(value)) throw invalidParams('Invalid param: Invalid');
  return value;
}

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

export function signatureParam(value: unknown): string {
  if (typeof value !== 'string' || !SIGNATURE.test(value)) throw invalidParams('Invalid param: Invalid');
  return value;
}

export function u64Param(value: unknown, name: string): bigint {
  if (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw invalidParams(`Invalid params: ${name} must be an unsigned 64-bit integer`);
}

export function commitmentOf(config: Config, fallback: Commitment = 'finalized'): Commitment {
  const value = config.commitment;
  if (value === undefined || value === null) return fallback;
  // Names older clients still send.
  if (value === 'recent') return 'processed';
  if (value === 'single' || value === 'singleGossip') return 'confirmed';
  if (value === 'root' || value === 'max') return 'finalized';
  if (!isCommitment(value))
    throw invalidParams(
      `Invalid params: unknown variant \`${String(value)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``,
    );
  return value;
}

/** For methods that read history, which has nothing below confirmed. */
export function historyCommitmentOf(config: Config): Commitment {
  const commitment = commitmentOf(config);
  if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
  return commitment;
}

/** Refuses the call when the node has not reached the slot the client already saw elsewhere. */
export function checkMinContextSlot(config: Config, contextSlot: number): void {
  if (config.minContextSlot === undefined || config.minContextSlot === null) return;
  const min = u64Param(config.minContextSlot, 'minContextSlot');
  if (BigInt(contextSlot) < min) {
    throw new RpcError(RPC_MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', { contextSlot });
  }
}

export function context(slot: number): { apiVersion: string; slot: number } {
  return { apiVersion: API_VERSION, slot };
}

export function arrayParam(value: unknown, max: number, what: string): unknown[] {
  if (!Array.isArray(value)) throw invalidParams(`Invalid params: expected an array of ${what}`);
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`);
  return value;
}

/** Wire bytes from a base58 or base64 string (sendTransaction, simulateTransaction, getFeeForMessage). */
export function decodeBinary(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('Invalid params: expected an encoded string');
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalidParams('invalid base64 encoding: InvalidByte');
    return new Uint8Array(Buffer.from(value, 'base64'));
  }
  if (encoding === undefined || encoding === null || encoding === 'base58') {
    if (!/^[1-9A-HJ-NP-Za-km-z]*$/.test(value)) throw invalidParams('invalid base58 encoding: InvalidCharacter');
    return fromBase58(value);
  }
  throw invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
}
