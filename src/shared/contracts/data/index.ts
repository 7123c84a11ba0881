export { exportTransactions } from './export-transactions.ts';
export * from './fields.ts';
export { getAssetOverview } from './get-asset-overview.ts';
export { type AssetStatement, assetStatement, getAssetStatements } from './get-asset-statements.ts';
export { getDataOverview } from './get-data-overview.ts';
export { getRealTimeAssets, type RealTimeBalance, realTimeBalance } from './get-real-time-assets.ts';
