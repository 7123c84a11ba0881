// Builds a small engine for tests and the benchmark: one or more markets, funded accounts, and an
// order helper that speaks in Binance's request strings.
import { atoms } from '../decimal.ts';
import { SANDBOX_MARKETS } from '../markets.ts';
import { Accounts } from './accounts.ts';
import { compileMarket, type Market } from './market.ts';
import { MatchingEngine } from './matching-engine.ts';
import { type OrderRequest, parseOrderRequest } from './order-request.ts';
import type { PlaceResult, StpMode } from './types.ts';

export interface EngineFixture {
  engine: MatchingEngine;
  accounts: Accounts;
  markets: Map<string, Market>;
  fund(balances: Record<string, string>, fees?: { makerFeePpm?: number; takerFeePpm?: number }): number;
  order(accountId: number, request: Omit<OrderRequest, 'symbol'> & { symbol?: string }, now?: number): PlaceResult;
}

export function engineFixture(options: { symbols?: string[]; defaultStp?: StpMode } = {}): EngineFixture {
  const symbols = options.symbols ?? ['BTCUSDT'];
  const markets = new Map(
    SANDBOX_MARKETS.filter((spec) => symbols.includes(spec.symbol)).map((spec) => [spec.symbol, compileMarket(spec)]),
  );
  const accounts = new Accounts();
  const engine = new MatchingEngine([...markets.values()], accounts);
  let clientIds = 0;
  return {
    engine,
    accounts,
    markets,
    fund(balances, fees = {}) {
      const account = accounts.open({ kind: 'user', makerFeePpm: fees.makerFeePpm ?? 0, takerFeePpm: fees.takerFeePpm ?? 0, createdAt: 0 });
      for (const [asset, amount] of Object.entries(balances)) accounts.deposit(account.id, asset, atoms(amount));
      return account.id;
    },
    order(accountId, request, now = 0) {
      const symbol = request.symbol ?? symbols[0]!;
      const market = markets.get(symbol)!;
      const command = parseOrderRequest(
        market,
        accountId,
        { ...request, symbol },
        {
          stp: options.defaultStp ?? 'NONE',
          newClientOrderId: () => `test-${++clientIds}`,
        },
      );
      return engine.place(command, now);
    },
  };
}
