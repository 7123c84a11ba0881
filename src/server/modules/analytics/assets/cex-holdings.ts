// A bound exchange account's balances, read through the exchange-accounts module (the account's
// connector from the shared pool, so the read waits in the key's rate governor beside the user's
// bots, and the account's status on the Account List follows what the venue answered), at most
// once per account per lease however many readers ask.
import type { AssetBalance, CapitalTransfer } from '../../../../engine/connectors/types.ts';
import { readBalances } from '../../exchange-accounts/account-balances.ts';
import { openCredentials } from '../../exchange-accounts/credential-vault.ts';
import type { ExchangeAccountDeps } from '../../exchange-accounts/index.ts';
import { exchangeAccountRepository } from '../../exchange-accounts/index.ts';
import { BalanceLeases } from './balance-leases.ts';
import type { BoundAccountRow } from './holding-repository.ts';
import type { SourceHoldings } from './source-holdings.ts';

/** A tab polling /realTimeData and the snapshot job share a read made within this long. */
export const CEX_LEASE_MS = 5_000;

const NOTHING: ReadonlySet<string> = new Set();

export class CexHoldings {
  private readonly leases: BalanceLeases<{ balances: AssetBalance[]; checkedAt: number }>;
  private readonly accounts;

  constructor(private readonly deps: ExchangeAccountDeps) {
    this.leases = new BalanceLeases(CEX_LEASE_MS, deps.now);
    this.accounts = exchangeAccountRepository(deps.db);
  }

  /** The user's bound accounts. */
  ofUser(userId: number): Promise<BoundAccountRow[]> {
    return this.accounts.ofUser(userId);
  }

  /**
   * What the account holds: every asset with a balance, and each of `alsoKeep` even at 0 (an
   * alert's pair, whose price its drop comparison needs).
   */
  async read(row: BoundAccountRow, alsoKeep: ReadonlySet<string> = NOTHING): Promise<SourceHoldings> {
    const { balances, checkedAt } = await this.leases.get(`${row.userId}|${row.web}`, () => readBalances(this.deps, this.accounts, row));
    const holdings = balances
      .filter((balance) => balance.total > 0 || alsoKeep.has(balance.asset))
      .map((balance) => ({ asset: balance.asset, amount: balance.total, priceKey: balance.asset }));
    for (const asset of alsoKeep)
      if (!holdings.some((holding) => holding.asset === asset)) holdings.push({ asset, amount: 0, priceKey: asset });
    return { sourceType: 'cex', source: row.web, userId: row.userId, remark: row.remark, holdings, readAt: checkedAt };
  }

  /**
   * The account's deposits and withdrawals since `since`, read from the venue through the key's
   * connector from the shared pool (so the reads wait in the key's rate governor beside its bots).
   * Throws what the venue answered (a VenueError) when it fails.
   */
  async transfers(row: BoundAccountRow, since: number): Promise<CapitalTransfer[]> {
    const credentials = openCredentials(this.deps.secretBox, row.userId, row.web, row.credentialsSealed);
    const connector = this.deps.venues.pool.accountConnector(row.web, credentials);
    const [deposits, withdrawals] = await Promise.all([connector.fetchDeposits(since), connector.fetchWithdrawals(since)]);
    return [...deposits, ...withdrawals];
  }
}
