// Decoders for the program's two state accounts (layouts: PoolState in amm_pool.h, CurveState in
// amm_curve.h; little-endian, C struct order). A pool's reserves are not in its state: they are its
// vaults' token balances.
import {
  type Address,
  fixDecoderSize,
  getAddressDecoder,
  getBytesDecoder,
  getStructDecoder,
  getU8Decoder,
  getU16Decoder,
  getU64Decoder,
  type ReadonlyUint8Array,
} from '@solana/kit';
import type { CurveStatus } from './amm-quote.ts';
import { type DexLabel, isDexLabel } from './amm-labels.ts';

export const POOL_STATE_SIZE = 208;
export const CURVE_STATE_SIZE = 272;
const POOL_TAG = new TextEncoder().encode('SBXPOOL1');
const CURVE_TAG = new TextEncoder().encode('SBXCURV1');
const CURVE_STATUSES: readonly CurveStatus[] = ['trading', 'complete', 'migrated'];
const ZERO_ADDRESS = '11111111111111111111111111111111';

export interface PoolState {
  mintA: Address;
  mintB: Address;
  vaultA: Address;
  vaultB: Address;
  authority: Address;
  creator: Address;
  feeBps: number;
  label: DexLabel;
  bump: number;
  authorityBump: number;
}

export interface CurveState {
  baseMint: Address;
  quoteMint: Address;
  baseVault: Address;
  quoteVault: Address;
  authority: Address;
  creator: Address;
  virtualBase: bigint;
  virtualQuote: bigint;
  graduationQuote: bigint;
  baseSold: bigint;
  /** The pool the curve graduated into, once it has. */
  pool: Address | null;
  graduationFeeBps: number;
  graduationLabel: DexLabel;
  bump: number;
  authorityBump: number;
  status: CurveStatus;
}

const tag = fixDecoderSize(getBytesDecoder(), 8);

const poolDecoder = getStructDecoder([
  ['tag', tag],
  ['mintA', getAddressDecoder()],
  ['mintB', getAddressDecoder()],
  ['vaultA', getAddressDecoder()],
  ['vaultB', getAddressDecoder()],
  ['authority', getAddressDecoder()],
  ['creator', getAddressDecoder()],
  ['feeBps', getU16Decoder()],
  ['label', getU8Decoder()],
  ['bump', getU8Decoder()],
  ['authorityBump', getU8Decoder()],
]);

const curveDecoder = getStructDecoder([
  ['tag', tag],
  ['baseMint', getAddressDecoder()],
  ['quoteMint', getAddressDecoder()],
  ['baseVault', getAddressDecoder()],
  ['quoteVault', getAddressDecoder()],
  ['authority', getAddressDecoder()],
  ['creator', getAddressDecoder()],
  ['virtualBase', getU64Decoder()],
  ['virtualQuote', getU64Decoder()],
  ['graduationQuote', getU64Decoder()],
  ['baseSold', getU64Decoder()],
  ['pool', getAddressDecoder()],
  ['graduationFeeBps', getU16Decoder()],
  ['graduationLabel', getU8Decoder()],
  ['bump', getU8Decoder()],
  ['authorityBump', getU8Decoder()],
  ['status', getU8Decoder()],
]);

function checkTag(data: ReadonlyUint8Array, size: number, expected: Uint8Array, what: string): void {
  if (data.length !== size || !expected.every((byte, i) => data[i] === byte)) {
    throw new Error(`not a sandbox AMM ${what} account (${data.length} bytes)`);
  }
}

function label(value: number): DexLabel {
  if (!isDexLabel(value)) throw new Error(`unknown DEX label ${value}`);
  return value;
}

export function decodePoolState(data: ReadonlyUint8Array): PoolState {
  checkTag(data, POOL_STATE_SIZE, POOL_TAG, 'pool');
  const { tag: _tag, ...pool } = poolDecoder.decode(data);
  return { ...pool, label: label(pool.label) };
}

export function decodeCurveState(data: ReadonlyUint8Array): CurveState {
  checkTag(data, CURVE_STATE_SIZE, CURVE_TAG, 'curve');
  const { tag: _tag, ...curve } = curveDecoder.decode(data);
  const status = CURVE_STATUSES[curve.status];
  if (!status) throw new Error(`unknown curve status ${curve.status}`);
  return {
    ...curve,
    pool: curve.pool === ZERO_ADDRESS ? null : curve.pool,
    graduationLabel: label(curve.graduationLabel),
    status,
  };
}

/** The amount of an SPL token account (bytes 64..72): how the program reads a vault's reserve. */
export function tokenAccountAmount(data: ReadonlyUint8Array): bigint {
  if (data.length < 165) throw new Error('not a token account');
  return getU64Decoder().decode(data, 64);
}
