// /wallet/future_position_management: the open positions of the user's futures accounts, read in
// parallel; an account that fails is named with its code and the rest still show.
import { futurePositionManagement } from '../../../shared/contracts/futures/future-position-management.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { venueFailure } from '../markets/venue-failure.ts';
import type { TradeDeps } from '../trade/trade-deps.ts';
import { futuresAccountsOf } from './futures-accounts.ts';
import { accountPositions } from './position-views.ts';

const codeOf = (error: unknown): number => {
  const failure = venueFailure(error);
  return failure instanceof ApiError ? failure.code : CODE.exchangeUnavailable;
};

export const futurePositionManagementCall = (deps: TradeDeps) =>
  answer(futurePositionManagement, async (input, ctx) => {
    const accounts = await futuresAccountsOf(deps, userIdOf(ctx), input.web);
    const results = await Promise.allSettled(accounts.map((account) => accountPositions(account)));
    const list = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const failures = results.flatMap((result, index) =>
      result.status === 'rejected' ? [{ web: accounts[index]!.web, exchange: accounts[index]!.exchange, code: codeOf(result.reason) }] : [],
    );
    for (const [index, result] of results.entries())
      if (result.status === 'rejected') deps.log.warn({ web: accounts[index]!.web, err: result.reason }, 'positions read failed');
    return { list, failures, updated_at: deps.now() };
  });
