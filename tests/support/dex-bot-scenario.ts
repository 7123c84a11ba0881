// A DEX bot scenario the way a market maker checks one: the sandbox chain (a real EVM, Uniswap V2)
// whose blocks take the virtual clock's time, the real runner, DEX strategies, swap sender and
// journalled sender, the robot store and the DEX order history on an in-memory Postgres (PGlite),
// and a wallet group of funded trading wallets, the router approved for each token. A sandbox
// exchange gives the kinds that watch one a reference market. `run(ms)` moves the clock a second
// at a time and lets every tick (and the swaps it sent) finish.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { type Address, erc20Abi, type Hex, keccak256, parseEther, parseUnits, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import type { NftAccess } from '../../src/engine/runner/nft/nft-ports.ts';
import { BotRunner } from '../../src/engine/runner/runner.ts';
import type { BotRecord } from '../../src/engine/runner/store-port.ts';
import { STRATEGIES } from '../../src/engine/strategies/index.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';
import { type SandboxExchange, startSandboxExchange, VirtualClock } from '../../src/sandbox/index.ts';
import { type Database, openDatabase } from '../../src/server/db/database.ts';
import { dexSwaps, robotLogs, robots, users, walletGroups, wallets } from '../../src/server/db/schema/index.ts';
import { SANDBOX_CHAIN_KEY, sandboxDexVenue } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { dexAccess } from '../../src/server/modules/robots/dex-access.ts';
import { dexSwapStore } from '../../src/server/modules/robots/dex-swap-store.ts';
import { nftAccess } from '../../src/server/modules/robots/nft-access.ts';
import { nftListingRecords } from '../../src/server/modules/robots/nft-listing-records.ts';
import { botRecord, RobotStore } from '../../src/server/modules/robots/robot-store.ts';
import { sendJournal } from '../../src/server/modules/wallets/send-journal.ts';
import { WalletChains } from '../../src/server/modules/wallets/wallet-chains.ts';
import { sealKey } from '../../src/server/modules/wallets/wallet-keys.ts';
import type { WalletServices } from '../../src/server/modules/wallets/wallet-services.ts';
import { SecretBox } from '../../src/server/security/secret-box.ts';
import { createVenueServices } from '../../src/server/venues/venue-services.ts';
import { type BotKey, botKind, parseBotParams } from '../../src/shared/bots/catalogue.ts';
import { signWithClock } from './bot-scenario.ts';
import { lateBound } from './late-bound.ts';
import { openStreet, type Street } from './street.ts';

export interface DexScenarioOptions {
  seed?: string;
  /** Trading wallets in the group and what each holds (whole tokens by symbol; BNB is the coin). */
  wallets?: number;
  funds?: Record<string, string>;
  /** Start a sandbox exchange as a reference market (sandbox-a). */
  exchange?: boolean;
  /** The bot owner's balances on that exchange (kinds that trade there too). */
  exchangeFunds?: Record<string, string>;
  /** Real milliseconds between blocks (default 50). */
  blockIntervalMs?: number;
  /** Wraps the NFT bots' market access (a test makes the chain go silent at a chosen moment). */
  wrapNftAccess?: (access: NftAccess) => NftAccess;
}

export async function dexBotScenario(options: DexScenarioOptions = {}) {
  const seed = options.seed ?? 'dex-scenario';
  const clock = new VirtualClock(Date.UTC(2026, 0, 5, 12));
  const closers: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'dex-scenario-'));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const chain: SandboxChain = await startSandboxChain({
      dataDir,
      seed,
      swappers: false,
      blockIntervalMs: options.blockIntervalMs ?? 50,
      now: () => Math.floor(clock.now() / 1000),
    });
    closers.push(() => chain.close());
    const venues = createVenueServices({ includeCcxt: false, clock });
    closers.push(() => venues.close());
    const venue = sandboxDexVenue(chain);
    venues.dex.register(venue);
    let exchange: SandboxExchange | null = null;
    let street: Street | null = null;
    let owner: { api_key: string; secret: string } | null = null;
    if (options.exchange) {
      exchange = await startSandboxExchange({ name: 'sandbox-a', seed, clock, warmUpMs: 0, participants: false });
      closers.push(() => exchange!.close());
      venues.registry.register(await sandboxVenueDefinition('sandbox-a', exchange.url));
      street = await openStreet(exchange);
      const account = await exchange.createAccount({
        balances: options.exchangeFunds ?? { USDT: '100000', DEMO: '100000', CAKE: '10000', BNB: '100' },
      });
      owner = { api_key: account.apiKey, secret: account.secret };
    }

    const database: Database = await openDatabase({});
    closers.push(() => database.close());
    const db = database.db;
    const secretBox = new SecretBox([randomBytes(32)]);
    const [user] = await db
      .insert(users)
      .values({
        userName: 'dexmaker',
        email: 'dexmaker@example.com',
        passwordHash: 'x',
        availableUntil: new Date(clock.now() + 30 * 86_400_000),
      })
      .returning();
    const [group] = await db.insert(walletGroups).values({ userId: user!.id, chain: SANDBOX_CHAIN_KEY, name: 'bots' }).returning();

    // The group's wallets: keys derived from the seed, funded by the chain's deployer, router approved.
    const clients = nodeClients(chain.node, chain.chainId);
    const deployer = clients.walletFor(chain.privateKey);
    const funds = options.funds ?? { BNB: '50', CAKE: '20000', USDT: '20000', DEMO: '200000' };
    const keys: Hex[] = Array.from({ length: options.wallets ?? 4 }, (_, i) => keccak256(toHex(`${seed} trading wallet ${i}`)));
    const connector = venues.dex.connector(venue.id);
    for (const key of keys) {
      const to = privateKeyToAccount(key).address;
      for (const [symbol, amount] of Object.entries(funds)) {
        if (symbol === 'BNB') await deployer.sendTransaction({ to, value: parseEther(amount) });
        else
          await deployer.writeContract({
            address: chain.contracts.tokens[symbol]!,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, parseUnits(amount, 18)],
          });
      }
    }
    await chain.mine();
    await Promise.all(
      keys.flatMap((key) =>
        Object.keys(funds)
          .filter((symbol) => symbol !== 'BNB')
          .map((symbol) => connector.approve({ wallet: key, token: chain.contracts.tokens[symbol]! })),
      ),
    );
    const walletRows = await db
      .insert(wallets)
      .values(
        keys.map((key) => {
          const address = privateKeyToAccount(key).address.toLowerCase();
          return {
            userId: user!.id,
            chain: SANDBOX_CHAIN_KEY,
            role: 'trading',
            address,
            sealedKey: sealKey(secretBox, address, key),
            source: 'imported',
            groupId: group!.id,
          };
        }),
      )
      .returning();

    const chains = new WalletChains(venues, sendJournal(db));
    closers.push(() => chains.close());
    const store = new RobotStore(db);
    const errors: unknown[] = [];
    const newRunner = () =>
      new BotRunner({
        store,
        clock,
        market: venues.hub,
        // The bot owner's account on the exchange (signed on the virtual clock), for kinds that trade there.
        venues: {
          connector: async (_bot, venueId) =>
            owner ? signWithClock(venues.pool.accountConnector(venueId, owner), clock) : (venues.pool.publicConnector(venueId) as never),
        },
        strategies: STRATEGIES,
        dex: {
          access: dexAccess({ db, secretBox, venues, wallets: () => ({ chains }) as unknown as WalletServices, now: () => clock.now() }),
          swaps: dexSwapStore(db, () => clock.now()),
        },
        // NFT kinds trade on the chain's NFT market from the same wallets (nft-bot-scenario.ts).
        nft: {
          access: (options.wrapNftAccess ?? ((access) => access))(
            nftAccess({ db, secretBox, venues, wallets: () => ({ chains }) as unknown as WalletServices, now: () => clock.now() }),
          ),
          swaps: dexSwapStore(db, () => clock.now()),
          listings: nftListingRecords(db),
        },
        onError: (error) => errors.push(error),
      });
    let runner = newRunner();
    closers.push(() => runner.close());

    const run = async (ms: number, stepMs = 1000) => {
      for (let passed = 0; passed < ms; passed += stepMs) {
        clock.advance(stepMs);
        await runner.settle();
      }
    };

    const pool = async (base = 'CAKE', quote = 'WBNB') => {
      const reserves = await connector.reserves(chain.contracts.tokens[base]!, chain.contracts.tokens[quote]!);
      return Number(reserves.quote) / Number(reserves.base);
    };

    return {
      clock,
      chain,
      db,
      get runner() {
        return runner;
      },
      /** Ends the runner's sessions (the bots stay running in the store) and opens a new runner, as a restarted server does. */
      async restart() {
        await runner.close();
        runner = newRunner();
        return runner.resumeAll();
      },
      errors,
      group: group!,
      walletRows,
      exchange: () => exchange!,
      street: () => street!,
      run,
      pool,
      connector,
      /** Swaps the price with the deployer (an outside trader), `amountIn` whole tokens of `tokenIn`. */
      async outsideSwap(tokenIn: string, tokenOut: string, amountIn: string) {
        const path = [chain.contracts.tokens[tokenIn]!, chain.contracts.tokens[tokenOut]!] as Address[];
        if (tokenIn !== 'WBNB') {
          const hash = await deployer.writeContract({
            address: path[0]!,
            abi: erc20Abi,
            functionName: 'approve',
            args: [chain.contracts.router, parseUnits(amountIn, 18)],
          });
          await connector.client.waitForTransactionReceipt({ hash });
        }
        await connector.swap({
          wallet: chain.privateKey,
          tokenIn: tokenIn === 'WBNB' ? 'native' : path[0]!,
          tokenOut: tokenOut === 'WBNB' ? 'native' : path[1]!,
          amountIn: parseUnits(amountIn, 18),
          slippagePercent: 50,
        });
      },
      async addBot(
        kind: BotKey,
        params: Record<string, unknown>,
        market = { base: 'CAKE', quote: 'BNB' },
        secondWeb: string | null = null,
      ): Promise<BotRecord> {
        const parsed = parseBotParams(kind, { wallet_group_id: group!.id, ...params });
        if (!parsed.success) throw new Error(`invalid ${kind} parameters: ${JSON.stringify(parsed.error.issues)}`);
        if (botKind(kind).family === 'cex') throw new Error(`${kind} is not a DEX kind`);
        const [row] = await db
          .insert(robots)
          .values({
            userId: user!.id,
            kind,
            web: venue.id,
            base: market.base,
            quote: market.quote,
            secondWeb,
            params: parsed.data as object,
          })
          .returning();
        return botRecord(row!);
      },
      start: (bot: BotRecord) => runner.start(bot),
      async status(botId: number) {
        const [row] = await db.select({ status: robots.status, reason: robots.statusReason }).from(robots).where(eq(robots.id, botId));
        return row!;
      },
      async swaps(botId: number) {
        await runner.settle();
        return db.select().from(dexSwaps).where(eq(dexSwaps.robotId, botId)).orderBy(asc(dexSwaps.step));
      },
      async logKeys(botId: number) {
        await runner.settle();
        const rows = await db.select().from(robotLogs).where(eq(robotLogs.botId, botId)).orderBy(asc(robotLogs.id));
        return rows.map((row) => row.key);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export type DexBotScenario = Awaited<ReturnType<typeof dexBotScenario>>;

export function fileDexBotScenario(options: DexScenarioOptions = {}): DexBotScenario {
  let scenario: DexBotScenario | undefined;
  beforeAll(async () => {
    scenario = await dexBotScenario(options);
  }, 240_000);
  afterAll(async () => {
    await scenario?.close();
  }, 60_000);
  return lateBound(() => scenario, 'DEX bot scenario');
}
