// The part of Binance's official Node connector (@binance/connector, plain JavaScript without
// types) that the sandbox tests drive. Each call resolves with axios's response; a refusal rejects
// with axios's error, whose response.data is Binance's {code, msg}.
declare module '@binance/connector' {
  type Options = Record<string, string | number>;
  interface Response<T> {
    status: number;
    data: T;
  }
  type Level = [price: string, quantity: string];
  interface Order {
    orderId: number;
    clientOrderId?: string;
    origClientOrderId?: string;
    status: string;
    [field: string]: unknown;
  }
  interface Account {
    canTrade: boolean;
    balances: Array<{ asset: string; free: string; locked: string }>;
  }

  export class Spot {
    constructor(apiKey?: string, apiSecret?: string, options?: { baseURL?: string; timeout?: number });
    exchangeInfo(options?: Options): Promise<Response<{ symbols: Array<{ symbol: string }> }>>;
    depth(symbol: string, options?: Options): Promise<Response<{ bids: Level[]; asks: Level[] }>>;
    klines(symbol: string, interval: string, options?: Options): Promise<Response<Array<[openTime: number, ...rest: unknown[]]>>>;
    account(options?: Options): Promise<Response<Account>>;
    newOrder(symbol: string, side: 'BUY' | 'SELL', type: string, options?: Options): Promise<Response<Order>>;
    getOrder(symbol: string, options?: Options): Promise<Response<Order>>;
    cancelOrder(symbol: string, options?: Options): Promise<Response<Order>>;
    cancelOpenOrders(symbol: string, options?: Options): Promise<Response<Order[]>>;
    openOrders(options?: Options): Promise<Response<Order[]>>;
  }
}
