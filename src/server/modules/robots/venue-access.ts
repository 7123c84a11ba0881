// The runner's way to the user's exchange accounts: a connector signing with the account bound on
// the venue, from the shared connector pool, so a bot waits in the same rate governor as the
// user's other bots and screens on that key.
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import type { VenueAccess } from '../../../engine/runner/session-deps.ts';
import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import { openCredentials } from '../exchange-accounts/credential-vault.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';

export function boundVenueAccess(deps: { db: Db; secretBox: SecretBox; venues: VenueServices }): VenueAccess {
  const accounts = exchangeAccountRepository(deps.db);
  return {
    async connector(bot, venueId) {
      const row = await accounts.byWeb(bot.userId, venueId);
      // No account: the bot cannot trade until the user binds one (it stops with this reason).
      if (!row) throw new VenueStopError('authentication', { venue: venueId, operation: 'bindAccount' }, new Error('no account bound'));
      return deps.venues.pool.accountConnector(venueId, openCredentials(deps.secretBox, bot.userId, venueId, row.credentialsSealed));
    },
  };
}
