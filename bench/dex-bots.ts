// 100 DEX Volume bots (shua_dex), each trading from its own wallet group of 20 funded, approved
// trading wallets (2,000 wallets), on the in-process sandbox chain (a block every 250 ms, its
// simulated traders off), with the real runner, the DEX strategies, the swap sender and the wallet
// module's journalled sender on PGlite, wired as the server wires them. The bots are spread over the
// sandbox's four pools and swap every 1-2 s each. The wallets are funded the fast way: the
// deployer's transfers and each wallet's approvals are signed locally with explicit nonces and sent
// straight to the node, then mined in as few blocks as the gas limit allows.
// Prints swaps mined per second (dex_swaps settled 'done' within the measured window), the lag
// between a tick's due time and its start (p50/p99/max, from the runner's TickMetrics hook) and the
// process's RSS. The chain runs on the same event loop as the runner, as in embedded mode.
// `npm run bench -- dex-bots`, or alone: `node --import tsx bench/dex-bots.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { type Address, encodeFunctionData, erc20Abi, type Hex, keccak256, maxUint256, parseUnits, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { systemClock } from '../src/engine/clock.ts';
import { BotRunner } from '../src/engine/runner/runner.ts';
import { STRATEGIES } from '../src/engine/strategies/index.ts';
import { type SandboxChain, startSandboxChain } from '../src/sandbox/chain/sandbox-chain.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { dexSwaps, robots, users, walletGroups, wallets } from '../src/server/db/schema/index.ts';
import { SANDBOX_CHAIN_KEY, sandboxDexVenue } from '../src/server/embedded/sandbox-dex-venue.ts';
import { dexAccess } from '../src/server/modules/robots/dex-access.ts';
import { dexSwapStore } from '../src/server/modules/robots/dex-swap-store.ts';
import { RobotStore } from '../src/server/modules/robots/robot-store.ts';
import { sendJournal } from '../src/server/modules/wallets/send-journal.ts';
import { WalletChains } from '../src/server/modules/wallets/wallet-chains.ts';
import { sealKey } from '../src/server/modules/wallets/wallet-keys.ts';
import type { WalletServices } from '../src/server/modules/wallets/wallet-services.ts';
import { SecretBox } from '../src/server/security/secret-box.ts';
import { createVenueServices } from '../src/server/venues/venue-services.ts';
import { parseBotParams } from '../src/shared/bots/catalogue.ts';

const BOTS = 100;
const WALLETS_PER_BOT = 20;
const BLOCK_MS = 250;
const WARM_UP_MS = 10_000;
const MEASURE_MS = 60_000;
const GAS_PRICE = 1_000_000_000n;
const TOKEN_GAS = 80_000n;

/**
 * The sandbox's pools, a quarter of the bots on each: the pair as the venue lists it, a swap's
 * size in the quote, and what each wallet is given of each token besides 2 BNB for gas (the base
 * too, so a sell of what a buy just brought in never falls short by a rounding).
 */
const MARKETS = [
  { base: 'CAKE', quote: 'BNB', single: 0.01, funds: { CAKE: '100' } },
  { base: 'BNB', quote: 'USDT', single: 6, funds: { USDT: '500' } },
  { base: 'DEMO', quote: 'USDT', single: 6, funds: { DEMO: '1000', USDT: '500' } },
  { base: 'ALPHA', quote: 'USDT', single: 6, funds: { ALPHA: '1000', USDT: '500' } },
] as const;
const NATIVE_FUNDS = parseUnits('2', 18);

export interface DexBotsResult {
  bots: number;
  wallets: number;
  blockIntervalMs: number;
  setupSeconds: number;
  seconds: number;
  swapsSent: number;
  swapsDone: number;
  swapsFailed: number;
  swapsPerSecond: number;
  /** From the swap's record (before it is signed) to its settlement from the receipt. */
  swapLatencyP50Ms: number;
  swapLatencyP99Ms: number;
  blocks: number;
  ticks: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  rssMb: number;
  /** RSS once the chain is set up and the wallets funded, before the bots start. */
  rssBeforeBotsMb: number;
  heapUsedMb: number;
  runnerErrors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Signs each transaction locally with its explicit nonce, sends it to the node, and mines until every one is in. */
async function sendAndMine(
  chain: SandboxChain,
  txs: Array<{ key: Hex; nonce: number; to: Address; value?: bigint; data?: Hex; gas: bigint }>,
) {
  const accounts = new Map<Hex, ReturnType<typeof privateKeyToAccount>>();
  const hashes: Hex[] = [];
  for (const tx of txs) {
    const account = accounts.get(tx.key) ?? privateKeyToAccount(tx.key);
    accounts.set(tx.key, account);
    const raw = await account.signTransaction({
      chainId: chain.chainId,
      type: 'legacy',
      nonce: tx.nonce,
      gas: tx.gas,
      gasPrice: GAS_PRICE,
      to: tx.to,
      value: tx.value ?? 0n,
      ...(tx.data ? { data: tx.data } : {}),
    });
    hashes.push((await chain.node.request('eth_sendRawTransaction', [raw])) as Hex);
  }
  // A block that takes nothing means nothing is left waiting.
  while ((await chain.mine()).transactions.length > 0);
  const failed: Hex[] = [];
  for (const hash of hashes) {
    const receipt = (await chain.node.request('eth_getTransactionReceipt', [hash])) as { status: Hex } | null;
    if (receipt?.status !== '0x1') failed.push(hash);
  }
  if (failed.length > 0) throw new Error(`${failed.length} of ${hashes.length} set-up transactions failed (first ${failed[0]})`);
}

export async function run(options: { print?: boolean; measureMs?: number } = {}): Promise<DexBotsResult> {
  const print = options.print ?? true;
  const measureMs = options.measureMs ?? MEASURE_MS;
  const dir = mkdtempSync(join(tmpdir(), 'bench-dex-bots-'));
  const setupStarted = performance.now();
  const chain = await startSandboxChain({
    dataDir: join(dir, 'chain'),
    seed: 'dex-bots bench',
    swappers: false,
    blockIntervalMs: BLOCK_MS,
  });
  const venues = createVenueServices({ includeCcxt: false });
  const venue = sandboxDexVenue(chain);
  venues.dex.register(venue);
  const database = await openDatabase({});
  const db = database.db;
  const secretBox = new SecretBox([randomBytes(32)]);
  const chains = new WalletChains(venues, sendJournal(db));
  let runner: BotRunner | null = null;
  const keepAlive = setInterval(() => undefined, 1000);
  try {
    const token = (symbol: string) => {
      const found = venue.tokens.find((entry) => entry.symbol === symbol);
      if (!found) throw new Error(`no ${symbol} on the sandbox DEX`);
      return found.address;
    };

    // 2,000 wallets: keys from the bench's seed, each bot's twenty funded for its market.
    const keys = Array.from({ length: BOTS * WALLETS_PER_BOT }, (_, i) => keccak256(toHex(`dex-bots bench wallet ${i}`)));
    const marketOf = (botIndex: number) => MARKETS[botIndex % MARKETS.length]!;
    const deployerNonce = Number(
      await chain.node.request('eth_getTransactionCount', [privateKeyToAccount(chain.privateKey).address, 'pending']),
    );
    const funding: Parameters<typeof sendAndMine>[1] = [];
    const approvals: Parameters<typeof sendAndMine>[1] = [];
    keys.forEach((key, i) => {
      const market = marketOf(Math.floor(i / WALLETS_PER_BOT));
      const to = privateKeyToAccount(key).address;
      funding.push({ key: chain.privateKey, nonce: deployerNonce + funding.length, to, value: NATIVE_FUNDS, gas: 21_000n });
      Object.entries(market.funds).forEach(([symbol, amount], n) => {
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] });
        funding.push({ key: chain.privateKey, nonce: deployerNonce + funding.length, to: token(symbol), data, gas: TOKEN_GAS });
        const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.contracts.router, maxUint256] });
        approvals.push({ key, nonce: n, to: token(symbol), data: approve, gas: TOKEN_GAS });
      });
    });
    await sendAndMine(chain, funding);
    await sendAndMine(chain, approvals);

    const [user] = await db
      .insert(users)
      .values({ userName: 'dexbench', email: 'dexbench@example.com', passwordHash: 'x', availableUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    const groups = await db
      .insert(walletGroups)
      .values(Array.from({ length: BOTS }, (_, i) => ({ userId: user!.id, chain: SANDBOX_CHAIN_KEY, name: `bot ${i}` })))
      .returning({ id: walletGroups.id });
    const walletRows = keys.map((key, i) => {
      const address = privateKeyToAccount(key).address.toLowerCase();
      return {
        userId: user!.id,
        chain: SANDBOX_CHAIN_KEY,
        role: 'trading',
        address,
        sealedKey: sealKey(secretBox, address, key),
        source: 'imported',
        groupId: groups[Math.floor(i / WALLETS_PER_BOT)]!.id,
      };
    });
    for (let start = 0; start < walletRows.length; start += 500) await db.insert(wallets).values(walletRows.slice(start, start + 500));
    const botRows = groups.map((group, i) => {
      const market = marketOf(i);
      const parsed = parseBotParams('shua_dex', {
        wallet_group_id: group.id,
        target_volume: 1_000_000,
        single_amount: market.single,
        slippage_percent: 2,
        interval_min: 1,
        interval_max: 2,
      });
      if (!parsed.success) throw new Error(`shua_dex: ${JSON.stringify(parsed.error.issues)}`);
      return {
        userId: user!.id,
        kind: 'shua_dex',
        web: venue.id,
        base: market.base,
        quote: market.quote,
        params: parsed.data as object,
        status: 'running',
        startedAt: new Date(),
      };
    });
    await db.insert(robots).values(botRows);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    if (print) console.log(`  set up in ${Math.round(setupSeconds)} s: ${keys.length} wallets funded and approved, ${BOTS} bots`);

    const rssBeforeBots = process.memoryUsage().rss;
    let measuring = false;
    const lags: number[] = [];
    let errors = 0;
    const errorKinds = new Map<string, number>();
    runner = new BotRunner({
      store: new RobotStore(db),
      clock: systemClock,
      market: venues.hub,
      venues: { connector: async (_bot, venueId) => venues.pool.publicConnector(venueId) as never },
      strategies: STRATEGIES,
      dex: {
        access: dexAccess({ db, secretBox, venues, wallets: () => ({ chains }) as unknown as WalletServices, now: () => Date.now() }),
        swaps: dexSwapStore(db, () => Date.now()),
      },
      metrics: {
        lag(ms) {
          if (measuring) lags.push(ms);
        },
      },
      onError: (error) => {
        errors++;
        const message = error instanceof Error ? error.message.slice(0, 160) : String(error);
        errorKinds.set(message, (errorKinds.get(message) ?? 0) + 1);
      },
    });
    await runner.resumeAll();
    if (print) console.log(`  ${BOTS} bots resumed; warming up ${WARM_UP_MS / 1000} s, then measuring ${measureMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));

    measuring = true;
    let rss = 0;
    let heap = 0;
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      rss = Math.max(rss, memory.rss);
      heap = Math.max(heap, memory.heapUsed);
    }, 1000);
    const from = new Date();
    const firstBlock = chain.node.blockNumber;
    await new Promise((resolve) => setTimeout(resolve, measureMs));
    const to = new Date();
    const blocks = chain.node.blockNumber - firstBlock;
    measuring = false;
    clearInterval(sampler);
    const seconds = (to.getTime() - from.getTime()) / 1000;

    const settledIn = and(gte(dexSwaps.settledAt, from), lt(dexSwaps.settledAt, to));
    const byStatus = await db.select({ status: dexSwaps.status, swaps: count() }).from(dexSwaps).where(settledIn).groupBy(dexSwaps.status);
    const [sent] = await db
      .select({ swaps: count() })
      .from(dexSwaps)
      .where(and(gte(dexSwaps.createdAt, from), lt(dexSwaps.createdAt, to)));
    const reasons = await db
      .select({ reason: dexSwaps.reason, swaps: count() })
      .from(dexSwaps)
      .where(and(settledIn, eq(dexSwaps.status, 'failed')))
      .groupBy(dexSwaps.reason);
    const [statuses] = await db.select({ running: sql<number>`count(*) filter (where ${robots.status} = 'running')::int` }).from(robots);
    const latencies = (
      await db
        .select({ ms: sql<number>`extract(epoch from (${dexSwaps.settledAt} - ${dexSwaps.createdAt})) * 1000` })
        .from(dexSwaps)
        .where(and(settledIn, eq(dexSwaps.status, 'done')))
    )
      .map((row) => Number(row.ms))
      .sort((a, b) => a - b);
    const done = byStatus.find((row) => row.status === 'done')?.swaps ?? 0;
    const failed = byStatus.find((row) => row.status === 'failed')?.swaps ?? 0;
    lags.sort((a, b) => a - b);
    const result: DexBotsResult = {
      bots: BOTS,
      wallets: keys.length,
      blockIntervalMs: BLOCK_MS,
      setupSeconds: Math.round(setupSeconds),
      seconds: Math.round(seconds),
      swapsSent: sent?.swaps ?? 0,
      swapsDone: done,
      swapsFailed: failed,
      swapsPerSecond: round1(done / seconds),
      swapLatencyP50Ms: Math.round(percentile(latencies, 50)),
      swapLatencyP99Ms: Math.round(percentile(latencies, 99)),
      blocks,
      ticks: lags.length,
      lagP50Ms: Math.round(percentile(lags, 50)),
      lagP99Ms: Math.round(percentile(lags, 99)),
      lagMaxMs: Math.round(lags[lags.length - 1] ?? 0),
      rssMb: Math.round(rss / 2 ** 20),
      rssBeforeBotsMb: Math.round(rssBeforeBots / 2 ** 20),
      heapUsedMb: Math.round(heap / 2 ** 20),
      runnerErrors: errors,
    };
    if (print) {
      console.log(
        `  swaps mined: ${result.swapsPerSecond}/s (${done} done, ${failed} failed, ${result.swapsSent} sent in ${result.seconds} s; ${statuses?.running ?? 0} bots running at the end)`,
      );
      for (const row of reasons) console.log(`    failed: ${row.swaps} × ${row.reason}`);
      console.log(
        `  swap recorded → settled: p50 ${result.swapLatencyP50Ms} ms, p99 ${result.swapLatencyP99Ms} ms; ${blocks} blocks mined (${round1(done / Math.max(1, blocks))} bot swaps a block)`,
      );
      console.log(
        `  ticks: ${result.ticks}; lag due → start: p50 ${result.lagP50Ms} ms, p99 ${result.lagP99Ms} ms, max ${result.lagMaxMs} ms`,
      );
      console.log(
        `  memory: RSS ${result.rssMb} MB (${result.rssBeforeBotsMb} MB with the chain set up, before the bots), heap ${result.heapUsedMb} MB; runner errors: ${result.runnerErrors}`,
      );
      for (const [message, times] of [...errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 3)) console.log(`    ${times} × ${message}`);
    }
    return result;
  } finally {
    clearInterval(keepAlive);
    await runner?.close();
    chains.close();
    venues.close();
    await database.close();
    await chain.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
  process.exit(0);
}
