// The sandbox AMM's client: its program id, the program-derived addresses, and a builder for each
// instruction, returning @solana/kit instructions whose signer accounts carry their signers (so
// signTransactionMessageWithSigners signs them). Account orders and data layouts are the
// program's (docs/sandbox-solana-program.md). The sandbox builds its pools and launches with it, and
// the product's launch kinds trade a launch curve with it.
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  type AccountMeta,
  AccountRole,
  type AccountSignerMeta,
  type Address,
  address,
  type Encoder,
  getAddressEncoder,
  getProgramDerivedAddress,
  getStructEncoder,
  getU8Encoder,
  getU16Encoder,
  getU64Encoder,
  type Instruction,
  type InstructionWithAccounts,
  type InstructionWithData,
  type ReadonlyUint8Array,
  type TransactionSigner,
} from '@solana/kit';
import type { CurveState, PoolState } from './amm-accounts.ts';
import type { DexLabel } from './amm-labels.ts';

/** A readable id (base58 of 32 bytes) rather than a key pair's: the sandbox loads the program there directly. */
export const SANDBOX_AMM_PROGRAM_ID = address('SandboxAmm111111111111111111111111111111111');

export const SandboxAmmInstruction = {
  CreatePool: 0,
  Swap: 1,
  CreateCurve: 2,
  CurveBuy: 3,
  CurveSell: 4,
  Graduate: 5,
  SetFee: 6,
} as const;

/** Every builder's result: accounts and data always present, so a caller can inspect or adjust them. */
export type AmmInstruction = Instruction & InstructionWithAccounts<readonly AccountMeta[]> & InstructionWithData<Uint8Array>;

const addressBytes = (key: Address) => getAddressEncoder().encode(key);

async function pda(seeds: (string | ReadonlyUint8Array)[]): Promise<Address> {
  const [found] = await getProgramDerivedAddress({ programAddress: SANDBOX_AMM_PROGRAM_ID, seeds });
  return found;
}

/** ["pool", mint_a, mint_b, label]: one pool per ordered pair and DEX label. */
export function findPoolAddress(mintA: Address, mintB: Address, label: DexLabel): Promise<Address> {
  return pda(['pool', addressBytes(mintA), addressBytes(mintB), Uint8Array.of(label)]);
}

/** ["curve", base_mint]: one launch curve per token. */
export function findCurveAddress(baseMint: Address): Promise<Address> {
  return pda(['curve', addressBytes(baseMint)]);
}

/** ["authority", state]: owner of a pool's or curve's vaults, signing for them. */
export function findAuthorityAddress(state: Address): Promise<Address> {
  return pda(['authority', addressBytes(state)]);
}

/** ["vault", state, mint]: the token account holding a pool's or curve's reserve of `mint`. */
export function findVaultAddress(state: Address, mint: Address): Promise<Address> {
  return pda(['vault', addressBytes(state), addressBytes(mint)]);
}

const writable = (key: Address): AccountMeta => ({ address: key, role: AccountRole.WRITABLE });
const readonly = (key: Address): AccountMeta => ({ address: key, role: AccountRole.READONLY });
const signing = (signer: TransactionSigner, isWritable: boolean): AccountSignerMeta => ({
  address: signer.address,
  role: isWritable ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER,
  signer,
});

function instruction(accounts: AccountMeta[], data: Uint8Array): AmmInstruction {
  return { programAddress: SANDBOX_AMM_PROGRAM_ID, accounts, data };
}

const encode = <T>(encoder: Encoder<T>, value: T): Uint8Array => Uint8Array.from(encoder.encode(value));

const createPoolData = getStructEncoder([
  ['tag', getU8Encoder()],
  ['label', getU8Encoder()],
  ['feeBps', getU16Encoder()],
  ['amountA', getU64Encoder()],
  ['amountB', getU64Encoder()],
]);

export interface CreatePoolInput {
  creator: TransactionSigner;
  mintA: Address;
  mintB: Address;
  label: DexLabel;
  feeBps: number;
  /** The creator's token accounts the opening liquidity comes from. */
  creatorTokenA: Address;
  creatorTokenB: Address;
  amountA: bigint;
  amountB: bigint;
}

/** A pool with its vaults (made by the program) and the creator's opening liquidity. */
export async function getCreatePoolInstruction(input: CreatePoolInput): Promise<AmmInstruction> {
  const pool = await findPoolAddress(input.mintA, input.mintB, input.label);
  const data = encode(createPoolData, { tag: SandboxAmmInstruction.CreatePool, ...input });
  return instruction(
    [
      writable(pool),
      readonly(await findAuthorityAddress(pool)),
      readonly(input.mintA),
      readonly(input.mintB),
      writable(await findVaultAddress(pool, input.mintA)),
      writable(await findVaultAddress(pool, input.mintB)),
      signing(input.creator, true),
      writable(input.creatorTokenA),
      writable(input.creatorTokenB),
      readonly(TOKEN_PROGRAM_ADDRESS),
      readonly(SYSTEM_PROGRAM_ADDRESS),
    ],
    data,
  );
}

const swapData = getStructEncoder([
  ['tag', getU8Encoder()],
  ['amountIn', getU64Encoder()],
  ['minOut', getU64Encoder()],
  ['aToB', getU8Encoder()],
]);

export interface SwapInput {
  /** The pool's address and the vaults and authority its state names. */
  pool: { address: Address } & Pick<PoolState, 'vaultA' | 'vaultB' | 'authority'>;
  user: TransactionSigner;
  /** The user's token account paying in (mint A when aToB) and the one receiving. */
  userSource: Address;
  userDestination: Address;
  amountIn: bigint;
  minOut: bigint;
  aToB: boolean;
}

/** Exact-in swap; the pool account is read-only, so swaps on one pool contend only on its vaults. */
export function getSwapInstruction(input: SwapInput): AmmInstruction {
  const data = encode(swapData, { tag: SandboxAmmInstruction.Swap, ...input, aToB: input.aToB ? 1 : 0 });
  return instruction(
    [
      readonly(input.pool.address),
      readonly(input.pool.authority),
      writable(input.pool.vaultA),
      writable(input.pool.vaultB),
      writable(input.userSource),
      writable(input.userDestination),
      signing(input.user, false),
      readonly(TOKEN_PROGRAM_ADDRESS),
    ],
    data,
  );
}

const setFeeData = getStructEncoder([
  ['tag', getU8Encoder()],
  ['feeBps', getU16Encoder()],
]);

/** Changes a pool's fee; the program refuses anyone but the pool's creator. */
export function getSetFeeInstruction(input: { pool: Address; creator: TransactionSigner; feeBps: number }): AmmInstruction {
  const data = encode(setFeeData, { tag: SandboxAmmInstruction.SetFee, feeBps: input.feeBps });
  return instruction([writable(input.pool), signing(input.creator, false)], data);
}

const createCurveData = getStructEncoder([
  ['tag', getU8Encoder()],
  ['virtualBase', getU64Encoder()],
  ['virtualQuote', getU64Encoder()],
  ['graduationQuote', getU64Encoder()],
  ['baseAmount', getU64Encoder()],
  ['graduationLabel', getU8Encoder()],
  ['graduationFeeBps', getU16Encoder()],
]);

export interface CreateCurveInput {
  creator: TransactionSigner;
  baseMint: Address;
  /** Wrapped SOL (So111…112) or any mint. */
  quoteMint: Address;
  /** The creator's token account the tokens for sale come from. */
  creatorBaseToken: Address;
  baseAmount: bigint;
  virtualBase: bigint;
  virtualQuote: bigint;
  /** The real quote reserve at which the curve completes. */
  graduationQuote: bigint;
  /** The pool the curve graduates into. */
  graduationLabel: DexLabel;
  graduationFeeBps: number;
}

export async function getCreateCurveInstruction(input: CreateCurveInput): Promise<AmmInstruction> {
  const curve = await findCurveAddress(input.baseMint);
  const data = encode(createCurveData, { tag: SandboxAmmInstruction.CreateCurve, ...input });
  return instruction(
    [
      writable(curve),
      readonly(await findAuthorityAddress(curve)),
      readonly(input.baseMint),
      readonly(input.quoteMint),
      writable(await findVaultAddress(curve, input.baseMint)),
      writable(await findVaultAddress(curve, input.quoteMint)),
      signing(input.creator, true),
      writable(input.creatorBaseToken),
      readonly(TOKEN_PROGRAM_ADDRESS),
      readonly(SYSTEM_PROGRAM_ADDRESS),
    ],
    data,
  );
}

const curveTradeData = getStructEncoder([
  ['tag', getU8Encoder()],
  ['amountIn', getU64Encoder()],
  ['minOut', getU64Encoder()],
]);

export interface CurveTradeInput {
  curve: { address: Address } & Pick<CurveState, 'baseVault' | 'quoteVault' | 'authority'>;
  user: TransactionSigner;
  userBaseToken: Address;
  userQuoteToken: Address;
  /** Quote paid for a buy, base sold for a sell. */
  amountIn: bigint;
  minOut: bigint;
}

function curveTrade(tag: number, input: CurveTradeInput): AmmInstruction {
  const data = encode(curveTradeData, { tag, amountIn: input.amountIn, minOut: input.minOut });
  return instruction(
    [
      writable(input.curve.address),
      readonly(input.curve.authority),
      writable(input.curve.baseVault),
      writable(input.curve.quoteVault),
      writable(input.userBaseToken),
      writable(input.userQuoteToken),
      signing(input.user, false),
      readonly(TOKEN_PROGRAM_ADDRESS),
    ],
    data,
  );
}

export const getCurveBuyInstruction = (input: CurveTradeInput) => curveTrade(SandboxAmmInstruction.CurveBuy, input);
export const getCurveSellInstruction = (input: CurveTradeInput) => curveTrade(SandboxAmmInstruction.CurveSell, input);

export interface GraduateInput {
  curve: { address: Address } & Pick<CurveState, 'baseMint' | 'quoteMint' | 'baseVault' | 'quoteVault' | 'authority' | 'graduationLabel'>;
  /** Anyone: pays the new pool's rent. */
  payer: TransactionSigner;
}

/** Moves a complete curve's reserves into its pool ["pool", base, quote, graduation label]. */
export async function getGraduateInstruction(input: GraduateInput): Promise<AmmInstruction> {
  const { curve } = input;
  const pool = await findPoolAddress(curve.baseMint, curve.quoteMint, curve.graduationLabel);
  return instruction(
    [
      writable(curve.address),
      readonly(curve.authority),
      writable(curve.baseMint),
      readonly(curve.quoteMint),
      writable(curve.baseVault),
      writable(curve.quoteVault),
      writable(pool),
      readonly(await findAuthorityAddress(pool)),
      writable(await findVaultAddress(pool, curve.baseMint)),
      writable(await findVaultAddress(pool, curve.quoteMint)),
      signing(input.payer, true),
      readonly(TOKEN_PROGRAM_ADDRESS),
      readonly(SYSTEM_PROGRAM_ADDRESS),
    ],
    Uint8Array.of(SandboxAmmInstruction.Graduate),
  );
}
