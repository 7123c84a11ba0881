import { bindExchangeAccount } from '../../../shared/contracts/exchange-accounts/bind-exchange-account.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { accountView } from './account-views.ts';
import { bindAccount } from './bind-account.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository } from './exchange-account-repository.ts';

export const bindExchangeAccountCall = (deps: ExchangeAccountDeps, repo: ExchangeAccountRepository) =>
  answer(bindExchangeAccount, async (input, ctx) => {
    const outcome = await bindAccount(deps, repo, userIdOf(ctx), input, ctx.t);
    return { account: accountView(deps.venues, outcome.row), balance: outcome.balance, warnings: outcome.warnings };
  });
