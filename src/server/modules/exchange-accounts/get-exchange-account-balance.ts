import { runInteractive } from '../../../engine/connectors/governor/request-intent.ts';
import { getExchangeAccountBalance } from '../../../shared/contracts/exchange-accounts/get-exchange-account-balance.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { readBalances } from './account-balances.ts';
import { balanceView } from './account-views.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository } from './exchange-account-repository.ts';

/** The refresh button of the Account List: balances read from the venue now. */
export const getExchangeAccountBalanceCall = (deps: ExchangeAccountDeps, repo: ExchangeAccountRepository) =>
  answer(getExchangeAccountBalance, async (input, ctx) => {
    const row = await repo.byId(userIdOf(ctx), input.id);
    if (!row) throw new ApiError(CODE.exchangeAccountNotFound);
    const { balances, checkedAt } = await runInteractive(() => readBalances(deps, repo, row));
    return balanceView(balances, 'normal', checkedAt);
  });
