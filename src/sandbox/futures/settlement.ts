// What the venue does on its own as time passes: funding every 8 hours and liquidations.
//
// Funding: at each funding time every position pays (or receives) its notional at the mark times
// the symbol's funding rate; with a positive rate longs pay and shorts receive, the house being the
// other side. The payment moves the wallet (and an ISOLATED position's wallet) and is recorded as a
// FUNDING_FEE income.
//
// Liquidation: when the mark reaches a position's liquidation price (position-math.ts), the venue
// cancels the account's open orders in that symbol and closes the whole position at the
// liquidation price with an "autoclose-" order (a LIMIT IOC, as Binance's liquidation orders read
// through the REST API), realizing the loss. The clearance fee (INSURANCE_CLEAR) then takes what is
// left of the position's margin: an ISOLATED position loses exactly its isolated wallet; a CROSSED
// one loses its maintenance margin on top of the realized loss, and the cross wallet never ends
// below zero (the house covers a shortfall).
import { ATOMS_PER_UNIT } from '../decimal.ts';
import { cancelOrder, type ExecutionContext, fill } from './execution.ts';
import { notional } from './contracts.ts';
import { accountFigures, type PositionFigures } from './margin.ts';
import { crossed, maintenanceMargin, smallerAtoms } from './position-math.ts';
import type { FuturesOrder, Marks } from './types.ts';

/** The first position (by account, then symbol) whose liquidation price the marks have reached. */
export function nextLiquidation(context: ExecutionContext, marks: Marks): PositionFigures | null {
  const accounts = [...new Set([...context.ledger.positions.values()].map((position) => position.accountId))].sort((a, b) => a - b);
  for (const accountId of accounts) {
    const figures = accountFigures(context, accountId, marks);
    const hit = figures.positions
      .filter((position) => crossed(position.position.lots, position.liquidationTicks, position.markTicks))
      .sort((a, b) => (a.position.symbol < b.position.symbol ? -1 : 1))[0];
    if (hit) return hit;
  }
  return null;
}

export function liquidate(context: ExecutionContext, target: PositionFigures, marks: Marks, ts: number): FuturesOrder {
  const { ledger } = context;
  const { position, market } = target;
  const { accountId, symbol } = position;
  for (const order of ledger.openOrders(accountId, symbol)) cancelOrder(context, accountId, symbol, { orderId: order.id }, ts);

  const crossBefore = accountFigures(context, accountId, marks).crossWalletAtoms;
  const isolatedBefore = position.isolatedAtoms;
  const priceTicks = target.liquidationTicks ?? target.markTicks;
  const lots = Math.abs(position.lots);
  const id = ledger.nextOrderId++;
  const order: FuturesOrder = {
    id,
    symbol,
    accountId,
    clientOrderId: `autoclose-${ts}${id}`,
    side: position.lots > 0 ? 'SELL' : 'BUY',
    type: 'LIMIT',
    timeInForce: 'IOC',
    priceTicks,
    origLots: lots,
    executedLots: 0,
    cumQuoteAtoms: 0n,
    reduceOnly: true,
    status: 'NEW',
    liquidation: true,
    time: ts,
    updateTime: ts,
  };
  ledger.addOrder(order);
  const trade = fill(context, order, lots, priceTicks, false, ts, { feePpm: 0 });

  let clearance: bigint;
  if (target.settings.marginType === 'ISOLATED') {
    // The wallet ends exactly the isolated margin lower: the realized loss plus the fee.
    clearance = -isolatedBefore - trade.realizedPnlAtoms;
  } else {
    const crossAfter = crossBefore + trade.realizedPnlAtoms;
    const maintenance = maintenanceMargin(market, lots, priceTicks);
    clearance = crossAfter <= 0n ? -crossAfter : -smallerAtoms(maintenance, crossAfter);
  }
  if (clearance !== 0n) {
    ledger.credit(accountId, clearance, ts);
    ledger.addIncome({ accountId, symbol, type: 'INSURANCE_CLEAR', atoms: clearance, time: ts, tradeId: trade.id });
  }
  return order;
}

/** Closes every position the marks have reached, one at a time (each changes the next one's price). */
export function liquidateReached(context: ExecutionContext, marks: Marks, ts: number): void {
  // Each pass closes a position, so this ends after at most one pass per position.
  for (let guard = context.ledger.positions.size; guard >= 0; guard--) {
    const next = nextLiquidation(context, marks);
    if (!next) return;
    liquidate(context, next, marks, ts);
  }
}

/** Pays funding on every open position and records the rate of each symbol for `fundingTime`. */
export function settleFunding(context: ExecutionContext, fundingTime: number, marks: Marks, ts: number): void {
  const { ledger } = context;
  for (const [symbol, market] of context.contracts) {
    const rateAtoms = ledger.contract(symbol).fundingRateAtoms;
    const markTicks = marks[symbol]!;
    const history = ledger.funding.get(symbol) ?? [];
    history.push({ symbol, fundingTime, rateAtoms, markTicks });
    ledger.funding.set(symbol, history);
    for (const position of [...ledger.positions.values()].filter((p) => p.symbol === symbol)) {
      const magnitude = (notional(market, position.lots, markTicks) * (rateAtoms < 0n ? -rateAtoms : rateAtoms)) / ATOMS_PER_UNIT;
      if (magnitude === 0n) continue;
      // Longs pay a positive rate, shorts a negative one.
      const pays = position.lots > 0 === rateAtoms > 0n;
      const amount = pays ? -magnitude : magnitude;
      ledger.credit(position.accountId, amount, ts);
      if (position.isolatedAtoms > 0n) {
        const isolated = position.isolatedAtoms + amount;
        ledger.setPosition({ ...position, isolatedAtoms: isolated > 0n ? isolated : 0n });
      }
      ledger.addIncome({ accountId: position.accountId, symbol, type: 'FUNDING_FEE', atoms: amount, time: ts, tradeId: null });
    }
  }
  ledger.lastFundingTime = fundingTime;
}
