// What an account's futures wallet is worth at given marks, Binance's way (single-asset mode):
//   cross wallet      = wallet - isolated wallets
//   available balance = cross wallet + cross unrealized PnL - cross position initial margin
//                       - initial margin of open orders
//   margin balance    = wallet + unrealized PnL
// Position initial margin is the notional at the mark over the leverage; an open order's is its
// remaining notional at its price over the leverage (reduce-only orders hold none).
import type { Market } from '../engine/market.ts';
import { notional } from './contracts.ts';
import type { FuturesLedger } from './ledger.ts';
import { entryPriceAtoms, initialMargin, liquidationTicks, maintenanceMargin, smallerAtoms, unrealizedPnl } from './position-math.ts';
import type { FuturesOrder, Marks, Position, SymbolSettings } from './types.ts';

export interface PositionFigures {
  position: Position;
  market: Market;
  settings: SymbolSettings;
  markTicks: number;
  notionalAtoms: bigint;
  unrealizedAtoms: bigint;
  initialAtoms: bigint;
  maintAtoms: bigint;
  entryAtoms: bigint;
  liquidationTicks: number | null;
}

export interface AccountFigures {
  walletAtoms: bigint;
  crossWalletAtoms: bigint;
  unrealizedAtoms: bigint;
  crossUnrealizedAtoms: bigint;
  positionInitialAtoms: bigint;
  openOrderInitialAtoms: bigint;
  maintAtoms: bigint;
  marginBalanceAtoms: bigint;
  availableAtoms: bigint;
  positions: PositionFigures[];
}

export interface MarginContext {
  ledger: FuturesLedger;
  contracts: ReadonlyMap<string, Market>;
}

const sum = (values: Iterable<bigint>) => {
  let total = 0n;
  for (const value of values) total += value;
  return total;
};

export function openOrderInitialMargin(context: MarginContext, order: FuturesOrder): bigint {
  if (order.reduceOnly) return 0n;
  const market = context.contracts.get(order.symbol)!;
  const leverage = context.ledger.symbolSettings(order.accountId, order.symbol).leverage;
  return initialMargin(notional(market, order.origLots - order.executedLots, order.priceTicks), leverage);
}

export function accountFigures(context: MarginContext, accountId: number, marks: Marks): AccountFigures {
  const { ledger } = context;
  const walletAtoms = ledger.wallet(accountId).atoms;
  const base = ledger.positionsOf(accountId).map((position) => {
    const market = context.contracts.get(position.symbol)!;
    const settings = ledger.symbolSettings(accountId, position.symbol);
    const markTicks = marks[position.symbol]!;
    const notionalAtoms = notional(market, position.lots, markTicks);
    return {
      position,
      market,
      settings,
      markTicks,
      notionalAtoms,
      unrealizedAtoms: unrealizedPnl(market, position, markTicks),
      initialAtoms: initialMargin(notionalAtoms, settings.leverage),
      maintAtoms: maintenanceMargin(market, position.lots, markTicks),
      entryAtoms: entryPriceAtoms(market, position),
    };
  });
  const cross = base.filter((figures) => figures.settings.marginType === 'CROSSED');
  const crossWalletAtoms = walletAtoms - sum(base.map((figures) => figures.position.isolatedAtoms));
  const crossUnrealizedAtoms = sum(cross.map((figures) => figures.unrealizedAtoms));
  const crossMaint = sum(cross.map((figures) => figures.maintAtoms));
  const positions: PositionFigures[] = base.map((figures) => {
    // WB - TMM1 + UPNL1: the collateral the liquidation price formula gives this position.
    const collateral =
      figures.settings.marginType === 'ISOLATED'
        ? figures.position.isolatedAtoms
        : crossWalletAtoms - (crossMaint - figures.maintAtoms) + (crossUnrealizedAtoms - figures.unrealizedAtoms);
    return { ...figures, liquidationTicks: liquidationTicks(figures.market, figures.position, collateral) };
  });
  const unrealizedAtoms = sum(base.map((figures) => figures.unrealizedAtoms));
  const openOrderInitialAtoms = sum(ledger.openOrders(accountId).map((order) => openOrderInitialMargin(context, order)));
  const crossInitial = sum(cross.map((figures) => figures.initialAtoms));
  return {
    walletAtoms,
    crossWalletAtoms,
    unrealizedAtoms,
    crossUnrealizedAtoms,
    positionInitialAtoms: sum(base.map((figures) => figures.initialAtoms)),
    openOrderInitialAtoms,
    maintAtoms: sum(base.map((figures) => figures.maintAtoms)),
    marginBalanceAtoms: walletAtoms + unrealizedAtoms,
    availableAtoms: crossWalletAtoms + crossUnrealizedAtoms - crossInitial - openOrderInitialAtoms,
    positions,
  };
}

/** What can leave the futures wallet: the available balance, at most the cross wallet, never below 0. */
export function maxWithdrawAtoms(figures: AccountFigures): bigint {
  const limit = smallerAtoms(figures.availableAtoms, figures.crossWalletAtoms);
  return limit > 0n ? limit : 0n;
}

/** A symbol's figures from an account's: its open position's, or a flat position's. */
export function symbolFigures(
  context: MarginContext,
  account: AccountFigures,
  accountId: number,
  symbol: string,
  marks: Marks,
): PositionFigures {
  const open = account.positions.find((figures) => figures.position.symbol === symbol);
  if (open) return open;
  return {
    position: context.ledger.position(accountId, symbol),
    market: context.contracts.get(symbol)!,
    settings: context.ledger.symbolSettings(accountId, symbol),
    markTicks: marks[symbol]!,
    notionalAtoms: 0n,
    unrealizedAtoms: 0n,
    initialAtoms: 0n,
    maintAtoms: 0n,
    entryAtoms: 0n,
    liquidationTicks: null,
  };
}
