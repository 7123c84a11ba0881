// Turns a new-order request, as Binance receives it (strings), into an engine command, applying
// the parameter rules and the symbol filters (PRICE_FILTER, LOT_SIZE, MARKET_LOT_SIZE, NOTIONAL)
// with Binance's error for each failure. Shared by the REST routes and the in-process API.
import { parseAtoms } from '../decimal.ts';
import { CLIENT_ORDER_ID_RANGE, DECIMAL_RANGE, VenueError, venueErrors } from '../venue-error.ts';
import { type Market, quoteAtoms } from './market.ts';
import {
  ORDER_TYPES,
  type OrderType,
  type PlaceCommand,
  STP_MODES,
  type Side,
  type StpMode,
  TIME_IN_FORCE,
  type TimeInForce,
} from './types.ts';

export interface OrderRequest {
  symbol: string;
  side?: string;
  type?: string;
  timeInForce?: string;
  quantity?: string;
  quoteOrderQty?: string;
  price?: string;
  newClientOrderId?: string;
  selfTradePreventionMode?: string;
}

/** Order types Binance knows but this venue does not list for its symbols. */
const UNLISTED_TYPES = ['STOP_LOSS', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'];
const CLIENT_ORDER_ID = /^[.A-Z:/a-z0-9_-]{1,36}$/;

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

function decimal(param: string, text: string): bigint {
  const parsed = parseAtoms(text);
  if (parsed.ok) return parsed.atoms;
  throw parsed.reason === 'malformed' ? venueErrors.illegalCharacters(param, DECIMAL_RANGE) : venueErrors.tooPrecise(param);
}

function priceTicks(market: Market, text: string): number {
  const atoms = decimal('price', text);
  const ticks = atoms / market.tickAtoms;
  const valid = atoms % market.tickAtoms === 0n && ticks >= BigInt(market.minPriceTicks) && ticks <= BigInt(market.maxPriceTicks);
  if (!valid) throw venueErrors.filterFailure('PRICE_FILTER');
  return Number(ticks);
}

function lots(market: Market, text: string, isMarket: boolean): number {
  const atoms = decimal('quantity', text);
  const count = atoms / market.stepAtoms;
  const valid = atoms % market.stepAtoms === 0n && count >= BigInt(market.minLots) && count <= BigInt(market.maxLots);
  if (!valid) throw venueErrors.filterFailure('LOT_SIZE');
  if (isMarket && count > BigInt(market.marketMaxLots)) throw venueErrors.filterFailure('MARKET_LOT_SIZE');
  return Number(count);
}

export function parseOrderRequest(
  market: Market,
  accountId: number,
  request: OrderRequest,
  defaults: { stp: StpMode; newClientOrderId: () => string },
): PlaceCommand {
  if (!present(request.side)) throw venueErrors.mandatory('side');
  if (request.side !== 'BUY' && request.side !== 'SELL') throw venueErrors.invalidSide();
  const side: Side = request.side;
  if (!present(request.type)) throw venueErrors.mandatory('type');
  if (UNLISTED_TYPES.includes(request.type)) throw venueErrors.unsupportedCombination();
  if (!ORDER_TYPES.includes(request.type as OrderType)) throw venueErrors.invalidOrderType();
  const type = request.type as OrderType;

  let timeInForce: TimeInForce = 'GTC';
  if (type === 'LIMIT') {
    if (!present(request.timeInForce)) throw venueErrors.mandatory('timeInForce');
    if (!TIME_IN_FORCE.includes(request.timeInForce as TimeInForce)) throw venueErrors.invalidTimeInForce();
    timeInForce = request.timeInForce as TimeInForce;
  } else if (present(request.timeInForce)) {
    throw venueErrors.notRequired('timeInForce');
  }

  let stp = defaults.stp;
  if (present(request.selfTradePreventionMode)) {
    if (!STP_MODES.includes(request.selfTradePreventionMode as StpMode)) throw venueErrors.invalidParameter('selfTradePreventionMode');
    stp = request.selfTradePreventionMode as StpMode;
  }

  let clientOrderId: string;
  if (present(request.newClientOrderId)) {
    if (!CLIENT_ORDER_ID.test(request.newClientOrderId)) throw venueErrors.illegalCharacters('newClientOrderId', CLIENT_ORDER_ID_RANGE);
    clientOrderId = request.newClientOrderId;
  } else {
    clientOrderId = defaults.newClientOrderId();
  }

  const base = { accountId, symbol: market.symbol, side, type, timeInForce, clientOrderId, stp };
  if (type === 'MARKET') {
    if (present(request.price)) throw venueErrors.notRequired('price');
    if (!present(request.quantity) && !present(request.quoteOrderQty)) throw venueErrors.eitherParam('quantity', 'quoteOrderQty');
    if (present(request.quantity) && present(request.quoteOrderQty)) throw venueErrors.notRequired('quoteOrderQty');
    if (present(request.quoteOrderQty)) {
      const budget = decimal('quoteOrderQty', request.quoteOrderQty);
      if (budget < market.minNotionalAtoms) throw venueErrors.filterFailure('NOTIONAL');
      return { ...base, priceTicks: 0, lots: 0, quoteAtoms: budget };
    }
    return { ...base, priceTicks: 0, lots: lots(market, request.quantity as string, true), quoteAtoms: 0n };
  }

  if (present(request.quoteOrderQty)) throw venueErrors.notRequired('quoteOrderQty');
  if (!present(request.quantity)) throw venueErrors.mandatory('quantity');
  if (!present(request.price)) throw venueErrors.mandatory('price');
  const command: PlaceCommand = {
    ...base,
    priceTicks: priceTicks(market, request.price),
    lots: lots(market, request.quantity, false),
    quoteAtoms: 0n,
  };
  const notional = quoteAtoms(market, command.priceTicks, command.lots);
  if (notional < market.minNotionalAtoms || notional > market.maxNotionalAtoms) throw venueErrors.filterFailure('NOTIONAL');
  return command;
}

export const isVenueError = (error: unknown): error is VenueError => error instanceof VenueError;
