// Every table, one file per area. Migrations are generated from this with `npm run db:generate`.
export * from './system.ts';
export * from './users.ts';
export * from './account.ts';
export * from './notify.ts';
export * from './security.ts';
export * from './exchange.ts';
export * from './alarms.ts';
export * from './bots.ts';
export * from './trade.ts';
export * from './dex.ts';
export * from './wallets.ts';
export * from './billing.ts';
export * from './analytics.ts';
export * from './futures.ts';
export * from './assistant.ts';
export * from './scale.ts';
