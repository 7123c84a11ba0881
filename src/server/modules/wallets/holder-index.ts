// The holder index of a token (token_holders): the chain's Transfer events say who has held it;
// each address they name is then asked its balance (balanceOf, batched), so the index is exact for
// every address seen, even where the node no longer serves old events. A scan goes on from where
// the last one stopped; the sandbox chain is read from its first block, a public chain from the
// last HISTORY_BLOCKS. The caller's own wallets are always included.
import { and, eq, sql } from 'drizzle-orm';
import { type Address, erc20Abi, parseAbiItem } from 'viem';
import type { Db } from '../../db/database.ts';
import { holderScans, tokenHolders } from '../../db/schema/index.ts';
import type { ChainTools } from './wallet-chains.ts';

/** Blocks per eth_getLogs request (public endpoints commonly cap the range). */
const LOG_RANGE = 5_000n;
/** How far back a public chain's first scan reaches. */
const HISTORY_BLOCKS = 50_000n;
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const ZERO = '0x0000000000000000000000000000000000000000';

export type ScanRow = typeof holderScans.$inferSelect;

const scans = new Map<string, Promise<ScanRow>>();

/** Brings the token's index up to the chain's latest block; one scan per token at a time. */
export function scanHolders(
  db: Db,
  tools: ChainTools,
  token: Address,
  meta: { symbol: string; decimals: number },
  alsoAddresses: string[],
) {
  const key = `${tools.chain.key}:${token.toLowerCase()}`;
  const running = scans.get(key);
  if (running) return running;
  const run = scan(db, tools, token.toLowerCase() as Address, meta, alsoAddresses).finally(() => scans.delete(key));
  scans.set(key, run);
  return run;
}

async function scan(
  db: Db,
  tools: ChainTools,
  token: Address,
  meta: { symbol: string; decimals: number },
  alsoAddresses: string[],
): Promise<ScanRow> {
  const chain = tools.chain.key;
  const client = tools.wallet.client;
  const [saved] = await db
    .select()
    .from(holderScans)
    .where(and(eq(holderScans.chain, chain), eq(holderScans.token, token)));
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const simulated = tools.venues.some((venue) => venue.simulated);
  const start = saved ? BigInt(saved.toBlock) + 1n : simulated || latest < HISTORY_BLOCKS ? 0n : latest - HISTORY_BLOCKS;
  const lastChange = new Map<string, bigint>();
  for (let from = start; from <= latest; from += LOG_RANGE) {
    const to = from + LOG_RANGE - 1n < latest ? from + LOG_RANGE - 1n : latest;
    const logs = await client.getLogs({ address: token, event: TRANSFER, fromBlock: from, toBlock: to });
    for (const log of logs)
      for (const party of [log.args.from, log.args.to]) if (party && party !== ZERO) lastChange.set(party.toLowerCase(), log.blockNumber);
  }
  for (const address of alsoAddresses) if (!lastChange.has(address)) lastChange.set(address, -1n);
  const addresses = [...lastChange.keys()];
  const balances = await Promise.all(
    addresses.map((address) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] }),
    ),
  );
  const blocks = [...new Set([...lastChange.values()].filter((block) => block >= 0n))];
  const times = new Map(
    await Promise.all(
      blocks.map(async (block) => [block, Number((await client.getBlock({ blockNumber: block })).timestamp) * 1000] as const),
    ),
  );
  const now = new Date();
  const rows = addresses.map((address, index) => {
    const block = lastChange.get(address)!;
    return {
      chain,
      token,
      address,
      balance: balances[index]!.toString(),
      updatedBlock: Number(block >= 0n ? block : latest),
      updatedAt: block >= 0n ? new Date(times.get(block)!) : now,
    };
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 250)
      await tx
        .insert(tokenHolders)
        .values(rows.slice(i, i + 250))
        .onConflictDoUpdate({
          target: [tokenHolders.chain, tokenHolders.token, tokenHolders.address],
          // A wallet only re-read (no new event) keeps the time of its last change.
          set: {
            balance: sql`excluded.balance`,
            updatedBlock: sql`greatest(${tokenHolders.updatedBlock}, excluded.updated_block)`,
            updatedAt: sql`case when excluded.updated_block > ${tokenHolders.updatedBlock} then excluded.updated_at else ${tokenHolders.updatedAt} end`,
          },
        });
    await tx
      .insert(holderScans)
      .values({ chain, token, symbol: meta.symbol, decimals: meta.decimals, fromBlock: Number(start), toBlock: Number(latest) })
      .onConflictDoUpdate({ target: [holderScans.chain, holderScans.token], set: { toBlock: Number(latest) } });
  });
  const [row] = await db
    .select()
    .from(holderScans)
    .where(and(eq(holderScans.chain, chain), eq(holderScans.token, token)));
  return row!;
}
