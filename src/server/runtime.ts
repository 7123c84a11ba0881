// Starts the whole server from a config: data folder lock, database and migrations, server key,
// jobs, modules and HTTP. main.ts calls it for `npm start`; integration tests call it in-process.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { ShutdownSteps } from './shutdown-steps.ts';
import { type Database, openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';
import type { RegisteredCall } from './http/call-registry.ts';
import { createReplayStore } from './http/create-replay-store.ts';
import { loadOrCreateServerKey } from './http/server-key.ts';
import { InProcessScheduler } from './jobs/in-process-scheduler.ts';
import type { BotRunner } from '../engine/runner/runner.ts';
import { logApiRole } from './scale/api-role-line.ts';
import { BotLeaseKeeper } from './scale/bot-lease-keeper.ts';
import { BotSignals } from './scale/bot-signals.ts';
import { FencedRobotStore } from './scale/fenced-robot-store.ts';
import { RemoteBotControl } from './scale/remote-bot-control.ts';
import { WorkerReport } from './scale/worker-report.ts';
import { newWorkerId } from './scale/worker-identity.ts';
import { sandboxVenueDefinition } from './embedded/sandbox-venues.ts';
import type { JobScheduler } from './jobs/scheduler.ts';
import type { Logger } from './logger.ts';
import { createAccountModule, firstStartLines } from './modules/account/index.ts';
import { createAssistantModule } from './modules/assistant/index.ts';
import { requiringActivePlan } from './modules/account/plan-guard.ts';
import { dexTradeCalls } from './modules/dex-trade/index.ts';
import { startAlarmModule } from './modules/alarms/start-alarm-module.ts';
import { type AnalyticsModule, startAnalyticsModule } from './modules/analytics/index.ts';
import { embeddedChainTimings, type SandboxChain, type SandboxSolanaWorld, startEmbeddedVenues } from './embedded/embedded-venues.ts';
import { bindDemoAccounts } from './embedded/bind-demo-accounts.ts';
import { sandboxKeyIssuer } from './embedded/sandbox-key-issuer.ts';
import { type ExchangeAccountDeps, exchangeAccountCalls } from './modules/exchange-accounts/index.ts';
import { marketCalls } from './modules/markets/index.ts';
import { createRiskUserModule } from './modules/futures/risk/index.ts';
import { createRobotModule, type RobotModule } from './modules/robots/index.ts';
import { systemCalls } from './modules/system/index.ts';
import { createTaskModule } from './modules/tasks/index.ts';
import { tradeCalls } from './modules/trade/index.ts';
import { scheduleBalanceSweep } from './modules/wallets/balance-keeping.ts';
import { createWalletModule, type WalletServices } from './modules/wallets/index.ts';
import { BillingChains, type BillingModule, createBillingModule, openBillingKeys, sharesBillingSeed } from './modules/billing/index.ts';
import type { Hex } from 'viem';
import { SANDBOX_CHAIN_KEY } from './embedded/sandbox-dex-venue.ts';
import { createMailer } from './notify/mail/create-mailer.ts';
import { RateLimiter } from './security/rate-limiter.ts';
import { loadSecretBox, type SecretBox } from './security/secret-box.ts';
import { createVenueServices, publicRpcUrls, type VenueServices } from './venues/venue-services.ts';

export interface Runtime {
  app: FastifyInstance;
  url: string;
  database: Database;
  scheduler: JobScheduler;
  /** Seals secrets at rest (TOTP secrets, exchange API secrets, wallet keys). */
  secretBox: SecretBox;
  /** Venue registry, connectors with their rate governors, shared market-data feeds. */
  venues: VenueServices;
  /** The bot runner and the bot calls. */
  robots: RobotModule;
  /** The embedded sandbox chain, when it runs (its DEX is the venue "sandbox-dex"). */
  sandboxChain: SandboxChain | null;
  /** The embedded sandbox Solana network, when it runs (its venues are the Solana venue ids). */
  sandboxSolana: SandboxSolanaWorld | null;
  /** Chain key → a funded key whose coins and tokens fund new main wallets and deposit addresses (the sandbox chain's). */
  faucets: Map<string, Hex>;
  /** The wallet ledger, deposits, plans, withdrawals and referral rewards. */
  billing: BillingModule;
  /** The main and trading wallets, their chains and the balances kept of them. */
  wallets: WalletServices;
  /** /data, /property and /realTimeData, and the asset snapshots they (and the alarms' drops) read. */
  analytics: AnalyticsModule;
  /** Every call the server answers (the access matrix test walks them all). */
  calls: readonly RegisteredCall[];
  close(): Promise<void>;
  /** The part `close` waits on now (a teardown that hangs names it), or null. */
  closingPart(): string | null;
}

const DATABASE_NAMES: Record<Database['kind'], string> = { pglite: 'PGlite', postgres: 'PostgreSQL at DATABASE_URL' };

/**
 * What this process does. `all`: everything, the embedded mode. Scaled-out mode: `api` serves HTTP
 * and runs neither jobs nor bots; `worker` runs jobs and its share of the bots, and serves no HTTP.
 */
export type RuntimeRole = 'all' | 'api' | 'worker';

export interface RuntimeOptions {
  /** Where the start-up lines (invite code, demo account) go; stdout by default. */
  print?: (line: string) => void;
  /** Default: `all` in the embedded mode, `api` in the scaled-out mode. */
  role?: RuntimeRole;
}

export async function startRuntime(config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Runtime> {
  const role = options.role ?? (config.scaled ? 'api' : 'all');
  if (role !== 'all' && !config.scaled) throw new Error(`the ${role} role needs the scaled-out mode: set DATABASE_URL and REDIS_URL`);
  const scaled = config.scaled ? { redisUrl: config.REDIS_URL!, prefix: config.REDIS_PREFIX } : null;
  // The lock keeps a second process off an embedded database; scaled-out processes share PostgreSQL.
  const cleanups = new ShutdownSteps(logger);
  if (!scaled) cleanups.add('data folder lock', lockDataDir(config.dataDir));
  const close = () => cleanups.close();
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      onIdleConnectionError: (error) =>
        logger.warn({ part: 'db', error: error.message }, 'database connection lost; the next query opens a new one'),
    });
    cleanups.add('database', () => database.close());
    const serverKey = loadOrCreateServerKey(config.serverKeyFile);
    // BullMQ is loaded only when scaled out: the embedded mode never needs it.
    const scheduler: JobScheduler = scaled
      ? new (await import('./jobs/bullmq-scheduler.ts')).BullMqScheduler({ ...scaled, log: logger.child({ part: 'jobs' }) })
      : new InProcessScheduler(database.db, logger.child({ part: 'jobs' }));
    cleanups.add('scheduler', () => scheduler.stop());
    const secretBox = loadSecretBox({ masterKey: config.MASTER_KEY, keyFile: config.masterKeyFile });
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      db: database.db,
      dataDir: config.dataDir,
      log: logger.child({ part: 'mail' }),
      codesInLog: config.mailCodesInLog,
    });
    cleanups.add('mailer', () => mailer.close());
    let publicUrl = config.PUBLIC_URL ?? '';
    const accounts = createAccountModule({
      db: database.db,
      secretBox,
      mailer,
      limiter: new RateLimiter(database.db),
      now: Date.now,
      publicUrl: () => publicUrl,
      log: logger.child({ part: 'account' }),
      mailPerHour: { address: config.MAIL_PER_ADDRESS_PER_HOUR, ip: config.MAIL_PER_IP_PER_HOUR },
    });
    await accounts.scheduleJobs(scheduler);
    // The invite code and the demo user are made (and printed) by the process users reach: not by a worker.
    const demo = config.demoAccount ? { account: config.demoAccount, password: config.DEMO_PASSWORD } : null;
    const firstStart = role === 'worker' ? null : await accounts.firstStart(demo);
    const venues = createVenueServices({
      ...publicRpcUrls(config),
      feedIntervalScale: config.MARKET_FEED_INTERVAL_SCALE,
      ...(scaled ? { shared: scaled } : {}),
    });
    cleanups.add('venues', () => venues.close());
    for (const sandbox of config.sandboxExchanges) venues.registry.register(await sandboxVenueDefinition(sandbox.name, sandbox.url));
    const exchangeDeps: ExchangeAccountDeps = {
      db: database.db,
      secretBox,
      venues,
      now: Date.now,
      log: logger.child({ part: 'exchange' }),
    };
    let sandboxKeysFile: string | undefined;
    let sandboxChain: SandboxChain | null = null;
    let sandboxSolana: SandboxSolanaWorld | null = null;
    const solanaFaucets = new Map<string, string>();
    if (config.SANDBOX_VENUES === 'on') {
      const timings = embeddedChainTimings(config);
      const embedded = await startEmbeddedVenues({ dataDir: config.dataDir, venues, log: exchangeDeps.log, ...timings });
      // Feeds and governors stop before the venues they talk to.
      cleanups.add('venues and sandboxes', async (within) => {
        within('feeds');
        await venues.close();
        await embedded.close(within);
      });
      if (firstStart?.demo) await bindDemoAccounts(exchangeDeps, firstStart.demo.account, embedded.sandboxes);
      exchangeDeps.sandboxKeys = sandboxKeyIssuer(embedded.sandboxes);
      exchangeDeps.log.debug({ venues: embedded.sandboxes.map((sandbox) => sandbox.name), keysFile: embedded.keysFile }, embedded.summary);
      sandboxKeysFile = embedded.keysFile;
      sandboxChain = embedded.chain;
      sandboxSolana = embedded.solana;
      if (embedded.solana) solanaFaucets.set('SOLANA', embedded.solana.keypair.secretKeyBase58);
    }
    // Jobs at work finish before the venues and chain they use close (a job waiting for a receipt
    // gets it); the scheduler's earlier cleanup, for a start that fails before here, is then a no-op.
    cleanups.add('scheduler', () => scheduler.stop());
    // The bot runner stops (its bots stay running in the database) before the venues it trades on.
    // DEX and NFT bots trade from the wallet module's wallets, made further down (before any bot resumes).
    let walletServices: WalletServices | undefined;
    // Scaled-out mode: calls and jobs start and stop bots through the workers, and a worker's runner
    // writes order intents only under its leases (scale/).
    const workerId = newWorkerId();
    const fences = new Map<number, number>();
    const signals = scaled ? new BotSignals(scaled.redisUrl, scaled.prefix, logger.child({ part: 'bot-signals' })) : null;
    if (signals) cleanups.add('signals', () => signals.close());
    const workerReport =
      role === 'worker'
        ? new WorkerReport({ periodMs: config.WORKER_REPORT_MS, log: logger.child({ part: 'worker-report', worker: workerId }) })
        : null;
    const robots = createRobotModule({
      db: database.db,
      secretBox,
      venues,
      log: logger.child({ part: 'robots' }),
      newWalletInitMs: config.NEW_WALLET_INIT_MS,
      ...(workerReport ? { metrics: workerReport } : {}),
      ...(role === 'worker' ? { store: new FencedRobotStore(database.db, workerId, fences) } : {}),
      ...(signals ? { control: (runner: BotRunner) => new RemoteBotControl({ db: database.db, runner, signals, now: Date.now }) } : {}),
      wallets: () => {
        if (!walletServices) throw new Error('the wallet module is not ready');
        return walletServices;
      },
    });
    cleanups.add('bot runner', () => robots.close());
    await robots.scheduleJobs(scheduler);
    const alarms = await startAlarmModule({
      config,
      db: database.db,
      secretBox,
      mailer,
      scheduler,
      venues,
      robots: { stopAllOfPair: (userId, market, reason) => robots.stopAllOfPair(userId, market, reason) },
      publicUrl: () => publicUrl,
      log: logger.child({ part: 'alarms' }),
    });
    cleanups.add('alarms', () => alarms.stop());
    // Risk users raise their alerts on the alert system's channels; their job is defined before the scheduler starts.
    const riskUsers = createRiskUserModule({
      db: database.db,
      secretBox,
      venues,
      scheduler,
      delivery: alarms.delivery,
      now: Date.now,
      log: logger.child({ part: 'risk-users' }),
    });
    await riskUsers.start();
    // Background tasks (batch orders): items in flight finish and the rest resume at the next start.
    const tasks = await createTaskModule({
      config,
      db: database.db,
      secretBox,
      scheduler,
      venueName: venues.venueName,
      now: Date.now,
      log: logger.child({ part: 'tasks' }),
    });
    cleanups.add('wallet tasks', () => tasks.close());
    const faucets = new Map<string, Hex>(sandboxChain ? [[SANDBOX_CHAIN_KEY, sandboxChain.privateKey]] : []);
    // Wallet tasks resume with the other tasks; a new main wallet on the sandbox chain gets demo funds.
    const walletModule = createWalletModule({
      db: database.db,
      secretBox,
      venues,
      tasks: tasks.service,
      proofs: accounts.proofs,
      faucets,
      solanaFaucets,
      now: Date.now,
      log: logger.child({ part: 'wallets' }),
    });
    walletServices = walletModule.services;
    cleanups.add('wallets', async () => walletModule.close());
    // Balances changed from outside the product (a deposit) are read again on a schedule.
    await scheduleBalanceSweep(walletModule.services, scheduler);
    const billingChains = new BillingChains(config.billingChains, venues.dex, { sweepMinimumUsdt: config.BILLING_SWEEP_MIN });
    // One seed for every process of a deployment, and the stored deposit addresses derive from it, or no start.
    const seed = { mnemonic: config.BILLING_MNEMONIC, file: config.billingSeedFile, shared: sharesBillingSeed(config) };
    const billing = createBillingModule({
      db: database.db,
      chains: billingChains,
      keys: await openBillingKeys({ db: database.db, secretBox, ...seed, chains: billingChains.list() }),
      wallets: walletModule.services,
      proofs: accounts.proofs,
      faucets,
      autoApproveMs: config.withdrawalAutoApproveMs,
      publicUrl: () => publicUrl,
      now: Date.now,
      log: logger.child({ part: 'billing' }),
    });
    await billing.scheduleJobs(scheduler, { chainPollMs: config.BILLING_POLL_MS });
    // The asset snapshots need the wallets, so analytics starts after them; the alarm module, started
    // earlier, evaluates its drop conditions on each run (the scheduler starts below, before the first).
    const analytics = await startAnalyticsModule({
      config,
      db: database.db,
      secretBox,
      venues,
      wallets: walletModule.services,
      mailer,
      scheduler,
      now: Date.now,
      log: logger.child({ part: 'analytics' }),
    });
    analytics.watchSnapshots(alarms.snapshots);
    cleanups.add('analytics', () => analytics.stop());

    const assistant = await createAssistantModule({
      db: database.db,
      settings: {
        provider: config.ASSISTANT_PROVIDER,
        baseUrl: config.ASSISTANT_BASE_URL,
        token: config.ASSISTANT_TOKEN,
        botId: config.ASSISTANT_BOT_ID,
        model: config.ASSISTANT_MODEL,
        stream: config.ASSISTANT_STREAM === 'on',
      },
      venueName: venues.venueName,
      redact: [config.DEMO_PASSWORD, config.ASSISTANT_TOKEN ?? ''],
      now: Date.now,
      log: logger.child({ part: 'assistant' }),
    });
    cleanups.add('assistant', () => assistant.close());

    const calls: RegisteredCall[] = [
      ...systemCalls({
        db: database.db,
        versionPolicy: { latest: config.LATEST_VERSION, minimum: config.MIN_VERSION, content: config.UPDATE_CONTENT },
      }),
      ...accounts.calls,
      ...marketCalls({ db: database.db, venues, now: Date.now }),
      ...exchangeAccountCalls(exchangeDeps),
      ...alarms.calls,
      ...robots.calls,
      ...tasks.calls,
      ...tradeCalls({ ...exchangeDeps, mailer, tasks: tasks.service, log: logger.child({ part: 'trade' }) }),
      ...riskUsers.calls,
      ...walletModule.calls,
      ...billing.calls,
      ...analytics.calls,
      ...assistant.calls,
      ...dexTradeCalls({
        db: database.db,
        venues,
        wallets: walletModule.services,
        tasks: tasks.service,
        now: Date.now,
        log: logger.child({ part: 'dex-trade' }),
      }),
    ];
    const answered = calls.map((call) => requiringActivePlan(database.db, Date.now, call));
    const replays = role === 'worker' ? undefined : createReplayStore({ db: database.db, scaled, log: logger.child({ part: 'replays' }) });
    if (replays) cleanups.add('replays', () => replays.close());
    const app = await buildApp({
      logger,
      serverKey,
      calls: answered,
      resolveSession: accounts.resolveSession,
      replays,
      maxBodyBytes: config.MAX_BODY_BYTES,
      clientDir: config.clientDir,
      https: config.PUBLIC_URL?.startsWith('https:') ?? false,
      trustProxy: config.trustProxy,
    });
    cleanups.add('http server', () => app.close());
    if (role !== 'api') await scheduler.start();
    if (role === 'all') {
      // Every bot that was running when the process last stopped (or died) resumes.
      const resumed = await robots.resume();
      if (resumed > 0) logger.info({ resumed }, 'bots resumed');
    }
    const parts = {
      app,
      database,
      scheduler,
      secretBox,
      venues,
      robots,
      sandboxChain,
      sandboxSolana,
      faucets,
      billing,
      wallets: walletModule.services,
      analytics,
      calls: answered,
      close,
      closingPart: () => cleanups.inProgress(),
    };
    if (role === 'worker') {
      const log = logger.child({ part: 'leases' });
      const keeper = new BotLeaseKeeper({ db: database.db, workerId, runner: robots.runner, signals: signals!, fences, log });
      await keeper.start();
      // Before the runner closes: the keeper ends the sessions and frees the leases for the others.
      cleanups.add('bot leases', () => keeper.stop());
      workerReport!.start(() => robots.runner.size);
      cleanups.add('worker report', () => workerReport!.stop());
      logger.info({ worker: workerId }, `worker ${workerId} takes its share of the bots`);
      return { ...parts, url: '' };
    }
    if (role === 'api') await logApiRole(database.db, workerId, logger);
    const print = options.print ?? ((line: string) => console.log(line));
    logger.info({ database: database.kind }, `data folder: ${config.dataDir} (${DATABASE_NAMES[database.kind]})`);
    if (firstStart) for (const line of firstStartLines(firstStart)) print(line);
    if (sandboxKeysFile) logger.info(`sandbox demo keys: ${sandboxKeysFile}`);
    // Fastify's own line, "listening on <url>", ends the start log: the URL is the last thing
    // printed, once the server answers.
    const address = await app.listen({ port: config.PORT, host: config.HOST, listenTextResolver: (at) => `listening on ${at}` });
    const url = address.replace('[::1]', 'localhost');
    publicUrl ||= url;
    return { ...parts, url };
  } catch (error) {
    await close();
    throw error;
  }
}
