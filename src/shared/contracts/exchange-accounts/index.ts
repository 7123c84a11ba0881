export * from './account-view.ts';
export { bindExchangeAccount } from './bind-exchange-account.ts';
export { createSandboxKeys } from './create-sandbox-keys.ts';
export { deleteExchangeAccount } from './delete-exchange-account.ts';
export * from './fields.ts';
export { getExchangeAccountBalance } from './get-exchange-account-balance.ts';
export { getExchangeAccounts } from './get-exchange-accounts.ts';
export { updateExchangeAccount } from './update-exchange-account.ts';
