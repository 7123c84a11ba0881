// `npm run sandbox`: one sandbox exchange on its own, for any Binance client to trade on (spot, and
// USD-M futures under /fapi). Prints the base URL and the key pair of a freshly funded account, one
// per line.
import { DEMO_BALANCES, DEMO_FUTURES_BALANCE, startSandboxExchange } from './index.ts';
import { stopOnSignals } from './stop-on-signals.ts';

const port = Number(process.env.SANDBOX_PORT ?? 7100);
const dataDir = process.env.SANDBOX_DATA_DIR ?? './data/sandbox-standalone';

const exchange = await startSandboxExchange({
  name: 'sandbox',
  port,
  dataDir,
  ...(process.env.SANDBOX_ADMIN_TOKEN ? { adminToken: process.env.SANDBOX_ADMIN_TOKEN } : {}),
});
const account = await exchange.createAccount({ balances: DEMO_BALANCES, futuresBalance: DEMO_FUTURES_BALANCE });
console.log(`sandbox: ${exchange.url}`);
console.log(`apiKey: ${account.apiKey}`);
console.log(`secret: ${account.secret}`);
console.log(`adminToken: ${exchange.adminToken}`);

stopOnSignals(() => exchange.close());
