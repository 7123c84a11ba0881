// Demo funds for a new main wallet on the embedded sandbox Solana network: SOL and every token its
// venues list, sent by the network's funded wallet (which holds the genesis tokens), each recipient
// account made as the transfer needs it, in as few transactions as the size limit allows.
import type { Address } from '@solana/kit';
import { parseUnits } from 'viem';
import { packInstructionGroups } from '../../../engine/wallets/solana/pack-transfers.ts';
import { sendTransferBatches } from '../../../engine/wallets/solana/send-transfer-batches.ts';
import { allocationGroups, type SolanaAsset } from '../../../engine/wallets/solana/transfer-groups.ts';
import { solanaSigner } from '../../../engine/wallets/solana-keys.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken } from '../../../shared/contracts/wallet/wallet-view.ts';
import { FAUCET_NATIVE, FAUCET_TOKEN } from './sandbox-faucet.ts';
import type { SolanaChainTools } from './solana-wallet-chain.ts';

export async function fundFromSolanaFaucet(
  tools: SolanaChainTools,
  faucetSecret: string,
  to: Address,
  tokens: WalletToken[],
): Promise<void> {
  const from = await solanaSigner(faucetSecret);
  const groups = [];
  for (const token of tokens) {
    const asset: SolanaAsset = token.key === NATIVE_TOKEN ? 'SOL' : { mint: token.key as Address, decimals: token.decimals };
    const amount = parseUnits(token.key === NATIVE_TOKEN ? FAUCET_NATIVE : FAUCET_TOKEN, token.decimals);
    // A new wallet has no token account yet; making it is idempotent anyway.
    const plan = await allocationGroups({ from, asset, legs: [{ to, amount }], hasTokenAccount: () => false });
    groups.push(...plan.groups);
  }
  const { value: lifetime } = await tools.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  await sendTransferBatches(
    { rpc: tools.rpc, feePayer: from, ...(tools.subscriptions ? { subscriptions: tools.subscriptions } : {}) },
    packInstructionGroups(from, groups, lifetime),
  );
}
