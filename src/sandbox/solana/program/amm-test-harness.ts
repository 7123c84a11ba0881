// For the program's tests: a LiteSVM with the committed sandbox_amm.so loaded, and the token
// chores around it (mints, associated token accounts, wrapped SOL) done with the SPL clients, so
// each test reads as the transactions a wallet would send.
import { readFileSync } from 'node:fs';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  getSyncNativeInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressDecoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import {
  type CurveState,
  decodeCurveState,
  decodePoolState,
  type PoolState,
  tokenAccountAmount,
} from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { SANDBOX_AMM_PROGRAM_ID } from '../../../engine/connectors/solana/amm-program/amm-client.ts';

const addressDecoder = getAddressDecoder();

export const PROGRAM_PATH = new URL('sandbox_amm.so', import.meta.url).pathname;
export const WRAPPED_SOL = address('So11111111111111111111111111111111111111112');

export type SendResult =
  | { ok: true; computeUnits: bigint; logs: string[] }
  | { ok: false; customCode: number | null; error: string; logs: string[] };

/** The custom code of a failed transaction's instruction error, when it has one. */
function customCode(failed: FailedTransactionMetadata): number | null {
  const error = failed.err() as unknown as { err?: () => unknown };
  if (typeof error.err !== 'function') return null;
  const inner = error.err() as { code?: unknown };
  return typeof inner === 'object' && inner !== null && typeof inner.code === 'number' ? inner.code : null;
}

export class AmmHarness {
  private constructor(
    readonly svm: LiteSVM,
    readonly payer: KeyPairSigner,
  ) {}

  static async start(): Promise<AmmHarness> {
    const svm = new LiteSVM().withNativeMints();
    svm.addProgram(SANDBOX_AMM_PROGRAM_ID, readFileSync(PROGRAM_PATH));
    const payer = await generateKeyPairSigner();
    svm.airdrop(payer.address, lamports(10n ** 12n));
    return new AmmHarness(svm, payer);
  }

  private queue: Promise<unknown> = Promise.resolve();

  /** Sends the instructions in one transaction the harness's payer pays for; signers come from the
   *  metas. Sends run one at a time: each takes the latest blockhash and then expires it. */
  send(...instructions: Instruction[]): Promise<SendResult> {
    const sent = this.queue.then(() => this.sendNow(instructions));
    this.queue = sent.catch(() => undefined);
    return sent;
  }

  private async sendNow(instructions: Instruction[]): Promise<SendResult> {
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(this.payer, message),
      (message) => this.svm.setTransactionMessageLifetimeUsingLatestBlockhash(message),
      (message) => appendTransactionMessageInstructions(instructions, message),
      (message) => signTransactionMessageWithSigners(message),
    );
    const result = this.svm.sendTransaction(transaction);
    // A fresh blockhash per transaction: two identical transactions stay two transactions.
    this.svm.expireBlockhash();
    if (result instanceof FailedTransactionMetadata) {
      return { ok: false, customCode: customCode(result), error: result.toString(), logs: result.meta().logs() };
    }
    return { ok: true, computeUnits: result.computeUnitsConsumed(), logs: result.logs() };
  }

  async sendOk(...instructions: Instruction[]): Promise<bigint> {
    const result = await this.send(...instructions);
    if (!result.ok) throw new Error(`transaction failed: ${result.error}`);
    return result.computeUnits;
  }

  async wallet(sol = 100n): Promise<KeyPairSigner> {
    const signer = await generateKeyPairSigner();
    this.svm.airdrop(signer.address, lamports(sol * 1_000_000_000n));
    return signer;
  }

  async createMint(decimals = 6): Promise<Address> {
    const mint = await generateKeyPairSigner();
    await this.sendOk(
      getCreateAccountInstruction({
        payer: this.payer,
        newAccount: mint,
        lamports: this.svm.minimumBalanceForRentExemption(82n),
        space: 82,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: this.payer.address }),
    );
    return mint.address;
  }

  /** The owner's associated token account for `mint`, created if missing, with `amount` minted to it. */
  async tokenAccount(owner: Address, mint: Address, amount = 0n): Promise<Address> {
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const create = getCreateAssociatedTokenIdempotentInstruction({ payer: this.payer, ata, owner, mint });
    if (amount === 0n) await this.sendOk(create);
    else await this.sendOk(create, getMintToInstruction({ mint, token: ata, mintAuthority: this.payer, amount }));
    return ata;
  }

  /** Wraps `amount` lamports of the owner's SOL into its wrapped-SOL account. */
  async wrapSol(owner: KeyPairSigner, amount: bigint): Promise<Address> {
    const ata = await this.tokenAccount(owner.address, WRAPPED_SOL);
    await this.sendOk(
      getTransferSolInstruction({ source: owner, destination: ata, amount: lamports(amount) }),
      getSyncNativeInstruction({ account: ata }),
    );
    return ata;
  }

  private data(key: Address): Uint8Array {
    const account = this.svm.getAccount(key);
    if (!account.exists) throw new Error(`no account ${key}`);
    return account.data as Uint8Array;
  }

  exists(key: Address): boolean {
    return this.svm.getAccount(key).exists;
  }

  balance(tokenAccount: Address): bigint {
    return tokenAccountAmount(this.data(tokenAccount));
  }

  /** The owner a token account names (bytes 32..64): who may move its tokens. */
  tokenOwner(tokenAccount: Address): Address {
    return addressDecoder.decode(this.data(tokenAccount).subarray(32, 64));
  }

  balances(tokenAccounts: readonly Address[]): bigint[] {
    return tokenAccounts.map((key) => this.balance(key));
  }

  /** A mint's supply (bytes 36..44 of the mint). */
  supply(mint: Address): bigint {
    const data = this.data(mint);
    return new DataView(data.buffer, data.byteOffset).getBigUint64(36, true);
  }

  /** The sum of every token account's balance of `mint`, wherever it is. */
  totalHeld(mint: Address): bigint {
    let total = 0n;
    for (const account of this.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
      const data = account.data as Uint8Array;
      if (data.length === 165 && account.address !== mint && this.mintOf(data) === mint) total += tokenAccountAmount(data);
    }
    return total;
  }

  private mintOf(data: Uint8Array): Address {
    return addressDecoder.decode(data.subarray(0, 32));
  }

  pool(key: Address): PoolState & { address: Address } {
    return { ...decodePoolState(this.data(key)), address: key };
  }

  curve(key: Address): CurveState & { address: Address } {
    return { ...decodeCurveState(this.data(key)), address: key };
  }
}
