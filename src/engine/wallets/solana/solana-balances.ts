// SOL and one token's balance for many Solana wallets in a few calls: getMultipleAccounts takes
// 100 addresses a call, so a thousand wallets' SOL is ten calls and their token accounts ten more.
// A wallet with no token account holds none of the token (and needs its account made to receive).
import { type Address, type GetMultipleAccountsApi, getBase64Encoder, type Rpc } from '@solana/kit';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { tokenAccountOf } from './transfer-groups.ts';

const PER_CALL = 100;

export interface SolanaWalletBalance {
  lamports: bigint;
  /** The token's amount in base units, or null when the wallet has no token account for it. */
  token: bigint | null;
}

async function accounts(rpc: Rpc<GetMultipleAccountsApi>, addresses: readonly Address[]) {
  const found: ({ lamports: bigint; data: Uint8Array } | null)[] = [];
  for (let at = 0; at < addresses.length; at += PER_CALL) {
    const { value } = await rpc.getMultipleAccounts(addresses.slice(at, at + PER_CALL), { encoding: 'base64' }).send();
    for (const account of value)
      found.push(account ? { lamports: account.lamports, data: new Uint8Array(getBase64Encoder().encode(account.data[0])) } : null);
  }
  return found;
}

/** The token amount of an SPL token account: bytes 64 to 72, little-endian. */
const tokenAmount = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true);

export async function readSolanaBalances(
  rpc: Rpc<GetMultipleAccountsApi>,
  owners: readonly Address[],
  mint?: Address,
): Promise<Map<Address, SolanaWalletBalance>> {
  const wallets = await accounts(rpc, owners);
  const tokenAccounts = mint ? await accounts(rpc, await Promise.all(owners.map((owner) => tokenAccountOf(owner, mint)))) : [];
  return new Map(
    owners.map((owner, i) => {
      const tokenAccount = tokenAccounts[i];
      return [owner, { lamports: wallets[i]?.lamports ?? 0n, token: mint ? (tokenAccount ? tokenAmount(tokenAccount.data) : null) : null }];
    }),
  );
}

/**
 * Each owner's balance of each token, in base units: "native" for SOL (lamports), a mint's address
 * for its token (the owner's associated token account; none held where that account is missing).
 */
export async function readSolanaBalanceTable(
  rpc: Rpc<GetMultipleAccountsApi>,
  owners: readonly Address[],
  tokens: readonly string[],
): Promise<Map<Address, Map<string, bigint>>> {
  const table = new Map(owners.map((owner) => [owner, new Map<string, bigint>()]));
  for (const token of tokens) {
    const read =
      token === NATIVE_TOKEN
        ? await accounts(rpc, owners)
        : await accounts(rpc, await Promise.all(owners.map((owner) => tokenAccountOf(owner, token as Address))));
    owners.forEach((owner, i) => {
      const account = read[i];
      table.get(owner)!.set(token, token === NATIVE_TOKEN ? (account?.lamports ?? 0n) : account ? tokenAmount(account.data) : 0n);
    });
  }
  return table;
}
