// POST /fapi/v1/order's parameters, checked as Binance's USD-M API checks them, into a futures
// place command in engine units (ticks and lots). One-way mode only: positionSide BOTH or absent.
import { DECIMAL_PATTERN, parseAtoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import type { Side } from '../engine/types.ts';
import { futuresErrors } from '../futures/errors.ts';
import {
  FUTURES_ORDER_TYPES,
  FUTURES_TIME_IN_FORCE,
  type FuturesOrderType,
  type FuturesPlaceCommand,
  type FuturesTimeInForce,
} from '../futures/types.ts';
import { CLIENT_ORDER_ID_RANGE, DECIMAL_RANGE, venueErrors } from '../venue-error.ts';
import { type Params, required } from './params.ts';

/** A decimal parameter in atoms, or Binance's error for a malformed or too precise one. */
function decimalParam(params: Params, name: string): bigint {
  const text = required(params, name);
  if (!DECIMAL_PATTERN.test(text)) throw venueErrors.illegalCharacters(name, DECIMAL_RANGE);
  const parsed = parseAtoms(text);
  if (!parsed.ok) throw venueErrors.tooPrecise(name);
  return parsed.atoms;
}

function booleanParam(params: Params, name: string): boolean {
  const value = params[name];
  if (value === undefined || value === '') return false;
  if (value.toLowerCase() === 'true') return true;
  if (value.toLowerCase() === 'false') return false;
  throw venueErrors.invalidParameter(name);
}

function lotsParam(market: Market, params: Params, type: FuturesOrderType): number {
  const amount = decimalParam(params, 'quantity');
  if (amount <= 0n) throw futuresErrors.quantityNotPositive();
  if (amount % market.stepAtoms !== 0n) throw venueErrors.tooPrecise('quantity');
  const lots = Number(amount / market.stepAtoms);
  if (lots < market.minLots) throw futuresErrors.quantityBelowMin();
  if (lots > (type === 'MARKET' ? market.marketMaxLots : market.maxLots)) throw futuresErrors.quantityAboveMax();
  return lots;
}

function priceParam(market: Market, params: Params): number {
  const amount = decimalParam(params, 'price');
  if (amount % market.tickAtoms !== 0n) throw futuresErrors.priceNotTick();
  const ticks = Number(amount / market.tickAtoms);
  if (ticks < market.minPriceTicks) throw futuresErrors.priceBelowMin();
  if (ticks > market.maxPriceTicks) throw futuresErrors.priceAboveMax();
  return ticks;
}

export function parseFuturesOrder(market: Market, accountId: number, params: Params, autoClientOrderId: () => string): FuturesPlaceCommand {
  const side = required(params, 'side') as Side;
  if (side !== 'BUY' && side !== 'SELL') throw venueErrors.invalidSide();
  const type = required(params, 'type') as FuturesOrderType;
  if (!FUTURES_ORDER_TYPES.includes(type)) throw venueErrors.invalidOrderType();
  if (params.positionSide !== undefined && params.positionSide !== 'BOTH') throw futuresErrors.positionSideMismatch();
  if (booleanParam(params, 'closePosition')) throw venueErrors.invalidParameter('closePosition');

  let timeInForce: FuturesTimeInForce = 'GTC';
  let priceTicks = 0;
  if (type === 'LIMIT') {
    timeInForce = required(params, 'timeInForce') as FuturesTimeInForce;
    if (!FUTURES_TIME_IN_FORCE.includes(timeInForce)) throw venueErrors.invalidTimeInForce();
    priceTicks = priceParam(market, params);
  } else if (params.price !== undefined && params.price !== '') {
    throw venueErrors.notRequired('price');
  }

  const clientOrderId = params.newClientOrderId || autoClientOrderId();
  if (!new RegExp(CLIENT_ORDER_ID_RANGE).test(clientOrderId))
    throw venueErrors.illegalCharacters('newClientOrderId', CLIENT_ORDER_ID_RANGE);
  return {
    accountId,
    symbol: market.symbol,
    side,
    type,
    timeInForce,
    priceTicks,
    lots: lotsParam(market, params, type),
    reduceOnly: booleanParam(params, 'reduceOnly'),
    clientOrderId,
  };
}
