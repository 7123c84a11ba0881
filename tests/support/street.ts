// The "street" of a bot scenario: an account on a sandbox venue that shapes the market with its own
// resting orders, and a second account that takes the book (so it never meets the street's orders).
// Symbols are written as the venue writes them (ETHUSDT), prices and quantities as decimal strings.
import type { SandboxExchange } from '../../src/sandbox/index.ts';

export interface LadderOptions {
  /** The distance between two levels (1 USDT unless said). */
  step?: number;
  /** Levels on each side (90 unless said). */
  levels?: number;
  /** The decimal places prices are written with (2 unless said). */
  decimals?: number;
  symbol?: string;
}

export interface Street {
  accountId: number;
  /** A resting limit order of the street account. */
  order(side: 'BUY' | 'SELL', price: string, quantity: string, symbol?: string): void;
  /** A market order that takes the book, from the taker account. */
  take(side: 'BUY' | 'SELL', quantity: string, symbol?: string): void;
  clear(symbol?: string): void;
  /** Replaces the street's orders by one bid and one ask of `quantity` each. */
  quote(bid: string, ask: string, quantity: string, symbol?: string): void;
  /** Replaces the street's orders by a bid 0.5 under `mid` and an ask 0.5 over it, of `quantity` each. */
  quoteAround(mid: number, quantity: string, symbol?: string): void;
  /** Replaces the street's orders by a ladder of bids under `center` and asks over it, one level every step. */
  ladder(center: number, quantity: string, options?: LadderOptions): void;
}

const FUNDS = { USDT: '100000000', ETH: '100000', BTC: '10000', DEMO: '100000000' };

/** Opens the street's two accounts on the venue. */
export async function openStreet(exchange: SandboxExchange): Promise<Street> {
  const streetAccount = await exchange.createAccount({ balances: FUNDS });
  const takerAccount = await exchange.createAccount({ balances: FUNDS });
  const venue = exchange.engine;
  const order: Street['order'] = (side, price, quantity, symbol = 'ETHUSDT') => {
    venue.placeOrder(streetAccount.accountId, { symbol, side, type: 'LIMIT', timeInForce: 'GTC', price, quantity });
  };
  const clear: Street['clear'] = (symbol = 'ETHUSDT') => {
    // Like Binance, the venue refuses "cancel all" when nothing is open.
    if (venue.engine.state(symbol).open.size > 0) {
      try {
        venue.cancelAllOrders(streetAccount.accountId, symbol);
      } catch {
        // Only other accounts' orders were open.
      }
    }
  };
  const quote: Street['quote'] = (bid, ask, quantity, symbol = 'ETHUSDT') => {
    clear(symbol);
    order('BUY', bid, quantity, symbol);
    order('SELL', ask, quantity, symbol);
  };
  return {
    accountId: streetAccount.accountId,
    order,
    take: (side, quantity, symbol = 'ETHUSDT') => {
      venue.placeOrder(takerAccount.accountId, { symbol, side, type: 'MARKET', quantity });
    },
    clear,
    quote,
    quoteAround: (mid, quantity, symbol) => quote((mid - 0.5).toFixed(2), (mid + 0.5).toFixed(2), quantity, symbol),
    ladder: (center, quantity, { step = 1, levels = 90, decimals = 2, symbol = 'ETHUSDT' } = {}) => {
      clear(symbol);
      for (let i = 1; i <= levels; i++) {
        order('BUY', (center - step * i).toFixed(decimals), quantity, symbol);
        order('SELL', (center + step * i).toFixed(decimals), quantity, symbol);
      }
    },
  };
}
