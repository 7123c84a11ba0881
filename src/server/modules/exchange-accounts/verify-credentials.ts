// Proves credentials work before they are saved: a real balance call on the venue, and the key's
// permissions where the venue reports them (a key that may withdraw is warned about).
import type { Credentials } from '../../../engine/connectors/ccxt-instance.ts';
import { VenueError } from '../../../engine/connectors/errors.ts';
import type { AssetBalance, KeyPermissions } from '../../../engine/connectors/types.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { venueFailure } from '../markets/venue-failure.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';

export interface Verified {
  balances: AssetBalance[];
  permissions: KeyPermissions | null;
}

export async function verifyCredentials(deps: ExchangeAccountDeps, web: string, credentials: Credentials): Promise<Verified> {
  const connector = deps.venues.pool.accountConnector(web, credentials);
  let balances: AssetBalance[];
  try {
    balances = await connector.fetchBalance();
  } catch (error) {
    deps.venues.pool.forget(web, credentials);
    if (error instanceof VenueError) {
      deps.log.info({ web, reason: error.reason, action: error.action }, 'exchange account verification failed');
      // Whatever the venue refused (a key it does not know, a wrong secret, a missing permission), the credentials do not work.
      if (error.action !== 'retry') throw new ApiError(CODE.verificationFailed);
    }
    throw venueFailure(error);
  }
  // Permissions are a warning, not a condition: a venue that cannot say leaves them unknown.
  const permissions = await connector.fetchKeyPermissions().catch((error: unknown) => {
    deps.log.info({ web, reason: error instanceof VenueError ? error.reason : 'unknown' }, 'key permissions not available');
    return null;
  });
  return { balances, permissions };
}
