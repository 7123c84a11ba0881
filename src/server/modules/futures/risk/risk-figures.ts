// What a risk user's account looks like now, from its venue: its open positions (exposure, margin
// ratio, unrealised P&L) and its futures wallet's settlement coin.
import type { AssetBalance, PositionState } from '../../../../engine/connectors/types.ts';
import type { RiskFigures } from '../../../../shared/contracts/futures/risk-user-fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import { venueFailure } from '../../markets/venue-failure.ts';
import type { FuturesAccount } from '../futures-accounts.ts';

/** USD-M venues settle in USDT; the coin of the positions when there are any. */
const DEFAULT_SETTLE_COIN = 'USDT';

/** The settlement coin of a perpetual's symbol: BTC/USDT:USDT settles in USDT. */
export const settleCoinOf = (symbol: string) => symbol.split(':')[1] ?? symbol.split('/')[1] ?? DEFAULT_SETTLE_COIN;

/** A position's value at the mark, or its size at the mark price when the venue leaves the value out. */
function positionValue(position: PositionState): number {
  if (position.notional !== null) return Math.abs(position.notional);
  return position.markPrice !== null ? position.size * position.markPrice : 0;
}

// Rounded to 10 places: sums of decimal figures in binary floating point leave dust.
const tidy = (value: number) => Math.round(value * 1e10) / 1e10;

/**
 * The account's margin ratio as Binance shows it: maintenance margin over margin balance, 1 being
 * liquidation; the higher of the cross positions' together and each isolated position's.
 *
 * An isolated position's ratio from the venue already is that (ccxt divides by its isolated margin,
 * P&L included). A cross position's is not: ccxt divides its maintenance margin by the wallet
 * balance without unrealised P&L (derived from the liquidation price), so it hardly moves as the
 * price runs against the account. The cross positions are therefore taken together: their
 * maintenance margins summed over the margin balance. When the venue leaves a position's maintenance
 * margin out, it is estimated as its ratio times that wallet balance (the futures wallet's margin
 * balance less their P&L): exact for one cross position, an estimate with several, as ccxt's wallet
 * figure for each also counts the others' margin and P&L. Without the wallet's figure, the highest
 * ratio the venue gave stands.
 */
export function marginRatioOf(positions: readonly PositionState[], marginBalance: number | null): number | null {
  const rated = positions.filter((position) => position.marginRatio !== null);
  const isolated = rated.filter((position) => position.marginMode === 'isolated');
  const cross = rated.filter((position) => position.marginMode === 'cross');
  const ratios = isolated.map((position) => position.marginRatio!);
  if (cross.length > 0) ratios.push(crossMarginRatio(cross, marginBalance));
  return ratios.length > 0 ? Math.round(Math.max(...ratios) * 1e4) / 1e4 : null;
}

function crossMarginRatio(cross: readonly PositionState[], marginBalance: number | null): number {
  if (marginBalance === null) return Math.max(...cross.map((position) => position.marginRatio!));
  // Nothing left to hold the positions: at liquidation.
  if (marginBalance <= 0) return 1;
  const wallet = marginBalance - cross.reduce((sum, position) => sum + (position.unrealizedPnl ?? 0), 0);
  const maintenance = cross.reduce((sum, position) => sum + (position.maintenanceMargin ?? position.marginRatio! * wallet), 0);
  return maintenance / marginBalance;
}

export function figuresOf(positions: readonly PositionState[], balances: readonly AssetBalance[]): RiskFigures {
  const settleCoin = positions[0] ? settleCoinOf(positions[0].symbol) : DEFAULT_SETTLE_COIN;
  const pnl = tidy(positions.reduce((sum, position) => sum + (position.unrealizedPnl ?? 0), 0));
  // The futures wallet's total is its margin balance: the wallet plus unrealised P&L.
  const wallet = balances.find((balance) => balance.asset === settleCoin);
  return {
    exposure: tidy(positions.reduce((sum, position) => sum + positionValue(position), 0)),
    margin_ratio: marginRatioOf(positions, wallet ? wallet.total : null),
    unrealized_pnl: pnl,
    loss: pnl < 0 ? -pnl : 0,
    positions: positions.length,
    wallet_balance: wallet ? wallet.total : null,
    settle_coin: settleCoin,
  };
}

/** Reads the account's positions and futures wallet at once (both wait in the key's rate governor). */
export async function readRiskFigures(account: Pick<FuturesAccount, 'connector'>): Promise<RiskFigures> {
  const [positions, balances] = await Promise.all([account.connector.fetchPositions(), account.connector.fetchBalance('swap')]);
  return figuresOf(positions, balances);
}

/** The response code a failed read answers with (shown per risk user, logged instead of the venue's message). */
export function failureCodeOf(error: unknown): number {
  const failure = venueFailure(error);
  return failure instanceof ApiError ? failure.code : CODE.exchangeUnavailable;
}
