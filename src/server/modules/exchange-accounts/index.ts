// Exchange accounts: binding, listing, editing and unbinding the user's exchange API accounts, their
// balances (/Api/Account/*_exchange_account*, /Api/Wallet/get_currency_balance), and fresh key
// pairs on the embedded sandbox exchanges (/Api/Account/create_sandbox_keys).
import type { RegisteredCall } from '../../http/call-registry.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import { bindExchangeAccountCall } from './bind-exchange-account.ts';
import { createSandboxKeysCall } from './create-sandbox-keys.ts';
import { deleteExchangeAccountCall } from './delete-exchange-account.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import { exchangeAccountRepository } from './exchange-account-repository.ts';
import { getCurrencyBalanceCall } from './get-currency-balance.ts';
import { getExchangeAccountBalanceCall } from './get-exchange-account-balance.ts';
import { getExchangeAccountsCall } from './get-exchange-accounts.ts';
import { updateExchangeAccountCall } from './update-exchange-account.ts';

export type { ExchangeAccountDeps, SandboxKeyIssuer } from './exchange-account-deps.ts';
export { bindAccount } from './bind-account.ts';
export { exchangeAccountRepository } from './exchange-account-repository.ts';

export function exchangeAccountCalls(deps: ExchangeAccountDeps): RegisteredCall[] {
  const repo = exchangeAccountRepository(deps.db);
  return [
    bindExchangeAccountCall(deps, repo),
    getExchangeAccountsCall(deps, repo),
    updateExchangeAccountCall(deps, repo),
    deleteExchangeAccountCall(deps, repo),
    getExchangeAccountBalanceCall(deps, repo),
    getCurrencyBalanceCall(deps, repo),
    createSandboxKeysCall(deps, new RateLimiter(deps.db, deps.now)),
  ];
}
