// Reads a bound account's balances from its venue and records what that says about the account:
// normal, invalid (the venue refuses the key) or unreachable (the venue does not answer).
import { VenueError } from '../../../engine/connectors/errors.ts';
import type { AssetBalance } from '../../../engine/connectors/types.ts';
import type { AccountStatus } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { venueFailure } from '../markets/venue-failure.ts';
import { openCredentials } from './credential-vault.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';
import type { ExchangeAccountRepository, ExchangeAccountRow } from './exchange-account-repository.ts';

export async function readBalances(
  deps: ExchangeAccountDeps,
  repo: ExchangeAccountRepository,
  row: ExchangeAccountRow,
): Promise<{ balances: AssetBalance[]; checkedAt: number }> {
  const credentials = openCredentials(deps.secretBox, row.userId, row.web, row.credentialsSealed);
  const checkedAt = deps.now();
  const record = (status: AccountStatus) => repo.update(row.id, { status, statusCheckedAt: new Date(checkedAt) });
  try {
    const balances = await deps.venues.pool.accountConnector(row.web, credentials).fetchBalance();
    if (row.status !== 'normal' || !row.statusCheckedAt || checkedAt - row.statusCheckedAt.getTime() > 60_000) await record('normal');
    return { balances, checkedAt };
  } catch (error) {
    if (error instanceof VenueError) {
      await record(error.action === 'retry' ? 'unreachable' : 'invalid');
      deps.log.info({ web: row.web, account: row.id, reason: error.reason }, 'exchange account balance read failed');
    }
    throw venueFailure(error);
  }
}
