import { getTransferSolInstruction } from '@solana-program/system';
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { COMPUTE_BUDGET_PROGRAM, computeBudgetOf, type FeeInstruction, transactionFee } from './fees.ts';

const SYSTEM = '11111111111111111111111111111111';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const ED25519 = 'Ed25519SigVerify111111111111111111111111111';

function unitPrice(microLamports: bigint): FeeInstruction {
  const data = new Uint8Array(9);
  data[0] = 3;
  new DataView(data.buffer).setBigUint64(1, microLamports, true);
  return { programAddress: COMPUTE_BUDGET_PROGRAM, data };
}

function unitLimit(units: number): FeeInstruction {
  const data = new Uint8Array(5);
  data[0] = 2;
  new DataView(data.buffer).setUint32(1, units, true);
  return { programAddress: COMPUTE_BUDGET_PROGRAM, data };
}

const plain = (programAddress: string): FeeInstruction => ({ programAddress, data: new Uint8Array([1]) });

describe('transaction fees', () => {
  it.each([
    ['a plain transfer: one signature', 1, [plain(SYSTEM)], 5_000n],
    ['two signers pay for two signatures', 2, [plain(SYSTEM)], 10_000n],
    ['a price times the requested limit, on top', 1, [unitLimit(100_000), unitPrice(1_000_000n), plain(SYSTEM)], 105_000n],
    ['without a limit: 3,000 units per builtin instruction', 1, [unitPrice(1_000_000n), plain(SYSTEM)], 11_000n],
    ['without a limit: 200,000 units per program instruction', 1, [unitPrice(1_000_000n), plain(MEMO)], 208_000n],
    ['the limit is capped at 1,400,000 units', 1, [unitPrice(1_000_000n), ...Array.from({ length: 8 }, () => plain(MEMO))], 1_405_000n],
    ['a fraction of a lamport rounds up', 1, [unitLimit(1_000), unitPrice(1n), plain(SYSTEM)], 5_001n],
    ['signatures a precompile checks are paid for', 1, [{ programAddress: ED25519, data: new Uint8Array([2, 0]) }], 15_000n],
  ] as const)('%s', (_name, signatures, instructions, fee) => {
    expect(transactionFee(signatures, instructions)).toBe(fee);
  });

  it('reads the compute budget the instructions ask for', () => {
    expect(computeBudgetOf([unitLimit(300_000), unitPrice(42n)])).toEqual({ unitLimit: 300_000, unitPrice: 42n });
    expect(computeBudgetOf([plain(SYSTEM)])).toEqual({ unitLimit: 3_000, unitPrice: 0n });
  });

  it('matches what LiteSVM debits the fee payer', async () => {
    const svm = new LiteSVM().withBlockhashCheck(false);
    const payer = await generateKeyPairSigner();
    const recipient = await generateKeyPairSigner();
    svm.airdrop(payer.address, lamports(10_000_000_000n));
    svm.airdrop(recipient.address, lamports(1_000_000_000n));
    const cases: FeeInstruction[][] = [[], [unitPrice(2_500_000n)], [unitLimit(50_000), unitPrice(7n)]];
    for (const budget of cases) {
      const instructions: Instruction[] = [
        ...budget.map((instruction) => ({ programAddress: instruction.programAddress as Address, data: instruction.data })),
        getTransferSolInstruction({ source: payer, destination: recipient.address, amount: lamports(1n) }),
      ];
      const transaction = await pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(payer, message),
        (message) =>
          setTransactionMessageLifetimeUsingBlockhash({ blockhash: svm.latestBlockhash() as Blockhash, lastValidBlockHeight: 0n }, message),
        (message) => appendTransactionMessageInstructions(instructions, message),
        (message) => signTransactionMessageWithSigners(message),
      );
      const before = svm.getBalance(payer.address)!;
      svm.sendTransaction(transaction);
      const charged = before - svm.getBalance(payer.address)! - 1n;
      const expected = transactionFee(1, [...budget, { programAddress: SYSTEM, data: new Uint8Array(12) }]);
      expect(charged).toBe(expected);
      svm.expireBlockhash();
    }
  });
});
