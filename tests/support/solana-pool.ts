// A project's new token on a Solana network, as its team would make it over RPC: a mint with the
// whole supply in the creator's account, and a pool of it against wrapped SOL on one of the sandbox
// program's DEX labels, with the creator's opening liquidity.
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getSyncNativeInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { findPoolAddress, getCreatePoolInstruction } from '../../src/engine/connectors/solana/amm-program/amm-client.ts';
import type { DexLabel } from '../../src/engine/connectors/solana/amm-program/amm-labels.ts';

const WRAPPED_SOL = 'So11111111111111111111111111111111111111112' as Address;

export interface NewTokenPool {
  mint: Address;
  pool: Address;
}

/** Sends `instructions` paid by `payer` and waits for their confirmation. */
async function send(rpcUrl: string, wsUrl: string, payer: KeyPairSigner, instructions: Instruction[]): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl);
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const signed = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(payer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  );
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(wsUrl) })(signed as never, {
    commitment: 'confirmed',
  });
  return getSignatureFromTransaction(signed);
}

/**
 * A new mint of `decimals` with `supply` base units to `creator`, and its pool on `label` holding
 * `tokens` base units against `lamports` of wrapped SOL. `creator` must hold the SOL.
 */
export async function createTokenWithSolPool(
  network: { rpcUrl: string; wsUrl: string },
  creator: KeyPairSigner,
  options: { decimals: number; supply: bigint; tokens: bigint; lamports: bigint; label: DexLabel; feeBps: number },
): Promise<NewTokenPool> {
  const rpc = createSolanaRpc(network.rpcUrl);
  const mint = await generateKeyPairSigner();
  const ata = async (owner: Address, of: Address) =>
    (await findAssociatedTokenPda({ owner, mint: of, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];
  const tokenAccount = await ata(creator.address, mint.address);
  const solAccount = await ata(creator.address, WRAPPED_SOL);
  const space = BigInt(getMintSize());
  const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
  await send(network.rpcUrl, network.wsUrl, creator, [
    getCreateAccountInstruction({ payer: creator, newAccount: mint, lamports: rent, space, programAddress: TOKEN_PROGRAM_ADDRESS }),
    getInitializeMint2Instruction({ mint: mint.address, decimals: options.decimals, mintAuthority: creator.address }),
    getCreateAssociatedTokenIdempotentInstruction({ payer: creator, ata: tokenAccount, owner: creator.address, mint: mint.address }),
    getMintToInstruction({ mint: mint.address, token: tokenAccount, mintAuthority: creator, amount: options.supply }),
    getCreateAssociatedTokenIdempotentInstruction({ payer: creator, ata: solAccount, owner: creator.address, mint: WRAPPED_SOL }),
    getTransferSolInstruction({ source: creator, destination: solAccount, amount: options.lamports }),
    getSyncNativeInstruction({ account: solAccount }),
  ]);
  await send(network.rpcUrl, network.wsUrl, creator, [
    await getCreatePoolInstruction({
      creator,
      mintA: mint.address,
      mintB: WRAPPED_SOL,
      label: options.label,
      feeBps: options.feeBps,
      creatorTokenA: tokenAccount,
      creatorTokenB: solAccount,
      amountA: options.tokens,
      amountB: options.lamports,
    }),
  ]);
  return { mint: mint.address, pool: await findPoolAddress(mint.address, WRAPPED_SOL, options.label) };
}
