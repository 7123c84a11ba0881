// The recurring job that reads the bound accounts for the account conditions: the watched token's
// balance (balance below) and the account's recent fills against the market's recent prices
// (arbitrage bot). One balance read per account and venue per run, however many alerts use it.
import type { OwnTrade } from '../../../../engine/connectors/types.ts';
import { type Logger, errorText } from '../../../logger.ts';
import { type AlarmRow, watchedAssetOf } from '../alarm-rows.ts';
import { ARBITRAGE_PARAMS, detectArbitrageBot, type Fill } from '../evaluation/arbitrage-detector.ts';
import type { BoundAccounts } from '../ports.ts';
import { marketOf } from '../alarm-rows.ts';
import { symbolOf } from '../ports.ts';
import type { AlarmEngine } from './alarm-engine.ts';

export const ACCOUNT_CHECK_JOB = 'alarms.check-accounts';

const fillOf = (trade: OwnTrade): Fill => ({
  side: trade.side,
  price: trade.price,
  amount: trade.amount,
  maker: trade.maker,
  timestamp: trade.timestamp,
});

/** Runs `read` once per key, however many alerts ask for it in one run. */
function memo<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key, read) => {
    let value = cache.get(key);
    if (!value) {
      value = read();
      cache.set(key, value);
    }
    return value;
  };
}

export async function checkAccounts(engine: AlarmEngine, accounts: BoundAccounts, now: () => number, log: Logger): Promise<void> {
  const rows = engine.activeRows().filter((row) => row.balanceBelow !== null || row.arbitrageBot);
  const balances = memo<Map<string, number>>();
  const fills = memo<Fill[]>();
  const work = rows.map(async (row: AlarmRow) => {
    try {
      const connector = await accounts.connectorFor(row.userId, row.web);
      if (!connector) return; // the account was unbound: nothing to read
      let balance: number | undefined;
      if (row.balanceBelow !== null) {
        const totals = await balances(`${row.userId}|${row.web}`, async () => {
          const list = await connector.fetchBalance();
          return new Map(list.map((entry) => [entry.asset.toUpperCase(), entry.total]));
        });
        balance = totals.get(watchedAssetOf(row)) ?? 0;
      }
      let arbitrage: ReturnType<typeof detectArbitrageBot> | undefined;
      if (row.arbitrageBot) {
        const symbol = symbolOf(marketOf(row));
        const recent = await fills(`${row.userId}|${row.web}|${symbol}`, async () =>
          (await connector.fetchMyTrades(symbol, { since: now() - ARBITRAGE_PARAMS.windowMs, limit: 1000 })).map(fillOf),
        );
        arbitrage = detectArbitrageBot(recent, engine.historyOf(marketOf(row))?.all() ?? [], now());
      }
      await engine.evaluate(row.id, () => ({ ...(balance !== undefined ? { balance } : {}), ...(arbitrage ? { arbitrage } : {}) }));
    } catch (error) {
      // One account's venue failing must not stop the others' checks; the next run tries again.
      log.warn({ alarmId: row.id, web: row.web, error: errorText(error) }, 'alert account check failed');
    }
  });
  await Promise.all(work);
}
