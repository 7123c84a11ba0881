// /wallet/create_risk_user_management: adds a risk user, or with `id` edits one of the caller's.
// An edit keeps the "already alerted" state of thresholds it leaves as they were (a changed one
// re-arms) and the alerts not yet delivered; it is written only over the state it was derived
// from, so an alert the job fires meanwhile is not lost.
import { createRiskUserManagement } from '../../../../../shared/contracts/futures/risk-users.ts';
import type { RiskUserRule } from '../../../../../shared/contracts/futures/risk-user-fields.ts';
import { CODE } from '../../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { answer } from '../../../../http/call-registry.ts';
import { isUniqueViolation } from '../../../exchange-accounts/exchange-account-repository.ts';
import { userIdOf } from '../../../markets/favourites.ts';
import { memoryAfterEdit } from '../evaluation/evaluate-risk.ts';
import { freshRiskState, type RiskState, riskStateOf } from '../evaluation/risk-state.ts';
import { thresholdsOf, thresholdsOfRule, viewOf } from '../risk-rows.ts';
import type { RiskServices } from '../risk-services.ts';
import type { RiskUserRow, RiskUserValues } from '../risk-user-repository.ts';
import { checkChannels, ownRiskUser, watchableAccount } from './risk-user-checks.ts';

/** An edit racing the job's evaluations: a few tries, then the user is asked to try again. */
const EDIT_ATTEMPTS = 3;

const valuesOf = (rule: RiskUserRule, state: RiskState): RiskUserValues => ({
  web: rule.web,
  remark: rule.remark,
  marginRatioAbove: rule.margin_ratio_above,
  lossAbove: rule.loss_above,
  exposureAbove: rule.exposure_above,
  channels: rule.channels.join(','),
  state,
});

/** The state after an edit: another venue starts armed; the same one keeps what still applies. */
function editedState(row: RiskUserRow, rule: RiskUserRule): RiskState {
  const stored = riskStateOf(row.state);
  if (row.web !== rule.web) return { ...freshRiskState(), pending: stored.pending };
  return { ...memoryAfterEdit(stored, thresholdsOf(row), thresholdsOfRule(rule)), pending: stored.pending };
}

async function edit(s: RiskServices, userId: number, first: RiskUserRow, rule: RiskUserRule, at: Date): Promise<RiskUserRow> {
  let row: RiskUserRow | null = first;
  for (let attempt = 0; attempt < EDIT_ATTEMPTS && row; attempt++) {
    const saved = await s.riskUsers.update(userId, row.id, valuesOf(rule, editedState(row, rule)), row.state, at);
    if (saved) return saved;
    row = await s.riskUsers.findOfUser(userId, row.id);
  }
  if (!row) throw new ApiError(CODE.riskUserNotFound);
  throw new ApiError(CODE.tooManyRequests);
}

export const createRiskUserManagementCall = (s: RiskServices) =>
  answer(createRiskUserManagement, async ({ id, ...rule }, ctx) => {
    const userId = userIdOf(ctx);
    // The id first: another user's risk user is refused before anything about the venue is said.
    const existing = id === undefined ? null : await ownRiskUser(s, userId, id);
    const account = await watchableAccount(s, userId, rule.web);
    await checkChannels(s, userId, rule.channels);
    const watching = await s.riskUsers.byWeb(userId, rule.web);
    if (watching && watching.id !== existing?.id) throw new ApiError(CODE.riskUserExists);
    const at = new Date(s.now());
    try {
      const row = existing
        ? await edit(s, userId, existing, rule, at)
        : await s.riskUsers.insert(userId, valuesOf(rule, freshRiskState()), at);
      return viewOf(row, account.exchange, { figures: null, failure: null });
    } catch (error) {
      // Two adds (or an add and an edit) of the same venue raced: the database kept one.
      if (isUniqueViolation(error)) throw new ApiError(CODE.riskUserExists);
      throw error;
    }
  });
