// Binance's wallet (capital) history endpoints (SIGNED, USER_DATA): the account's deposits and
// withdrawals, as ccxt's binance.fetchDeposits and fetchWithdrawals ask for them (coin, startTime,
// endTime, limit, offset) and with Binance's field names. Every transfer the sandbox keeps is
// complete: deposit status 1 (success), withdrawal status 6 (completed).
import type { FastifyInstance } from 'fastify';
import { formatAtoms } from '../decimal.ts';
import type { CapitalTransfer, TransferKind, TransferQuery } from '../venue/transfers.ts';
import { limitParam, optionalInt, type Params, timeRangeParams } from './params.ts';
import { accountOf, type RouteDeps, route } from './route-kit.ts';

/** Binance's "2019-10-12 11:12:02" (UTC), as withdrawals give applyTime and completeTime. */
const binanceDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export function depositJson(transfer: CapitalTransfer) {
  return {
    id: String(transfer.id),
    amount: formatAtoms(transfer.atoms),
    coin: transfer.asset,
    network: transfer.network,
    status: 1,
    address: transfer.address,
    addressTag: '',
    txId: transfer.txId,
    insertTime: transfer.at,
    completeTime: transfer.at,
    transferType: 0,
    confirmTimes: '1/1',
    unlockConfirm: 0,
    walletType: 0,
  };
}

export function withdrawalJson(transfer: CapitalTransfer) {
  return {
    id: String(transfer.id),
    amount: formatAtoms(transfer.atoms),
    transactionFee: formatAtoms(transfer.feeAtoms),
    coin: transfer.asset,
    status: 6,
    address: transfer.address,
    txId: transfer.txId,
    applyTime: binanceDateTime(transfer.at),
    network: transfer.network,
    transferType: 0,
    info: '',
    confirmNo: 1,
    walletType: 0,
    txKey: '',
    completeTime: binanceDateTime(transfer.at),
  };
}

function transferQuery(params: Params): TransferQuery {
  const { startTime, endTime } = timeRangeParams(params);
  const offset = optionalInt(params, 'offset', { min: 0 });
  return {
    ...(params.coin ? { asset: params.coin } : {}),
    ...(startTime === undefined ? {} : { startTime }),
    ...(endTime === undefined ? {} : { endTime }),
    limit: limitParam(params, 1000, 1000),
    ...(offset === undefined ? {} : { offset }),
  };
}

export function capitalRoutes(app: FastifyInstance, { venue }: RouteDeps): void {
  const history = (kind: TransferKind, params: Params, accountId: number) =>
    venue.transfers.list(accountId, kind, transferQuery(params), venue.now());

  route(app, 'GET', '/sapi/v1/capital/deposit/hisrec', { weight: 1, security: 'USER_DATA' }, (request) =>
    history('deposit', request.sandbox.params, accountOf(request)).map(depositJson),
  );

  route(app, 'GET', '/sapi/v1/capital/withdraw/history', { weight: 18, security: 'USER_DATA' }, (request) =>
    history('withdrawal', request.sandbox.params, accountOf(request)).map(withdrawalJson),
  );
}
