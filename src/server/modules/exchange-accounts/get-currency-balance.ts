import { runInteractive } from '../../../engine/connectors/governor/request-intent.ts';
import { getCurrencyBalance } from '../../../shared/contracts/wallet/get-currency-balance.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { marketOf } from '../markets/market-of.ts';
import { readBalances } from './account-balances.ts';
import { currencyBalanceOf } from './account-views.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository } from './exchange-account-repository.ts';

/** The bound account's balances of a pair's two coins; 2092 sends the user to bind one first. */
export const getCurrencyBalanceCall = (deps: ExchangeAccountDeps, repo: ExchangeAccountRepository) =>
  answer(getCurrencyBalance, async (input, ctx) => {
    const { venue } = marketOf(deps.venues, input);
    const row = await repo.byWeb(userIdOf(ctx), venue.id);
    if (!row) throw new ApiError(CODE.toAccountPage, 'exchange.noAccount');
    const { balances, checkedAt } = await runInteractive(() => readBalances(deps, repo, row));
    const of = (currency: string) =>
      currencyBalanceOf(balances.find((balance) => balance.asset === currency) ?? { asset: currency, free: 0, used: 0, total: 0 });
    return { balances: [of(input.yenUnit1), of(input.yenUnit2)], updated_at: checkedAt };
  });
