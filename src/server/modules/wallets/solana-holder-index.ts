// The holder index of a Solana token (token_holders): every token account of the mint, read in one
// getProgramAccounts call (the SPL Token program's accounts of 165 bytes whose first 32 bytes are
// the mint), summed per owner. A Solana network keeps no transfer log to scan, so each read is a
// full snapshot at its slot: an owner whose balance changed since the last read gets the slot and
// time of this read, one no longer holding any drops to nothing, and the caller's own wallets are
// always listed. Token-2022 mints are not read.
import { getMintDecoder, getMintSize, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { type Address, type Base58EncodedBytes, fetchEncodedAccount, isAddress } from '@solana/kit';
import { and, eq, sql } from 'drizzle-orm';
import { TOKEN_ACCOUNT_SIZE } from '../../../engine/wallets/solana/transfer-groups.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { holderScans, tokenHolders } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ScanRow } from './holder-index.ts';
import type { SolanaChainTools } from './solana-wallet-chain.ts';

/**
 * The mint's decimals and supply, and its symbol where the network's venues or the user name it (a
 * mint carries none: otherwise its address, shortened); 4111 when the address holds no mint.
 */
export async function solanaTokenFacts(tools: SolanaChainTools, mint: Address, known: { key: string; symbol: string }[]) {
  const missing = () => new ApiError(CODE.tokenNotFound, 'code.4111', { params: { chain: tools.network.name } });
  if (!isAddress(mint)) throw missing();
  const account = await fetchEncodedAccount(tools.rpc, mint);
  if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== getMintSize()) throw missing();
  const { decimals, supply } = getMintDecoder().decode(account.data);
  const symbol = known.find((token) => token.key === mint)?.symbol ?? `${mint.slice(0, 4)}…${mint.slice(-4)}`;
  return { symbol, decimals, supply };
}

const scans = new Map<string, Promise<ScanRow>>();

/** Reads the mint's holders now; one read per mint at a time. */
export function scanSolanaHolders(
  db: Db,
  tools: SolanaChainTools,
  mint: Address,
  meta: { symbol: string; decimals: number },
  alsoAddresses: string[],
): Promise<ScanRow> {
  const key = `${tools.network.key}:${mint}`;
  const running = scans.get(key);
  if (running) return running;
  const run = snapshot(db, tools, mint, meta, alsoAddresses).finally(() => scans.delete(key));
  scans.set(key, run);
  return run;
}

async function snapshot(
  db: Db,
  tools: SolanaChainTools,
  mint: Address,
  meta: { symbol: string; decimals: number },
  alsoAddresses: string[],
): Promise<ScanRow> {
  const chain = tools.network.key;
  const { context, value: accounts } = await tools.rpc
    .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
      encoding: 'base64',
      withContext: true,
      filters: [
        { dataSize: BigInt(TOKEN_ACCOUNT_SIZE) },
        { memcmp: { offset: 0n, bytes: mint as string as Base58EncodedBytes, encoding: 'base58' } },
      ],
    })
    .send();
  const slot = Number(context.slot);
  const held = new Map<string, bigint>(alsoAddresses.map((owner) => [owner, 0n]));
  const decoder = getTokenDecoder();
  for (const { account } of accounts) {
    const token = decoder.decode(Buffer.from(account.data[0], 'base64'));
    held.set(token.owner, (held.get(token.owner) ?? 0n) + token.amount);
  }
  // Owners of the last read that hold none now drop to nothing.
  const before = new Map(
    (
      await db
        .select({ address: tokenHolders.address, balance: tokenHolders.balance })
        .from(tokenHolders)
        .where(and(eq(tokenHolders.chain, chain), eq(tokenHolders.token, mint)))
    ).map((row) => [row.address, BigInt(row.balance)]),
  );
  for (const [owner, balance] of before) if (balance > 0n && !held.has(owner)) held.set(owner, 0n);
  const now = new Date();
  // Only a balance that changed (or a new owner) takes this read's slot and time.
  const rows = [...held]
    .filter(([address, balance]) => before.get(address) !== balance)
    .map(([address, balance]) => ({
      chain,
      token: mint as string,
      address,
      balance: balance.toString(),
      updatedBlock: slot,
      updatedAt: now,
    }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 250)
      await tx
        .insert(tokenHolders)
        .values(rows.slice(i, i + 250))
        .onConflictDoUpdate({
          target: [tokenHolders.chain, tokenHolders.token, tokenHolders.address],
          set: { balance: sql`excluded.balance`, updatedBlock: sql`excluded.updated_block`, updatedAt: sql`excluded.updated_at` },
        });
    await tx
      .insert(holderScans)
      .values({ chain, token: mint, symbol: meta.symbol, decimals: meta.decimals, fromBlock: slot, toBlock: slot })
      .onConflictDoUpdate({ target: [holderScans.chain, holderScans.token], set: { toBlock: slot } });
  });
  const [row] = await db
    .select()
    .from(holderScans)
    .where(and(eq(holderScans.chain, chain), eq(holderScans.token, mint)));
  return row!;
}
