import { deleteExchangeAccount } from '../../../shared/contracts/exchange-accounts/delete-exchange-account.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { openCredentials } from './credential-vault.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository } from './exchange-account-repository.ts';

/**
 * Unbinds an account: its sealed credentials are deleted with the row. Refused while a bot of the
 * user trades on it or follows it (a reference or hedge venue): the bot would lose control of its
 * open orders, so the user stops it first.
 */
export const deleteExchangeAccountCall = (deps: ExchangeAccountDeps, repo: ExchangeAccountRepository) =>
  answer(deleteExchangeAccount, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const row = await repo.byId(userId, input.id);
    if (!row) throw new ApiError(CODE.exchangeAccountNotFound);
    if ((await repo.activeBotsOn(userId, row.web)) > 0) throw new ApiError(CODE.exchangeAccountInUse);
    if (!(await repo.remove(userId, row.id))) throw new ApiError(CODE.exchangeAccountNotFound);
    deps.venues.pool.forget(row.web, openCredentials(deps.secretBox, userId, row.web, row.credentialsSealed));
    return { id: row.id };
  });
