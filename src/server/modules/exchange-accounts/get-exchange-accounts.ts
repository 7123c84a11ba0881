import { getExchangeAccounts } from '../../../shared/contracts/exchange-accounts/get-exchange-accounts.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { accountView } from './account-views.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository } from './exchange-account-repository.ts';

/** The bound accounts, oldest first; balances come from get_exchange_account_balance. */
export const getExchangeAccountsCall = (deps: ExchangeAccountDeps, repo: ExchangeAccountRepository) =>
  answer(getExchangeAccounts, async (_input, ctx) => ({
    list: (await repo.ofUser(userIdOf(ctx))).map((row) => accountView(deps.venues, row)),
  }));
