// The sandbox exchange for bench/bots-scale.ts, in its own process. Each of the bench's bots loads
// the markets once through its own connector (exchangeInfo, weight 20, counted per IP like every
// unsigned request), so a thousand bots started together on one IP need a larger request budget
// than Binance's 6,000 a minute; everything else is the sandbox as it ships.
// Env: SANDBOX_DATA_DIR, SANDBOX_ADMIN_TOKEN. Prints "sandbox: <url>".
import { startSandboxExchange } from '../src/sandbox/index.ts';

const exchange = await startSandboxExchange({
  name: 'bench',
  port: 0,
  dataDir: process.env.SANDBOX_DATA_DIR ?? '',
  warmUpMs: 600_000,
  rateLimits: { requestWeightPerMinute: 200_000 },
  ...(process.env.SANDBOX_ADMIN_TOKEN ? { adminToken: process.env.SANDBOX_ADMIN_TOKEN } : {}),
});
console.log(`sandbox: ${exchange.url}`);
process.on('SIGTERM', async () => {
  await exchange.close();
  process.exit(0);
});
