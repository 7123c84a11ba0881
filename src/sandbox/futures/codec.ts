// The futures state as plain JSON for the venue's snapshot (amounts as integer strings) and back.
// Lists are written in id or key order, so encoding a restored state gives the same document.
import type { FuturesLedger } from './ledger.ts';
import type { ContractSettings, FundingEvent, FuturesOrder, FuturesTrade, Income, MarginType, Position, Premium, Wallet } from './types.ts';

type Json<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

export interface FuturesSnapshot {
  wallets: Array<[number, Json<Wallet>]>;
  positions: Array<Json<Position>>;
  settings: Array<{ key: string; leverage: number; marginType: MarginType }>;
  orders: Array<Json<FuturesOrder>>;
  trades: Array<Json<FuturesTrade>>;
  income: Array<Json<Income>>;
  funding: Array<Json<FundingEvent>>;
  contracts: Array<[string, Json<ContractSettings>]>;
  /** Absent from snapshots written before trading moved the price. */
  premiums?: Array<[string, Premium]>;
  lastFundingTime: number | null;
  nextOrderId: number;
  nextTradeId: number;
  nextIncomeId: number;
}

const byKey = <T>(entries: Iterable<[string | number, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export function encodeFutures(ledger: FuturesLedger): FuturesSnapshot {
  return {
    wallets: byKey(ledger.wallets).map(([id, wallet]) => [id as number, { atoms: wallet.atoms.toString(), updateTime: wallet.updateTime }]),
    positions: byKey(ledger.positions).map(([, p]) => ({
      ...p,
      costAtoms: p.costAtoms.toString(),
      isolatedAtoms: p.isolatedAtoms.toString(),
    })),
    settings: byKey(ledger.settings).map(([key, s]) => ({ key: key as string, leverage: s.leverage, marginType: s.marginType })),
    orders: [...ledger.orders.values()].sort((a, b) => a.id - b.id).map((o) => ({ ...o, cumQuoteAtoms: o.cumQuoteAtoms.toString() })),
    trades: ledger.allTrades().map((t) => ({
      ...t,
      quoteAtoms: t.quoteAtoms.toString(),
      realizedPnlAtoms: t.realizedPnlAtoms.toString(),
      commissionAtoms: t.commissionAtoms.toString(),
    })),
    income: ledger.allIncome().map((i) => ({ ...i, atoms: i.atoms.toString() })),
    funding: byKey(ledger.funding).flatMap(([, events]) => events.map((e) => ({ ...e, rateAtoms: e.rateAtoms.toString() }))),
    contracts: byKey(ledger.contracts).map(([symbol, c]) => [
      symbol as string,
      { pinnedMarkTicks: c.pinnedMarkTicks, fundingRateAtoms: c.fundingRateAtoms.toString() },
    ]),
    premiums: byKey(ledger.premiums).map(([symbol, p]) => [symbol as string, { ppb: p.ppb, time: p.time }]),
    lastFundingTime: ledger.lastFundingTime,
    nextOrderId: ledger.nextOrderId,
    nextTradeId: ledger.nextTradeId,
    nextIncomeId: ledger.nextIncomeId,
  };
}

export function decodeFutures(ledger: FuturesLedger, snapshot: FuturesSnapshot): void {
  for (const [id, wallet] of snapshot.wallets) ledger.wallets.set(id, { atoms: BigInt(wallet.atoms), updateTime: wallet.updateTime });
  for (const p of snapshot.positions) ledger.setPosition({ ...p, costAtoms: BigInt(p.costAtoms), isolatedAtoms: BigInt(p.isolatedAtoms) });
  for (const s of snapshot.settings) ledger.settings.set(s.key, { leverage: s.leverage, marginType: s.marginType });
  for (const o of snapshot.orders) ledger.addOrder({ ...o, cumQuoteAtoms: BigInt(o.cumQuoteAtoms) });
  for (const t of snapshot.trades) {
    ledger.addTrade({
      ...t,
      quoteAtoms: BigInt(t.quoteAtoms),
      realizedPnlAtoms: BigInt(t.realizedPnlAtoms),
      commissionAtoms: BigInt(t.commissionAtoms),
    });
  }
  for (const i of snapshot.income) ledger.restoreIncome({ ...i, atoms: BigInt(i.atoms) });
  for (const e of snapshot.funding) {
    const history = ledger.funding.get(e.symbol) ?? [];
    history.push({ ...e, rateAtoms: BigInt(e.rateAtoms) });
    ledger.funding.set(e.symbol, history);
  }
  for (const [symbol, c] of snapshot.contracts) {
    ledger.contracts.set(symbol, { pinnedMarkTicks: c.pinnedMarkTicks, fundingRateAtoms: BigInt(c.fundingRateAtoms) });
  }
  for (const [symbol, p] of snapshot.premiums ?? []) ledger.premiums.set(symbol, { ppb: p.ppb, time: p.time });
  ledger.lastFundingTime = snapshot.lastFundingTime;
  ledger.nextOrderId = snapshot.nextOrderId;
  ledger.nextTradeId = snapshot.nextTradeId;
  ledger.nextIncomeId = snapshot.nextIncomeId;
}
