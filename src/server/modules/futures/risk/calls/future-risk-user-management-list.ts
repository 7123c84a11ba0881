// /wallet/future_risk_user_management_list: the caller's risk users with figures read from their
// venues now, in parallel; one whose venue fails (or whose account was unbound) carries the code
// and the others still show.
import { futureRiskUserManagementList } from '../../../../../shared/contracts/futures/risk-users.ts';
import { CODE } from '../../../../../shared/protocol/response-codes.ts';
import { answer } from '../../../../http/call-registry.ts';
import { userIdOf } from '../../../markets/favourites.ts';
import { futuresAccountsOf } from '../../futures-accounts.ts';
import { failureCodeOf, readRiskFigures } from '../risk-figures.ts';
import { viewOf } from '../risk-rows.ts';
import type { RiskServices } from '../risk-services.ts';

export const futureRiskUserManagementListCall = (s: RiskServices) =>
  answer(futureRiskUserManagementList, async (_input, ctx) => {
    const userId = userIdOf(ctx);
    const [rows, accounts] = await Promise.all([s.riskUsers.listOfUser(userId), futuresAccountsOf(s.accounts, userId)]);
    const list = await Promise.all(
      rows.map(async (row) => {
        const account = accounts.find((candidate) => candidate.web === row.web);
        if (!account) return viewOf(row, s.venueName(row.web), { figures: null, failure: CODE.exchangeAccountNotFound });
        try {
          return viewOf(row, account.exchange, { figures: await readRiskFigures(account), failure: null });
        } catch (error) {
          const failure = failureCodeOf(error);
          s.log.warn({ riskUserId: row.id, web: row.web, code: failure }, 'risk user could not be read');
          return viewOf(row, account.exchange, { figures: null, failure });
        }
      }),
    );
    return { list, accounts: accounts.map(({ web, exchange }) => ({ web, exchange })), updated_at: s.now() };
  });
