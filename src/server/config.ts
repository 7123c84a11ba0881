// Every setting comes from the environment (see .env.example); defaults give the embedded mode:
// PGlite under ./data, in-process jobs, sandbox venues on loopback, e-mail to the outbox.
import { resolve } from 'node:path';
import { z } from 'zod';
import { APP_VERSION } from '../shared/app-info.ts';

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
  /** Mail over SMTP, nodemailer's URL form (smtps://user:pass@host:465). Unset: the embedded outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MM Console <no-reply@localhost>'),
  /** Codes mailed per hour per address and per IP (the one-a-minute limit per address and purpose stays). */
  MAIL_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  MAIL_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** The demo user created on first start (the defaults follow the registration rules). */
  DEMO_ACCOUNT: z.string().min(1).default('demo01'),
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
  /** The embedded sandbox chain and its DEX (venue "sandbox-dex"), started with the sandbox venues; off leaves it out. */
  SANDBOX_CHAIN: z.enum(['on', 'off']).default('on'),
  /** A block of the sandbox chain every this many ms. */
  SANDBOX_CHAIN_BLOCK_MS: z.coerce.number().int().min(50).default(1_000),
  /** Chains that take deposits and pay withdrawals (comma-separated keys). Default: the sandbox chain when it runs. */
  BILLING_CHAINS: z.string().optional(),
  /** The billing HD key's BIP-39 mnemonic from an operator's secret store. Default: DATA_DIR/billing-seed.sealed, made on first start. */
  BILLING_MNEMONIC: z.string().optional(),
  /** How often the billing chains are read (deposits, withdrawals, sweeps). */
  BILLING_POLL_MS: z.coerce.number().int().min(100).default(2_000),
  /** Withdrawals pass review by themselves this many ms after applying; "off" leaves review to the operator. Default: 60000 in embedded mode, off otherwise. */
  WITHDRAWAL_AUTO_APPROVE_MS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  /** JSON-RPC URLs of the public DEX chains, replacing the public defaults (reads go there, swaps too). */
  DEX_RPC_BSC: z.string().url().optional(),
  DEX_RPC_ETH: z.string().url().optional(),
  DEX_RPC_BASE: z.string().url().optional(),
  DEX_RPC_MATIC: z.string().url().optional(),
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

export type Config = Omit<z.infer<typeof configSchema>, 'SANDBOX_VENUES'> & {
  SANDBOX_VENUES: 'on' | 'off';
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
  return {
    ...parsed.data,
    SANDBOX_VENUES: sandboxVenues,
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
