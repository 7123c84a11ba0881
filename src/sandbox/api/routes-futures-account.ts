// Binance USD-M account endpoints (SIGNED) under /fapi: the futures wallet (account, balance),
// positions (positionRisk v2 and v3), per-symbol leverage and margin type, the maintenance bracket,
// the wallet's income ledger and the account's settings, with Binance's weights.
import type { FastifyInstance } from 'fastify';
import { atoms, formatAtoms } from '../decimal.ts';
import { MAINT_MARGIN_PPM, MAX_LEVERAGE, SETTLE_ASSET } from '../futures/contracts.ts';
import { futuresErrors } from '../futures/errors.ts';
import type { AccountFigures } from '../futures/margin.ts';
import { maxWithdrawAtoms } from '../futures/margin.ts';
import type { IncomeType, MarginType } from '../futures/types.ts';
import { venueErrors } from '../venue-error.ts';
import { incomeJson, positionRiskV2Json, positionRiskV3Json } from './futures-serializers.ts';
import { contractParam } from './routes-futures-trade.ts';
import { limitParam, optionalInt, required, timeRangeParams } from './params.ts';
import { accountOf, type RouteDeps, route } from './route-kit.ts';

const INCOME_TYPES: readonly IncomeType[] = ['TRANSFER', 'REALIZED_PNL', 'FUNDING_FEE', 'COMMISSION', 'INSURANCE_CLEAR'];
const WEEK = 7 * 86_400_000;
const ratio = (ppm: number) => String(ppm / 1_000_000);

export function futuresAccountRoutes(app: FastifyInstance, { venue }: RouteDeps): void {
  const { futures } = venue;
  const maxNotional = (market: { spec: { maxNotional: string } }) => formatAtoms(atoms(market.spec.maxNotional));

  /** The wallet figures both account versions and both balance versions share. */
  const walletTotals = (figures: AccountFigures) => ({
    totalInitialMargin: formatAtoms(figures.positionInitialAtoms + figures.openOrderInitialAtoms),
    totalMaintMargin: formatAtoms(figures.maintAtoms),
    totalWalletBalance: formatAtoms(figures.walletAtoms),
    totalUnrealizedProfit: formatAtoms(figures.unrealizedAtoms),
    totalMarginBalance: formatAtoms(figures.marginBalanceAtoms),
    totalPositionInitialMargin: formatAtoms(figures.positionInitialAtoms),
    totalOpenOrderInitialMargin: formatAtoms(figures.openOrderInitialAtoms),
    totalCrossWalletBalance: formatAtoms(figures.crossWalletAtoms),
    totalCrossUnPnl: formatAtoms(figures.crossUnrealizedAtoms),
    availableBalance: formatAtoms(figures.availableAtoms),
    maxWithdrawAmount: formatAtoms(maxWithdrawAtoms(figures)),
  });
  const assetJson = (accountId: number, figures: AccountFigures) => ({
    asset: SETTLE_ASSET,
    walletBalance: formatAtoms(figures.walletAtoms),
    unrealizedProfit: formatAtoms(figures.unrealizedAtoms),
    marginBalance: formatAtoms(figures.marginBalanceAtoms),
    maintMargin: formatAtoms(figures.maintAtoms),
    initialMargin: formatAtoms(figures.positionInitialAtoms + figures.openOrderInitialAtoms),
    positionInitialMargin: formatAtoms(figures.positionInitialAtoms),
    openOrderInitialMargin: formatAtoms(figures.openOrderInitialAtoms),
    crossWalletBalance: formatAtoms(figures.crossWalletAtoms),
    crossUnPnl: formatAtoms(figures.crossUnrealizedAtoms),
    availableBalance: formatAtoms(figures.availableAtoms),
    maxWithdrawAmount: formatAtoms(maxWithdrawAtoms(figures)),
    marginAvailable: true,
    // 0 until the wallet first moves: ccxt's fetchBalance skips such assets, as it does on Binance.
    updateTime: futures.ledger.wallet(accountId).updateTime,
  });

  for (const version of ['v2', 'v3'] as const) {
    route(app, 'GET', `/fapi/${version}/account`, { weight: 5, security: 'USER_DATA' }, (request) => {
      const key = request.sandbox.key!;
      const accountId = key.accountId;
      const marks = futures.marks();
      const figures = futures.figures(accountId, marks);
      const positions = figures.positions.map((p) => {
        const risk = positionRiskV3Json(p, futures.openOrderMargin(accountId, p.position.symbol));
        return {
          symbol: risk.symbol,
          positionSide: risk.positionSide,
          positionAmt: risk.positionAmt,
          unrealizedProfit: risk.unRealizedProfit,
          isolatedMargin: risk.isolatedMargin,
          notional: risk.notional,
          isolatedWallet: risk.isolatedWallet,
          initialMargin: risk.initialMargin,
          maintMargin: risk.maintMargin,
          updateTime: risk.updateTime,
          ...(version === 'v2' ? { leverage: risk.leverage, isolated: risk.marginType === 'isolated', entryPrice: risk.entryPrice } : {}),
        };
      });
      return {
        ...(version === 'v2'
          ? {
              feeTier: 0,
              canTrade: key.permissions.trade,
              canDeposit: true,
              canWithdraw: key.permissions.withdraw,
              updateTime: 0,
              multiAssetsMargin: false,
              tradeGroupId: -1,
            }
          : {}),
        ...walletTotals(figures),
        assets: [assetJson(accountId, figures)],
        positions,
      };
    });

    route(app, 'GET', `/fapi/${version}/balance`, { weight: 5, security: 'USER_DATA' }, (request) => {
      const accountId = accountOf(request);
      const figures = futures.figures(accountId);
      const asset = assetJson(accountId, figures);
      return [
        {
          accountAlias: `sandbox-${accountId}`,
          asset: asset.asset,
          balance: asset.walletBalance,
          crossWalletBalance: asset.crossWalletBalance,
          crossUnPnl: asset.crossUnPnl,
          availableBalance: asset.availableBalance,
          maxWithdrawAmount: asset.maxWithdrawAmount,
          marginAvailable: true,
          updateTime: asset.updateTime,
        },
      ];
    });
  }

  route(app, 'GET', '/fapi/v2/positionRisk', { weight: 5, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const accountId = accountOf(request);
    const marks = futures.marks();
    const figures = futures.figures(accountId, marks);
    const markets = params.symbol ? [contractParam(futures, params)] : [...futures.contracts.values()];
    return markets.map((market) =>
      positionRiskV2Json(futures.positionFigures(figures, accountId, market.symbol, marks), maxNotional(market)),
    );
  });

  // v3 lists the symbols with a position or open orders, as Binance does.
  route(app, 'GET', '/fapi/v3/positionRisk', { weight: 5, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const accountId = accountOf(request);
    const marks = futures.marks();
    const figures = futures.figures(accountId, marks);
    const markets = params.symbol ? [contractParam(futures, params)] : [...futures.contracts.values()];
    return markets
      .filter(
        (market) =>
          futures.ledger.position(accountId, market.symbol).lots !== 0 || futures.ledger.openOrders(accountId, market.symbol).length > 0,
      )
      .map((market) =>
        positionRiskV3Json(
          futures.positionFigures(figures, accountId, market.symbol, marks),
          futures.openOrderMargin(accountId, market.symbol),
        ),
      );
  });

  route(app, 'POST', '/fapi/v1/leverage', { weight: 1, security: 'TRADE' }, async (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    // Out-of-range values reach the venue, which answers Binance's -4028.
    const leverage = optionalInt(params, 'leverage');
    if (leverage === undefined) throw venueErrors.mandatory('leverage');
    const settings = futures.setLeverage(accountOf(request), market.symbol, leverage);
    await venue.sync();
    return { leverage: settings.leverage, maxNotionalValue: maxNotional(market), symbol: market.symbol };
  });

  route(app, 'POST', '/fapi/v1/marginType', { weight: 1, security: 'TRADE' }, async (request) => {
    const { params } = request.sandbox;
    const market = contractParam(futures, params);
    const marginType = required(params, 'marginType').toUpperCase() as MarginType;
    if (marginType !== 'ISOLATED' && marginType !== 'CROSSED') throw venueErrors.invalidParameter('marginType');
    futures.setMarginType(accountOf(request), market.symbol, marginType);
    await venue.sync();
    return { code: 200, msg: 'success' };
  });

  route(app, 'GET', '/fapi/v1/leverageBracket', { weight: 1, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const bracket = (market: { symbol: string; spec: { maxNotional: string } }) => ({
      symbol: market.symbol,
      notionalCoef: 1,
      brackets: [
        {
          bracket: 1,
          initialLeverage: MAX_LEVERAGE,
          notionalCap: Number(market.spec.maxNotional),
          notionalFloor: 0,
          maintMarginRatio: Number(MAINT_MARGIN_PPM) / 1_000_000,
          cum: 0,
        },
      ],
    });
    if (params.symbol) return bracket(contractParam(futures, params));
    return [...futures.contracts.values()].map(bracket);
  });

  route(app, 'GET', '/fapi/v1/symbolConfig', { weight: 5, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const accountId = accountOf(request);
    const markets = params.symbol ? [contractParam(futures, params)] : [...futures.contracts.values()];
    return markets.map((market) => {
      const settings = futures.ledger.symbolSettings(accountId, market.symbol);
      return {
        symbol: market.symbol,
        marginType: settings.marginType,
        isAutoAddMargin: false,
        leverage: settings.leverage,
        maxNotionalValue: maxNotional(market),
      };
    });
  });

  route(app, 'GET', '/fapi/v1/income', { weight: 30, security: 'USER_DATA' }, (request) => {
    const { params } = request.sandbox;
    const incomeType = params.incomeType as IncomeType | undefined;
    if (incomeType !== undefined && !INCOME_TYPES.includes(incomeType)) throw venueErrors.invalidParameter('incomeType');
    const symbol = params.symbol ? contractParam(futures, params).symbol : undefined;
    const limit = limitParam(params, 100, 1000);
    const page = optionalInt(params, 'page', { min: 1 }) ?? 1;
    let { startTime, endTime } = timeRangeParams(params);
    // Binance: without a time range, the last seven days.
    if (startTime === undefined && endTime === undefined) startTime = venue.now() - WEEK;
    endTime ??= Number.MAX_SAFE_INTEGER;
    const entries = futures.ledger
      .accountIncome(accountOf(request))
      .filter((income) => (symbol === undefined || income.symbol === symbol) && (incomeType === undefined || income.type === incomeType))
      .filter((income) => income.time >= (startTime ?? 0) && income.time <= (endTime ?? Number.MAX_SAFE_INTEGER));
    return entries.slice((page - 1) * limit, page * limit).map(incomeJson);
  });

  route(app, 'GET', '/fapi/v1/commissionRate', { weight: 20, security: 'USER_DATA' }, (request) => {
    const market = contractParam(futures, request.sandbox.params);
    const account = venue.accounts.get(accountOf(request))!;
    return { symbol: market.symbol, makerCommissionRate: ratio(account.makerFeePpm), takerCommissionRate: ratio(account.takerFeePpm) };
  });

  route(app, 'GET', '/fapi/v1/positionSide/dual', { weight: 30, security: 'USER_DATA' }, () => ({ dualSidePosition: false }));
  // Hedge mode is not simulated: one-way mode stays.
  route(app, 'POST', '/fapi/v1/positionSide/dual', { weight: 1, security: 'TRADE' }, (request) => {
    const wanted = required(request.sandbox.params, 'dualSidePosition').toLowerCase();
    if (wanted === 'false') throw futuresErrors.noNeedToChangePositionSide();
    throw venueErrors.invalidParameter('dualSidePosition');
  });
  route(app, 'GET', '/fapi/v1/multiAssetsMargin', { weight: 30, security: 'USER_DATA' }, () => ({ multiAssetsMargin: false }));
}
