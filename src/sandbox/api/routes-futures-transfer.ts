// Moving USDT between an account's spot wallet and its USD-M futures wallet, on both of Binance's
// paths (SIGNED, TRADE): POST /sapi/v1/futures/transfer (type 1 spot to USD-M, 2 back; ccxt's
// binanceusdm.transferIn/transferOut) and POST /sapi/v1/asset/transfer (type MAIN_UMFUTURE or
// UMFUTURE_MAIN; ccxt's transfer('USDT', amount, 'spot', 'future')). Both answer { tranId }.
import type { FastifyInstance } from 'fastify';
import type { TransferDirection } from '../futures/types.ts';
import { venueErrors } from '../venue-error.ts';
import { type Params, required } from './params.ts';
import { accountOf, type RouteDeps, route } from './route-kit.ts';

const FUTURES_TRANSFER_TYPES: Record<string, TransferDirection> = { '1': 'toFutures', '2': 'toSpot' };
const UNIVERSAL_TRANSFER_TYPES: Record<string, TransferDirection> = { MAIN_UMFUTURE: 'toFutures', UMFUTURE_MAIN: 'toSpot' };

export function futuresTransferRoutes(app: FastifyInstance, { venue }: RouteDeps): void {
  const transfer = async (accountId: number, params: Params, direction: TransferDirection | undefined) => {
    if (!direction) throw venueErrors.invalidParameter('type');
    const income = venue.futures.transfer(accountId, required(params, 'asset'), required(params, 'amount'), direction);
    await venue.sync();
    return { tranId: income.id };
  };

  route(app, 'POST', '/sapi/v1/futures/transfer', { weight: 1, security: 'TRADE' }, (request) => {
    const { params } = request.sandbox;
    return transfer(accountOf(request), params, FUTURES_TRANSFER_TYPES[required(params, 'type')]);
  });

  route(app, 'POST', '/sapi/v1/asset/transfer', { weight: 900, security: 'TRADE' }, (request) => {
    const { params } = request.sandbox;
    return transfer(accountOf(request), params, UNIVERSAL_TRANSFER_TYPES[required(params, 'type')]);
  });
}
