import { describe, expect, it } from 'vitest';
import type { TokenBalanceEntry, TransactionBalances } from './executed-amounts.ts';
import { tradeFromBalances } from './pool-trades.ts';

const PAIR = { baseMint: 'DEMO', quoteMint: 'USDC', baseDecimals: 6, quoteDecimals: 6 };
const TRADER = 'trader';
const POOL = 'pool-authority';

const entry = (accountIndex: number, owner: string, mint: string, amount: bigint): TokenBalanceEntry => ({
  accountIndex,
  owner,
  mint,
  uiTokenAmount: { amount: amount.toString() },
});

/** A swap's meta: each account's balance before and after. */
function meta(accounts: [owner: string, mint: string, before: bigint, after: bigint][]): TransactionBalances {
  return {
    fee: 5_000,
    preBalances: [],
    postBalances: [],
    preTokenBalances: accounts.map(([owner, mint, before], index) => entry(index, owner, mint, before)),
    postTokenBalances: accounts.map(([owner, mint, , after], index) => entry(index, owner, mint, after)),
  };
}

describe('a trade read from a transaction’s balance changes', () => {
  it('is a buy when the pool’s base went out, priced at the quote it took in', () => {
    const trade = tradeFromBalances(
      meta([
        [TRADER, 'USDC', 50_000_000n, 0n],
        [TRADER, 'DEMO', 0n, 4_000_000_000n],
        [POOL, 'USDC', 100_000_000_000n, 100_050_000_000n],
        [POOL, 'DEMO', 10_000_000_000_000n, 9_996_000_000_000n],
      ]),
      TRADER,
      PAIR,
    );
    expect(trade).toEqual({ side: 'buy', amount: 4_000, price: 50 / 4_000 });
  });

  it('is a sell when the pool’s base came in', () => {
    const trade = tradeFromBalances(
      meta([
        [TRADER, 'DEMO', 1_000_000_000n, 0n],
        [POOL, 'DEMO', 5_000_000_000n, 6_000_000_000n],
        [POOL, 'USDC', 900_000_000n, 890_000_000n],
        [TRADER, 'USDC', 0n, 10_000_000n],
      ]),
      TRADER,
      PAIR,
    );
    expect(trade).toEqual({ side: 'sell', amount: 1_000, price: 10 / 1_000 });
  });

  it('is no trade for a transfer, or when only the signer’s balances moved', () => {
    expect(
      tradeFromBalances(
        meta([
          [TRADER, 'DEMO', 10n, 0n],
          ['friend', 'DEMO', 0n, 10n],
        ]),
        TRADER,
        PAIR,
      ),
    ).toBeNull();
    expect(
      tradeFromBalances(
        meta([
          [TRADER, 'DEMO', 10n, 0n],
          [TRADER, 'USDC', 0n, 10n],
        ]),
        TRADER,
        PAIR,
      ),
    ).toBeNull();
    // A pool being filled: base and quote both came in.
    expect(
      tradeFromBalances(
        meta([
          [POOL, 'DEMO', 0n, 10n],
          [POOL, 'USDC', 0n, 10n],
        ]),
        TRADER,
        PAIR,
      ),
    ).toBeNull();
  });
});
