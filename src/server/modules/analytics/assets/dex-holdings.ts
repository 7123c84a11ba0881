// What the user's wallets hold on a chain, summed over every wallet (main and trading): the
// balances the wallet module last read from the chain, converted from base units with the tokens'
// decimals. The snapshot job reads only these stored balances; /realTimeData also has them read
// again from the chain in the background when they are older than a lease, at most once per user
// and chain per lease (a chain read of hundreds of wallets is not something to do per poll).
import { formatUnits } from 'viem';
import type { Logger } from '../../../logger.ts';
import type { WalletServices } from '../../wallets/index.ts';
import { BalanceLeases } from './balance-leases.ts';
import { failureText } from './failure-text.ts';
import type { HoldingRepository, WalletTokenTotal } from './holding-repository.ts';
import type { SourceHoldings } from './source-holdings.ts';

/** Stored wallet balances older than this are read again from the chain when /realTimeData asks. */
export const DEX_REFRESH_MS = 30_000;

export class DexHoldings {
  private readonly refreshes: BalanceLeases<void>;

  constructor(
    private readonly wallets: WalletServices,
    private readonly repo: HoldingRepository,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {
    this.refreshes = new BalanceLeases(DEX_REFRESH_MS, now);
  }

  /** One chain's holdings from its stored token totals. Fails for a chain no DEX venue trades on any more. */
  async fromTotals(userId: number, chain: string, totals: readonly WalletTokenTotal[]): Promise<SourceHoldings> {
    const tokens = new Map((await this.wallets.tokensOf(userId, chain)).map((token) => [token.key, token]));
    const holdings = totals.flatMap((total) => {
      const token = tokens.get(total.token);
      if (!token || total.amount <= 0n) return [];
      return [{ asset: token.symbol, amount: Number(formatUnits(total.amount, token.decimals)), priceKey: token.key }];
    });
    const readAt = totals.reduce((latest, total) => Math.max(latest, total.readAt?.getTime() ?? 0), 0);
    return { sourceType: 'dex', source: chain, userId, remark: '', holdings, readAt };
  }

  /** Every chain of the user, as stored; chains whose balances are older than the lease are read again for the next ask. */
  async ofUser(userId: number): Promise<SourceHoldings[]> {
    const [chains, totals] = await Promise.all([this.repo.walletChains(userId), this.repo.walletTotals({ userId })]);
    const sources = await Promise.all(
      chains.map(async (chain) => {
        const own = totals.filter((total) => total.chain === chain);
        // A chain no DEX venue trades on any more has no tokens to show or read.
        const source = await this.fromTotals(userId, chain, own).catch(() => null);
        if (source && this.now() - source.readAt >= DEX_REFRESH_MS) this.refreshInBackground(userId, chain);
        return source;
      }),
    );
    return sources.filter((source) => source !== null);
  }

  /** Reads the chain's balances again for the next ask; a failed read (the RPC down) also waits out the lease before the next try. */
  private refreshInBackground(userId: number, chain: string): void {
    void this.refreshes.get(`${userId}|${chain}`, async () => {
      try {
        const [trading, main, tokens] = await Promise.all([
          this.wallets.repo.trading(userId, { chain }),
          this.wallets.repo.main(userId, chain),
          this.wallets.tokensOf(userId, chain),
        ]);
        const rows = main ? [main, ...trading] : trading;
        if (rows.length > 0) await this.wallets.refreshBalances(chain, rows, tokens);
      } catch (error) {
        this.log.warn({ userId, chain, error: failureText(error) }, 'wallet balance refresh failed');
      }
    });
  }
}
