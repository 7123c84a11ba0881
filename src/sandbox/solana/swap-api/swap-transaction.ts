// The unsigned transaction a swap API hands back, as Jupiter's and Raydium's do: a v0 transaction
// whose fee payer is the user, with the compute budget, the token accounts the swap needs (made
// idempotently, so a second swap does not fail on an existing one), SOL wrapped into and unwrapped
// out of the user's wrapped-SOL account when asked, and the program's swap with the route's
// minimum output. The user signs it; the API never holds a key.
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSyncNativeInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getSwapInstruction } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import type { DirectRoute } from './direct-routes.ts';

export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112' as Address;

/**
 * Compute units a one-hop swap transaction is given: the program's swap (about 10k with its two
 * token transfers), up to two token accounts made (about 25k each) and the wrap or unwrap, with room.
 */
export const SWAP_COMPUTE_UNIT_LIMIT = 120_000;

export interface SwapTransactionRequest {
  route: DirectRoute;
  user: Address;
  /** Wrap SOL paid in and unwrap SOL paid out (Jupiter's wrapAndUnwrapSol, Raydium's wrapSol/unwrapSol). */
  wrapSol: boolean;
  unwrapSol: boolean;
  /** Micro-lamports per compute unit; 0 adds no price instruction. */
  computeUnitPrice: bigint;
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint };
}

const ata = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

export async function buildSwapTransaction(
  request: SwapTransactionRequest,
): Promise<{ base64: string; computeUnitLimit: number; priorityFeeLamports: bigint }> {
  const { route, user } = request;
  // The user signs later: a no-op signer only marks their account as a signer in the message.
  const signer = createNoopSigner(user);
  const source = await ata(user, route.inputMint);
  const destination = await ata(user, route.outputMint);
  const makeAccount = (account: Address, mint: Address) =>
    getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: account, owner: user, mint });
  const wrapsIn = request.wrapSol && route.inputMint === WRAPPED_SOL_MINT;
  const unwrapsOut = request.unwrapSol && route.outputMint === WRAPPED_SOL_MINT;

  const instructions: Instruction[] = [getSetComputeUnitLimitInstruction({ units: SWAP_COMPUTE_UNIT_LIMIT })];
  if (request.computeUnitPrice > 0n) instructions.push(getSetComputeUnitPriceInstruction({ microLamports: request.computeUnitPrice }));
  if (wrapsIn) {
    instructions.push(
      makeAccount(source, WRAPPED_SOL_MINT),
      getTransferSolInstruction({ source: signer, destination: source, amount: route.inAmount }),
      getSyncNativeInstruction({ account: source }),
    );
  }
  instructions.push(
    makeAccount(destination, route.outputMint),
    getSwapInstruction({
      pool: {
        address: route.pool.address,
        vaultA: route.pool.state.vaultA,
        vaultB: route.pool.state.vaultB,
        authority: route.pool.state.authority,
      },
      user: signer,
      userSource: source,
      userDestination: destination,
      amountIn: route.inAmount,
      minOut: route.minOut,
      aToB: route.aToB,
    }),
  );
  // Closing the wrapped-SOL account hands its SOL (and its rent) back as plain SOL.
  if (wrapsIn) instructions.push(getCloseAccountInstruction({ account: source, destination: user, owner: signer }));
  if (unwrapsOut) instructions.push(getCloseAccountInstruction({ account: destination, destination: user, owner: signer }));

  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(user, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(request.blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const priorityFeeLamports = (request.computeUnitPrice * BigInt(SWAP_COMPUTE_UNIT_LIMIT) + 999_999n) / 1_000_000n;
  return {
    base64: getBase64EncodedWireTransaction(compileTransaction(message)),
    computeUnitLimit: SWAP_COMPUTE_UNIT_LIMIT,
    priorityFeeLamports,
  };
}
