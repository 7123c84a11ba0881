// What a transaction costs, as the runtime charges it: 5,000 lamports per signature (the
// transaction's own and those its signature-verification precompile instructions check) plus the
// priority fee, the compute-unit price (micro-lamports, from ComputeBudget's SetComputeUnitPrice)
// times the compute-unit limit it asks for, rounded up. Without SetComputeUnitLimit the limit is
// 3,000 units per builtin-program instruction and 200,000 per other instruction, at most 1,400,000;
// a unit test holds these numbers against what LiteSVM actually debits.
import type { Address } from '@solana/kit';

export const LAMPORTS_PER_SIGNATURE = 5_000n;
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111' as Address;
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000;
const BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT = 3_000;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** Programs whose instructions get the builtin allowance (the runtime's builtins and precompiles). */
const BUILTIN_PROGRAMS = new Set<string>([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
]);

/** Precompiles whose instruction data starts with the number of signatures they check. */
const SIGNATURE_PRECOMPILES = new Set<string>([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
]);

export interface FeeInstruction {
  programAddress: string;
  data: Uint8Array;
}

export interface ComputeBudget {
  unitLimit: number;
  /** Micro-lamports per compute unit. */
  unitPrice: bigint;
}

export function computeBudgetOf(instructions: readonly FeeInstruction[]): ComputeBudget {
  let requestedLimit: number | undefined;
  let unitPrice = 0n;
  let defaultLimit = 0;
  for (const { programAddress, data } of instructions) {
    const builtin = BUILTIN_PROGRAMS.has(programAddress);
    defaultLimit += builtin ? BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT : DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT;
    if (programAddress !== COMPUTE_BUDGET_PROGRAM) continue;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2 && data.length === 5) requestedLimit = view.getUint32(1, true);
    if (data[0] === 3 && data.length === 9) unitPrice = view.getBigUint64(1, true);
  }
  return { unitLimit: Math.min(requestedLimit ?? defaultLimit, MAX_COMPUTE_UNIT_LIMIT), unitPrice };
}

export function priorityFee(budget: ComputeBudget): bigint {
  const microLamports = budget.unitPrice * BigInt(budget.unitLimit);
  return (microLamports + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
}

/** Lamports the fee payer is charged, whether the transaction succeeds or fails. */
export function transactionFee(signatureCount: number, instructions: readonly FeeInstruction[]): bigint {
  let signatures = BigInt(signatureCount);
  for (const { programAddress, data } of instructions) {
    if (SIGNATURE_PRECOMPILES.has(programAddress) && data.length > 0) signatures += BigInt(data[0]!);
  }
  return signatures * LAMPORTS_PER_SIGNATURE + priorityFee(computeBudgetOf(instructions));
}
