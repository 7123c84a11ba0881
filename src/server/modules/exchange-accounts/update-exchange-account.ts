import { updateExchangeAccount } from '../../../shared/contracts/exchange-accounts/update-exchange-account.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { fieldIssue } from '../account/field-issue.ts';
import { userIdOf } from '../markets/favourites.ts';
import { accountView, balanceView } from './account-views.ts';
import { requireVenueFields, venueOf, warningsOf } from './bind-account.ts';
import { credentialsOf, fieldsOf, maskKey, openCredentials, sealCredentials } from './credential-vault.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository } from './exchange-account-repository.ts';
import { verifyCredentials } from './verify-credentials.ts';

/**
 * Edits a bound account. New credentials are merged over the stored ones and verified again
 * before they replace them; a remark or whitelist change alone touches nothing at the venue.
 */
export const updateExchangeAccountCall = (deps: ExchangeAccountDeps, repo: ExchangeAccountRepository) =>
  answer(updateExchangeAccount, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const row = await repo.byId(userId, input.id);
    if (!row) throw new ApiError(CODE.exchangeAccountNotFound);
    const venue = venueOf(deps, row.web);
    const given = credentialsOf(input);
    const now = new Date(deps.now());
    const patch: Parameters<ExchangeAccountRepository['update']>[1] = { updatedAt: now };
    if (input.remark !== undefined) patch.remark = input.remark;
    if (input.ip_whitelist !== undefined) patch.ipWhitelist = input.ip_whitelist;

    if (Object.keys(given).length === 0) {
      const updated = await repo.update(row.id, patch);
      return { account: accountView(deps.venues, updated), balance: null, warnings: [] };
    }
    const previous = openCredentials(deps.secretBox, userId, row.web, row.credentialsSealed);
    const credentials = { ...previous, ...given };
    if (credentials.api_key !== undefined && credentials.api_key === credentials.secret)
      throw fieldIssue(ctx.t, 'secret', 'validation.keySecretSame');
    requireVenueFields(venue, credentials, ctx.t);
    const verified = await verifyCredentials(deps, row.web, credentials);
    const updated = await repo.update(row.id, {
      ...patch,
      apiKeyMasked: maskKey(credentials.api_key),
      credentialsSealed: sealCredentials(deps.secretBox, userId, row.web, credentials),
      fieldsSet: fieldsOf(credentials).join(','),
      withdrawEnabled: verified.permissions ? verified.permissions.withdraw : null,
      status: 'normal',
      statusCheckedAt: now,
    });
    deps.venues.pool.forget(row.web, previous);
    return {
      account: accountView(deps.venues, updated),
      balance: balanceView(verified.balances, 'normal', now.getTime()),
      warnings: warningsOf(verified),
    };
  });
