// Fresh key pairs on the embedded sandbox exchanges, so a user binds a sandbox account without
// reading the demo keys file. Each pair opens its own account, funded like the demo account (CAKE
// and BNB among its coins, for the CAKE/BNB pair test accounts start on, and USDT in the futures
// wallet), able to read and trade but not to withdraw.
import { DEMO_BALANCES, DEMO_FUTURES_BALANCE, type EmbeddedSandbox, SANDBOX_MARKETS } from '../../sandbox/index.ts';
import type { SandboxKeyIssuer } from '../modules/exchange-accounts/index.ts';

export function sandboxKeyIssuer(sandboxes: readonly EmbeddedSandbox[]): SandboxKeyIssuer {
  const byName = new Map(sandboxes.map((sandbox) => [sandbox.name as string, sandbox]));
  return {
    offers: (web) => byName.has(web),
    lists: (web, base, quote) => byName.has(web) && SANDBOX_MARKETS.some((market) => market.base === base && market.quote === quote),
    async issue(web) {
      const sandbox = byName.get(web);
      if (!sandbox) throw new Error(`${web} is not an embedded sandbox exchange`);
      const { apiKey, secret } = await sandbox.exchange.createAccount({
        balances: DEMO_BALANCES,
        futuresBalance: DEMO_FUTURES_BALANCE,
        permissions: { read: true, trade: true, withdraw: false },
      });
      return { apiKey, secret };
    },
  };
}
