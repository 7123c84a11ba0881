// /wallet/remove_risk_user_management: stops watching an account. Its pending alerts go with it.
import { removeRiskUserManagement } from '../../../../../shared/contracts/futures/risk-users.ts';
import { CODE } from '../../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { answer } from '../../../../http/call-registry.ts';
import { userIdOf } from '../../../markets/favourites.ts';
import type { RiskServices } from '../risk-services.ts';

export const removeRiskUserManagementCall = (s: RiskServices) =>
  answer(removeRiskUserManagement, async ({ id }, ctx) => {
    if (!(await s.riskUsers.delete(userIdOf(ctx), id))) throw new ApiError(CODE.riskUserNotFound);
    return { id };
  });
