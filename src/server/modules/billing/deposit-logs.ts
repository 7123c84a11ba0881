// Reads the USDT transfers to deposit addresses in a block range, in the form public providers
// answer: filtered by the indexed `to` topic (a few hundred addresses per request, so a busy
// chain's other transfers never count against a provider's result limit), over a block span that
// halves whenever a read is refused (down to one block) and doubles back after each good read, so
// a watcher far behind after an outage catches up instead of asking for the same refused range.
import { eq } from 'drizzle-orm';
import { type Address, parseAbiItem } from 'viem';
import type { Db } from '../../db/database.ts';
import { depositAddresses } from '../../db/schema/index.ts';
import type { ChainTools } from '../wallets/wallet-chains.ts';
import type { BillingChain } from './billing-chains.ts';
import type { DepositLog } from './deposit-credits.ts';
import { unitsToMicros } from './money.ts';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Addresses per eth_getLogs request: each is one entry of the `to` topic. */
const ADDRESSES_PER_READ = 200;
/** Blocks per request at most (public endpoints commonly cap the range). */
export const MAX_BLOCKS_PER_READ = 2_000;

/** The block span a chain's reads currently use, per process. */
const spans = new Map<string, number>();

/** The chain's deposit addresses (lower case) and their owners. */
async function ownersOn(db: Db, chain: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ address: depositAddresses.address, userId: depositAddresses.userId })
    .from(depositAddresses)
    .where(eq(depositAddresses.chain, chain));
  return new Map(rows.map((row) => [row.address, row.userId]));
}

async function readRange(
  tools: ChainTools,
  chain: BillingChain,
  owners: Map<string, number>,
  from: number,
  to: number,
): Promise<DepositLog[]> {
  const addresses = [...owners.keys()] as Address[];
  const found: DepositLog[] = [];
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_READ) {
    const logs = await tools.wallet.client.getLogs({
      address: chain.usdt,
      event: TRANSFER,
      args: { to: addresses.slice(start, start + ADDRESSES_PER_READ) },
      fromBlock: BigInt(from),
      toBlock: BigInt(to),
    });
    for (const log of logs) {
      const address = log.args.to!.toLowerCase();
      const userId = owners.get(address);
      if (userId === undefined || !log.args.value) continue;
      found.push({
        chain: chain.key,
        userId,
        txHash: log.transactionHash!,
        logIndex: log.logIndex!,
        blockNumber: Number(log.blockNumber),
        address,
        amountUnits: log.args.value,
        amountMicros: unitsToMicros(log.args.value, chain.usdtDecimals),
      });
    }
  }
  return found.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
}

/**
 * Reads [from, to] chunk by chunk, handing each chunk's deposits to `onChunk` in block order before
 * the next is read; throws only when a single block cannot be read.
 */
export async function eachDepositChunk(
  db: Db,
  tools: ChainTools,
  chain: BillingChain,
  from: number,
  to: number,
  onChunk: (logs: DepositLog[], through: number) => Promise<void>,
): Promise<void> {
  if (to < from) return;
  // Read once, after the caller read the head: an address made later can only receive transfers
  // mined after that head, which this pass does not read.
  const owners = await ownersOn(db, chain.key);
  let start = from;
  while (start <= to) {
    const span = spans.get(chain.key) ?? MAX_BLOCKS_PER_READ;
    const end = Math.min(to, start + span - 1);
    let logs: DepositLog[];
    try {
      logs = owners.size === 0 ? [] : await readRange(tools, chain, owners, start, end);
    } catch (error) {
      if (span === 1) throw error;
      spans.set(chain.key, Math.max(1, Math.floor(span / 2)));
      continue;
    }
    spans.set(chain.key, Math.min(MAX_BLOCKS_PER_READ, span * 2));
    await onChunk(logs, end);
    start = end + 1;
  }
}
