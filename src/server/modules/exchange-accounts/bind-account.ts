// Binding an exchange account: one per venue, the fields the venue needs, credentials verified by
// a real balance call before they are sealed and saved.
import type { Credentials } from '../../../engine/connectors/ccxt-instance.ts';
import type { VenueDefinition } from '../../../engine/connectors/venue-definition.ts';
import type { BindForm } from '../../../shared/contracts/exchange-accounts/fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Translate } from '../../i18n.ts';
import { fieldIssue } from '../account/field-issue.ts';
import { balanceView } from './account-views.ts';
import { credentialsOf, fieldsOf, maskKey, sealCredentials } from './credential-vault.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import { type ExchangeAccountRepository, type ExchangeAccountRow, isUniqueViolation } from './exchange-account-repository.ts';
import { type Verified, verifyCredentials } from './verify-credentials.ts';

export interface BindOutcome {
  row: ExchangeAccountRow;
  balance: ReturnType<typeof balanceView>;
  warnings: Array<'withdrawEnabled'>;
}

export function venueOf(deps: ExchangeAccountDeps, web: string): VenueDefinition {
  const venue = deps.venues.registry.get(web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  return venue;
}

/** 1010 naming the first field the venue needs that the form left empty. */
export function requireVenueFields(venue: VenueDefinition, credentials: Credentials, t: Translate): void {
  for (const { field } of venue.credentials) {
    if (!credentials[field]) throw fieldIssue(t, field, 'validation.required');
  }
}

export const warningsOf = (verified: Verified): BindOutcome['warnings'] => (verified.permissions?.withdraw ? ['withdrawEnabled'] : []);

export async function bindAccount(
  deps: ExchangeAccountDeps,
  repo: ExchangeAccountRepository,
  userId: number,
  form: BindForm,
  t: Translate,
): Promise<BindOutcome> {
  const venue = venueOf(deps, form.web);
  if (await repo.byWeb(userId, venue.id)) throw new ApiError(CODE.exchangeAlreadyLinked);
  const credentials = credentialsOf(form);
  requireVenueFields(venue, credentials, t);
  const verified = await verifyCredentials(deps, venue.id, credentials);
  const now = new Date(deps.now());
  let row: ExchangeAccountRow;
  try {
    row = await repo.insert({
      userId,
      web: venue.id,
      remark: form.remark,
      apiKeyMasked: maskKey(credentials.api_key),
      credentialsSealed: sealCredentials(deps.secretBox, userId, venue.id, credentials),
      fieldsSet: fieldsOf(credentials).join(','),
      ipWhitelist: form.ip_whitelist ?? '',
      withdrawEnabled: verified.permissions ? verified.permissions.withdraw : null,
      status: 'normal',
      statusCheckedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(CODE.exchangeAlreadyLinked);
    throw error;
  }
  return { row, balance: balanceView(verified.balances, 'normal', now.getTime()), warnings: warningsOf(verified) };
}
