// Reads each billing chain's USDT Transfer events to deposit addresses (spec §1; decisions.md
// "Money"): blocks with enough confirmations are credited, newer ones shown as collecting. The
// cursor moves only after the blocks before it are credited, so a crash re-reads them and the
// credits' idempotency keys leave the ledger as it was.
import { eq } from 'drizzle-orm';
import { type Address, parseAbiItem } from 'viem';
import type { Db } from '../../db/database.ts';
import { billingCursors } from '../../db/schema/index.ts';
import type { BillingChain } from './billing-chains.ts';
import { creditDeposit, type DepositLog, failVanished, noteCollecting } from './deposit-credits.ts';
import { ownersOf } from './deposit-addresses.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import { unitsToMicros } from './money.ts';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Blocks per eth_getLogs request (public endpoints commonly cap the range). */
const BLOCKS_PER_READ = 2_000;

async function depositLogs(db: Db, tools: ChainTools, chain: BillingChain, from: number, to: number): Promise<DepositLog[]> {
  if (to < from) return [];
  const logs = await tools.wallet.client.getLogs({
    address: chain.usdt as Address,
    event: TRANSFER,
    fromBlock: BigInt(from),
    toBlock: BigInt(to),
  });
  const owners = await ownersOf(db, chain.key, [...new Set(logs.map((log) => log.args.to!.toLowerCase()))]);
  return logs.flatMap((log) => {
    const address = log.args.to!.toLowerCase();
    const userId = owners.get(address);
    if (userId === undefined || !log.args.value) return [];
    return [
      {
        chain: chain.key,
        userId,
        txHash: log.transactionHash!,
        logIndex: log.logIndex!,
        blockNumber: Number(log.blockNumber),
        address,
        amountUnits: log.args.value,
        amountMicros: unitsToMicros(log.args.value, chain.usdtDecimals),
      },
    ];
  });
}

/** One pass over a chain; answers how many deposits it credited. */
export async function watchDeposits(db: Db, tools: ChainTools, chain: BillingChain, now: () => number): Promise<number> {
  const [cursor] = await db.select().from(billingCursors).where(eq(billingCursors.chain, chain.key));
  if (!cursor) return 0;
  const head = Number(await tools.wallet.client.getBlockNumber());
  const confirmed = head - chain.confirmations + 1;
  let credited = 0;
  for (let from = cursor.block + 1; from <= confirmed; from += BLOCKS_PER_READ) {
    const to = Math.min(confirmed, from + BLOCKS_PER_READ - 1);
    for (const log of await depositLogs(db, tools, chain, from, to)) if (await creditDeposit(db, log, now())) credited++;
    await failVanished(db, chain.key, to, now());
    await db.update(billingCursors).set({ block: to }).where(eq(billingCursors.chain, chain.key));
  }
  for (const log of await depositLogs(db, tools, chain, Math.max(cursor.block, confirmed) + 1, head)) await noteCollecting(db, log, now());
  return credited;
}
