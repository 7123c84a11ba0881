// Every setting comes from the environment (see .env.example); defaults give the embedded mode:
// PGlite under ./data, in-process jobs, sandbox venues on loopback, e-mail to the outbox.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { APP_VERSION } from '../shared/app-info.ts';

/** The demo user's name when DEMO_ACCOUNT does not give one. */
const DEFAULT_DEMO_NAME = 'demo01';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: "HH:MM:SS LEVEL message" lines for a terminal; json: one pino JSON object a line, for log collectors. */
  LOG_FORMAT: z.enum(['pretty', 'json']).default('pretty'),
  /** 32 bytes, base64: the key that encrypts secrets at rest. Default: DATA_DIR/master.key. */
  MASTER_KEY: z.string().optional(),
  SERVER_KEY_FILE: z.string().optional(),
  LATEST_VERSION: z.string().default(APP_VERSION),
  MIN_VERSION: z.string().default('6.0.0'),
  UPDATE_CONTENT: z.string().default(''),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Where the built PWA lives; the server serves it when present. */
  CLIENT_DIR: z.string().default('./dist/client'),
  /** The site's address as users reach it (invite links). Default: the address the server listens on. */
  PUBLIC_URL: z.string().url().optional(),
  /** Mail over SMTP, nodemailer's URL form (smtps://user:pass@host:465). Unset: the embedded outbox; required outside the embedded mode. */
  SMTP_URL: z.string().optional(),
  /** on: keep mail in the outbox without SMTP_URL outside the embedded mode too (a staging deployment). */
  MAIL_OUTBOX: z.enum(['on', 'off']).optional(),
  /** The reverse proxies in front of the server, as addresses or CIDRs separated by commas: only their X-Forwarded-For is believed. */
  TRUST_PROXY: z.string().optional(),
  MAIL_FROM: z.string().default('MM Console <no-reply@localhost>'),
  /** Codes mailed per hour per address and per IP (the one-a-minute limit per address and purpose stays). */
  MAIL_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  MAIL_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * The demo user (published password, long flagship plan, safe login off): on (demo01), its name,
   * or off. Default: demo01 in the embedded mode, none in the scaled-out mode.
   */
  DEMO_ACCOUNT: z.string().min(1).optional(),
  DEMO_PASSWORD: z.string().min(1).default('Demo@12345'),
  /** The product's Telegram bot (alerts and the chat binding); unset: no Telegram channel. */
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  /** The Bot API's address (a local one in tests). */
  TELEGRAM_API_BASE: z.string().url().default('https://api.telegram.org'),
  TELEGRAM_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(3_000),
  /** Who push services contact about this server's pushes (VAPID "sub"): mailto: or https:. Default: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .optional(),
  /** Shared market feeds poll each venue every 1 s (book), 2 s (ticker, trades) and 5 s (candles), times this. */
  MARKET_FEED_INTERVAL_SCALE: z.coerce.number().min(0.05).max(20).default(1),
  /** Alerts: the account checks (balance below, arbitrage bot) and the balance snapshots (hourly = six snapshots back). */
  ALARM_EVALUATE_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  ALARM_SNAPSHOT_INTERVAL_MS: z.coerce.number().int().min(100).default(600_000),
  /** The two embedded sandbox exchanges on loopback (venues "sandbox-a" and "sandbox-b"); off leaves real venues only. Default: on, off in the scaled-out mode. */
  SANDBOX_VENUES: z.enum(['on', 'off']).optional(),
  /** Sandbox exchanges running on their own (`npm run sandbox`), as name=url pairs separated by commas; the scaled-out mode's sandboxes. */
  SANDBOX_EXCHANGES: z
    .string()
    .regex(/^\s*[a-z0-9-]+=https?:\/\/[^,\s]+\s*(,\s*[a-z0-9-]+=https?:\/\/[^,\s]+\s*)*$/, 'expected name=url pairs separated by commas')
    .optional(),
  /** Prefix of this deployment's Redis keys (scaled-out mode), so deployments can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('mmc'),
  /** A worker (scaled-out mode) logs its bots, ticks, tick lag p50/p99/max and memory every this many ms. */
  WORKER_REPORT_MS: z.coerce.number().int().min(100).default(60_000),
  /** A new-wallet bot's initialisation before it trades (spec §9: 10 minutes); tests shorten it. */
  NEW_WALLET_INIT_MS: z.coerce.number().int().min(0).default(600_000),
  /** The embedded sandbox chain and its DEX (venue "sandbox-dex"), started with the sandbox venues; off leaves it out. */
  SANDBOX_CHAIN: z.enum(['on', 'off']).default('on'),
  /** A block of the sandbox chain every this many ms. */
  SANDBOX_CHAIN_BLOCK_MS: z.coerce.number().int().min(50).default(1_000),
  /** The embedded sandbox Solana network with its swap program, pools and swap APIs (docs/sandbox-solana.md), started with the sandbox venues; off leaves it out. */
  SANDBOX_SOLANA: z.enum(['on', 'off']).default('on'),
  /** A slot of the sandbox Solana network every this many ms (Solana's is 400). */
  SANDBOX_SOLANA_SLOT_MS: z.coerce.number().int().min(50).default(400),
  /** Simulated traders on the sandbox Solana network's pools, so its venues' prices move; off keeps the pools still. */
  SANDBOX_SOLANA_TRADERS: z.enum(['on', 'off']).default('on'),
  /** A task's item whose transaction is out there (pending on chain) is looked at again every this many ms. */
  TASK_CHAIN_POLL_MS: z.coerce.number().int().min(50).default(15_000),
  /** Such an item's transaction is sent again with a higher fee after waiting this many ms… */
  TASK_CHAIN_STUCK_MS: z.coerce.number().int().min(100).default(300_000),
  /** …this many times; then the item is given up and its nonce filled by a zero-value transfer to itself. */
  TASK_CHAIN_BUMPS: z.coerce.number().int().min(0).max(20).default(3),
  /** Chains that take deposits and pay withdrawals (comma-separated keys). Default: the sandbox chain when it runs. */
  BILLING_CHAINS: z.string().optional(),
  /** The billing HD key's BIP-39 mnemonic from an operator's secret store. Default: made on first start, sealed in DATA_DIR/billing-seed.sealed (embedded) or in the database (processes sharing a PostgreSQL). */
  BILLING_MNEMONIC: z.string().optional(),
  /** How often the billing chains are read (deposits, withdrawals, sweeps). */
  BILLING_POLL_MS: z.coerce.number().int().min(100).default(2_000),
  /** USDT a deposit address must hold in credited deposits before it is swept to the treasury (dust waits). */
  BILLING_SWEEP_MIN: z.coerce.number().min(0).default(1),
  /** Withdrawals pass review by themselves this many ms after applying; "off" leaves review to the operator. Default: 60000 in embedded mode, off otherwise. */
  WITHDRAWAL_AUTO_APPROVE_MS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  /** JSON-RPC URLs of the public DEX chains, replacing the public defaults (reads go there, swaps too). */
  DEX_RPC_BSC: z.string().url().optional(),
  DEX_RPC_ETH: z.string().url().optional(),
  DEX_RPC_BASE: z.string().url().optional(),
  DEX_RPC_MATIC: z.string().url().optional(),
  /** The Solana venues' RPC (mainnet's public one by default); quotes and swaps go through Jupiter's API. */
  DEX_RPC_SOLANA: z.string().url().optional(),
  /** Who answers the AI chat: the built-in assistant over the product's own texts, Coze's v3 chat API, or an OpenAI-compatible endpoint. */
  ASSISTANT_PROVIDER: z.enum(['embedded', 'coze', 'openai']).default('embedded'),
  /** The provider's address (Coze: https://api.coze.com; OpenAI-compatible: the part before /v1). */
  ASSISTANT_BASE_URL: z.string().url().optional(),
  /** The provider's bearer token: a secret, never logged. */
  ASSISTANT_TOKEN: z.string().min(1).optional(),
  /** Coze: the bot that answers. */
  ASSISTANT_BOT_ID: z.string().min(1).optional(),
  /** OpenAI-compatible: the model name. */
  ASSISTANT_MODEL: z.string().min(1).optional(),
  /** Coze: on reads the answer as a stream; off polls the chat's status every 2 s (spec §7). */
  ASSISTANT_STREAM: z.enum(['on', 'off']).default('on'),
});

/** What each external provider cannot work without. */
const ASSISTANT_NEEDS = {
  embedded: [],
  coze: ['ASSISTANT_BASE_URL', 'ASSISTANT_TOKEN', 'ASSISTANT_BOT_ID'],
  openai: ['ASSISTANT_BASE_URL', 'ASSISTANT_MODEL'],
} as const;

export type Config = Omit<z.infer<typeof configSchema>, 'SANDBOX_VENUES' | 'DEMO_ACCOUNT' | 'TRUST_PROXY'> & {
  SANDBOX_VENUES: 'on' | 'off';
  /** The demo user's name; null: no demo user (one left from an earlier start is disabled). */
  demoAccount: string | null;
  /** Whether the outbox logs each mailed code in the clear: only for a developer's terminal (embedded mode, pretty log). */
  mailCodesInLog: boolean;
  /** The proxies whose X-Forwarded-For is believed (Fastify's trustProxy); empty: none. */
  trustProxy: string[];
  /** DATABASE_URL and REDIS_URL are set: API and worker processes share PostgreSQL and Redis. */
  scaled: boolean;
  sandboxExchanges: Array<{ name: string; url: string }>;
  dataDir: string;
  billingChains: string[];
  billingSeedFile: string;
  /** null: only an operator passes withdrawals. */
  withdrawalAutoApproveMs: number | null;
  serverKeyFile: string;
  masterKeyFile: string;
  clientDir: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const missing = ASSISTANT_NEEDS[parsed.data.ASSISTANT_PROVIDER].filter((name) => !parsed.data[name]);
  if (missing.length > 0)
    throw new Error(`Invalid configuration:\n  ASSISTANT_PROVIDER=${parsed.data.ASSISTANT_PROVIDER} needs ${missing.join(', ')}`);
  const scaled = parsed.data.REDIS_URL !== undefined;
  if (scaled && !parsed.data.DATABASE_URL)
    throw new Error('Invalid configuration:\n  REDIS_URL needs DATABASE_URL: the scaled-out mode runs on PostgreSQL');
  // Every process must open the same sealed secrets: a worker that made its own key could not.
  if (scaled && !parsed.data.MASTER_KEY)
    throw new Error(
      'Invalid configuration:\n  REDIS_URL needs MASTER_KEY: every process of the scaled-out mode must open the same secrets',
    );
  // The embedded sandboxes live in one process's memory and data folder; processes that share the
  // work must reach the same exchanges, so they use sandboxes started on their own.
  if (scaled && parsed.data.SANDBOX_VENUES === 'on')
    throw new Error(
      'Invalid configuration:\n  SANDBOX_VENUES=on runs in one process only; in the scaled-out mode start `npm run sandbox` and list it in SANDBOX_EXCHANGES',
    );
  // A deployment's users get their codes by mail: an outbox on one process's disk would lose them.
  if (scaled && !parsed.data.SMTP_URL && parsed.data.MAIL_OUTBOX !== 'on')
    throw new Error(
      'Invalid configuration:\n  the scaled-out mode needs SMTP_URL to send mail (or MAIL_OUTBOX=on to keep it in the outbox, for staging)',
    );
  const trustProxy = trustedProxies(parsed.data.TRUST_PROXY);
  const sandboxVenues = parsed.data.SANDBOX_VENUES ?? (scaled ? 'off' : 'on');
  const sandboxExchanges = (parsed.data.SANDBOX_EXCHANGES ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), url: pair.slice(at + 1) };
    });
  const dataDir = resolve(parsed.data.DATA_DIR);
  const embeddedChain = sandboxVenues === 'on' && parsed.data.SANDBOX_CHAIN === 'on';
  const autoApprove = parsed.data.WITHDRAWAL_AUTO_APPROVE_MS ?? (embeddedChain ? 60_000 : 'off');
  const { DEMO_ACCOUNT, TRUST_PROXY: _trustProxy, ...settings } = parsed.data;
  return {
    ...settings,
    SANDBOX_VENUES: sandboxVenues,
    demoAccount: demoAccountOf(DEMO_ACCOUNT, scaled),
    mailCodesInLog: !scaled && parsed.data.LOG_FORMAT === 'pretty',
    trustProxy,
    scaled,
    sandboxExchanges,
    dataDir,
    billingChains: (parsed.data.BILLING_CHAINS ?? (embeddedChain ? 'SANDBOX' : ''))
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    billingSeedFile: `${dataDir}/billing-seed.sealed`,
    withdrawalAutoApproveMs: autoApprove === 'off' ? null : autoApprove,
    serverKeyFile: resolve(parsed.data.SERVER_KEY_FILE ?? `${dataDir}/server-key.json`),
    masterKeyFile: `${dataDir}/master.key`,
    clientDir: resolve(parsed.data.CLIENT_DIR),
  };
}

/** The published demo user only where nobody else can reach it, unless asked for. */
function demoAccountOf(setting: string | undefined, scaled: boolean): string | null {
  if (setting === 'off') return null;
  if (setting === 'on') return DEFAULT_DEMO_NAME;
  return setting ?? (scaled ? null : DEFAULT_DEMO_NAME);
}

/** proxy-addr's names for the private ranges, which Fastify's trustProxy also takes. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Shorter prefixes than this name a large part of the internet, not a proxy. */
const SHORTEST_PREFIX = 8;

/**
 * TRUST_PROXY as a list. Trusting every address would let any client write its own address into
 * X-Forwarded-For and so escape the per-IP limits and the new-IP check: only named proxies pass.
 */
function trustedProxies(setting: string | undefined): string[] {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) >= SHORTEST_PREFIX && Number(prefix) <= bits);
    if (NAMED_RANGES.has(entry) || (family !== 0 && prefixOk && rest.length === 0)) continue;
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: "${entry}" is not a proxy's address or CIDR (at least /${SHORTEST_PREFIX}); list the proxies themselves, never every address`,
    );
  }
  return entries;
}
