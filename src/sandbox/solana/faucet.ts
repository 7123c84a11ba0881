// requestAirdrop's faucet: a funded keypair of the seed's world that pays airdrops with ordinary
// signed transfers, as solana-test-validator's faucet does, so an airdrop lands, is journaled and
// confirms like any transaction. Each transfer carries a memo with a random tag: two airdrops of
// the same amount to the same wallet with one blockhash would otherwise be the same transaction,
// and the second would be refused as already processed.
import { randomUUID } from 'node:crypto';
import { getTransferSolInstruction } from '@solana-program/system';
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner, lamports } from '@solana/kit';
import type { SeededKeypair } from './seeded-keys.ts';
import { RpcError } from './rpc-error.ts';
import { sendAs } from './signed-by.ts';
import type { SvmNode } from './svm-node.ts';

const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address;

export class Faucet {
  private signer: Promise<KeyPairSigner> | undefined;

  constructor(
    private readonly node: SvmNode,
    private readonly keypair: SeededKeypair,
  ) {}

  get address(): Address {
    return this.keypair.address;
  }

  /** Sends `amount` lamports to `recipient` and answers the transaction's signature. */
  async airdrop(recipient: Address, amount: bigint): Promise<string> {
    if (amount <= 0n) throw new RpcError(-32602, 'Invalid params: the airdrop amount must be positive');
    if (amount > this.node.getBalance(this.keypair.address)) throw new RpcError(-32603, 'airdrop request failed: the faucet has run dry');
    this.signer ??= createKeyPairSignerFromPrivateKeyBytes(this.keypair.privateKey);
    const faucet = await this.signer;
    const memo = { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode(`sandbox airdrop ${randomUUID()}`) };
    return sendAs(this.node, faucet, [
      getTransferSolInstruction({ source: faucet, destination: recipient, amount: lamports(amount) }),
      memo,
    ]);
  }
}
